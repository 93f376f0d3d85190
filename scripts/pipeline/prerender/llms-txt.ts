/**
 * `/llms.txt` (llmstxt.org): the site for a language model to read, in Markdown. The site's name as its
 * one `#` heading, its description as the quote under it, then a list of links under a `##` heading for
 * each kind of page: the pages, the projects and the posts, each with its title, its URL and one line
 * that says what it is. Only what the site lists: no draft, post still to come or unlisted post (the build
 * has none of the first two, and keeps the third in a list of its own). Every URL is absolute, under the
 * site's base path.
 */
import type { SiteContent } from '../../../src/content/schema.ts';
import { blogHead } from '../../../src/lib/head.ts';
import { newestFirst } from '../../../src/lib/posts.ts';
import { BLOG_PATH, contentPagePath, HOME_PATH, postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { absoluteUrl } from '../../../src/lib/urls.ts';
import type { SiteFile } from './prerender.ts';

/** The site path of llms.txt. */
export const LLMS_TXT_PATH = '/llms.txt';

/** One line of text: a value written over several lines (YAML's `>`) reads as one. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Text inside a link's `[…]`: brackets and backslashes escaped, so they cannot end it. */
const linkText = (text: string) => oneLine(text).replace(/[\\[\]]/g, (c) => `\\${c}`);

/** One entry of a list: `- [Title](url): what it is`. */
const entry = (title: string, url: string, about: string) => `- [${linkText(title)}](${url}): ${oneLine(about)}`;

/** llms.txt for `content` (the published site), its URLs under `siteUrl`. */
export function llmsTxt(content: Pick<SiteContent, 'site' | 'home' | 'projects' | 'posts' | 'pages'>): SiteFile {
  const { site, home, projects, posts, pages } = content;
  const url = (sitePath: string) => absoluteUrl(site.url, sitePath);
  const blog = posts.length > 0;
  const cards = `${url(HOME_PATH)}${site.sections.includes('projects') ? '#projects' : ''}`;
  const sections: [string, string[]][] = [
    [
      'Pages',
      [
        entry(`${site.name}, ${site.role}`, url(HOME_PATH), oneLine(home.headline)),
        ...(blog ? [entry(site.blog.name, url(BLOG_PATH), blogHead(site).description)] : []),
        ...pages.map((page) => entry(page.title, url(contentPagePath(page.slug)), page.description)),
      ],
    ],
    [
      'Projects',
      // A project with a page of its own links there; one without is a card in the home page's Projects.
      projects.map((project) =>
        entry(project.title, project.page ? url(projectPath(project.slug)) : cards, project.tagline),
      ),
    ],
    ['Posts', newestFirst(posts).map((post) => entry(post.title, url(postPath(post.slug)), post.description))],
  ];
  const lines = [`# ${oneLine(site.name)}`, '', `> ${oneLine(site.description)}`];
  for (const [heading, items] of sections) if (items.length > 0) lines.push('', `## ${heading}`, '', ...items);
  return { path: LLMS_TXT_PATH.slice(1), contents: `${lines.join('\n')}\n` };
}
