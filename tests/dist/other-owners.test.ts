/**
 * Any engineer's site: two more test sites, shaped unlike the first, built by the real build.
 * - Another owner's (a data engineer on a sub-path URL: one job, three projects of which one has no
 *   link, posts without a gallery, her own blog name and section intro): every word a visitor reads
 *   that speaks for the owner is hers, and none is the first test site's.
 * - A site with no posts and no jobs: no empty section, page or feed, and nothing links to one.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import matter from 'gray-matter';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/lib/html-escape.ts';
import { listFiles, readDist, readPage, textOf } from '../support/dist.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { fixtureDist, OTHER_SITES } from '../support/fixture-build.ts';
import { pdfText } from '../support/pdf.ts';

/** The frontmatter of a content file of another test site. */
const data = (site: keyof typeof OTHER_SITES, file: string) =>
  matter(readFileSync(path.join(OTHER_SITES[site], file), 'utf8')).data as Record<string, unknown>;

/** Every string in a frontmatter value, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The home sections' names, which every site's nav shows: not the owner's words. */
const SECTION_NAMES = ['About', 'Projects', 'Experience', 'Skills', 'Contact'];

describe('another owner’s site', () => {
  const dist = fixtureDist('data-engineer');
  const site = data('data-engineer', 'site.md') as {
    name: string;
    url: string;
    blog: { name: string; description: string };
    intros: { projects: string };
  };
  const base = new URL(site.url).pathname;
  const built = listFiles(dist);
  const pages = built.filter((file) => file.endsWith('.html'));
  /** What a visitor or a crawler can read: every page, the feed, the sitemap. */
  const texts = [...pages, 'feed.xml', 'sitemap.xml'].map((file) => [file, readDist(file, dist)] as const);

  it('speaks no word of the first test site’s owner, in any page, the feed or the resume', async () => {
    // Every sentence and label of the first test site's content, that no component may hold.
    const first = fixtureContent();
    // Not the repository's branch: a git name ("main"), no word a visitor reads.
    const { repository: _repository, ...profile } = first.site;
    const theirs = [
      ...strings(profile).filter((s) => !/^(https?:|\/|#|images\/)/.test(s)),
      ...first.projects.flatMap((p) => [p.title, p.tagline, p.description]),
      ...first.experience.flatMap((j) => [j.company, j.role, ...j.highlights]),
      ...first.posts.flatMap((p) => [p.title, p.description]),
    ]
      // The section names are the site's own labels (its nav), whoever owns it.
      .filter((s) => s.length >= 4 && !SECTION_NAMES.includes(s));
    const resume = await pdfText(readFileSync(path.join(dist, 'cv.pdf')));
    for (const [file, text] of [...texts, ['cv.pdf', resume] as const]) {
      const found = theirs.filter((s) => text.includes(s) || text.includes(escapeHtml(s)));
      expect(found, file).toEqual([]);
    }
  });

  it('shows no series box, and no "Part 1 of 1", on the only part of a series', () => {
    const post = data('data-engineer', 'blog/late-files.mdx');
    expect(post.series).toBeDefined();
    const page = readPage('blog/late-files/index.html', dist);
    expect(page.text()).toContain(String(post.title));
    expect(page.all((e) => e.tagName === 'nav' && String(e.properties.ariaLabel).startsWith('Series:'))).toEqual([]);
    expect(page.text()).not.toMatch(/Part \d+ of/);
  });

  it('names the blog by her blog’s name everywhere the blog is named', () => {
    const index = readPage('blog/index.html', dist);
    expect(index.tags('h1').map(textOf)).toEqual([site.blog.name]);
    expect(index.tags('title').map(textOf)).toEqual([`${site.blog.name} | ${site.name}`]);
    const description = index.all((e) => e.tagName === 'meta' && e.properties.name === 'description');
    expect(description.map((m) => m.properties.content)).toEqual([site.blog.description]);
    const home = readPage('index.html', dist);
    const footer = home.all((e) => e.tagName === 'footer');
    expect(footer.map(textOf).join(' ')).toContain(site.blog.name);
    expect(readDist('feed.xml', dist)).toContain(`<title>${site.name}: ${site.blog.name}</title>`);
    for (const post of pages.filter((file) => /^blog\/[^/]+\/index\.html$/.test(file))) {
      const page = readPage(post, dist);
      const crumbs = page.all((e) => e.tagName === 'script' && e.properties.type === 'application/ld+json');
      expect(crumbs.map(textOf).join(' '), post).toContain(`"name":"${site.blog.name}"`);
      // A post without a gallery previews with its card, which names the blog.
      const alt = page.all((e) => e.tagName === 'meta' && e.properties.property === 'og:image:alt');
      expect(String(alt[0]?.properties.content), post).toContain(site.blog.name);
    }
  });

  it('puts her intro under Projects, and a project without links has no list of them', () => {
    const home = readPage('index.html', dist);
    const [projects] = home.all((e) => e.properties.id === 'projects');
    expect(projects && textOf(projects)).toContain(site.intros.projects);
    const { title } = data('data-engineer', 'projects/ledger-recon.md');
    const [card] = home.all((e) => e.tagName === 'article' && textOf(e).includes(String(title)));
    if (!card) throw new Error(`no card for ${String(title)}`);
    const inCard: Element[] = [];
    visit(card, 'element', (e: Element) => void inCard.push(e));
    expect(inCard.filter((e) => e.tagName === 'a')).toEqual([]);
  });

  it('serves every page, asset and link under her sub-path', () => {
    expect(base).not.toBe('/');
    for (const [file, text] of texts.filter(([file]) => file.endsWith('.html'))) {
      const local = [...text.matchAll(/(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1] ?? '');
      expect(
        // The base itself without its slash is home too: the router writes its links that way.
      local.filter((url) => !url.startsWith(base) && url.split(/[?#]/)[0] !== base.slice(0, -1)),
        file,
      ).toEqual([]);
    }
  });
});

describe('a site with no posts and no jobs', () => {
  const dist = fixtureDist('no-blog');
  const built = listFiles(dist);
  const home = readPage('index.html', dist);

  it('has no blog: no index page, no feed, and a sitemap of home alone', () => {
    expect(built.filter((file) => file.startsWith('blog/'))).toEqual([]);
    expect(existsSync(path.join(dist, 'feed.xml'))).toBe(false);
    const site = data('no-blog', 'site.md') as { url: string };
    expect([...readDist('sitemap.xml', dist).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([site.url]);
  });

  it('links to neither: no feed in the head, no blog link in the footer, no Experience in the nav', () => {
    const html = readDist('index.html', dist);
    expect(html).not.toContain('application/atom+xml');
    const links = home.tags('a').map((a) => String(a.properties.href));
    expect(links.filter((href) => href.includes('blog') || href === '#experience')).toEqual([]);
  });

  it('leaves out the Experience section, on the page and in the resume', async () => {
    expect(home.all((e) => e.properties.id === 'experience')).toEqual([]);
    expect(home.tags('h2').map(textOf)).not.toContain('Experience');
    expect((await pdfText(readFileSync(path.join(dist, 'resume.pdf')))).toLowerCase()).not.toMatch(/experience/);
  });
});
