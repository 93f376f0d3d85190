/**
 * The pages the test site must have and what the fixture says is on them, for tests of the built site:
 * route paths, their files, and each post's section ids as the build derives them from its headings.
 */
import GithubSlugger from 'github-slugger';
import { DEFAULT_PAGE_SIZE } from '../../src/content/schema.ts';
import { presentSections, SECTION_LABELS, sectionCounts, type HomeSectionId } from '../../src/lib/sections.ts';
import { PAGE_DATA_ID, PAGE_MODULES_ATTRIBUTE } from '../../src/lib/page-data.ts';
import { prerenderPaths } from '../../src/route-build.ts';
import type { RouteContent } from '../../src/route-entry.ts';
import { routeAt } from '../../src/route-table.ts';
import { find, html } from 'property-information';
import { readBuiltPage } from '../../scripts/pipeline/prerender/built-site.ts';
import { pageFile } from '../../scripts/pipeline/prerender/prerender.ts';
import { FIXTURE_CONTENT, fixtureDist } from './fixture-build.ts';
import { fixtureContent, type FixturePost } from './fixture-content.ts';

/** Route path of a post. */
export const postRoute = (post: Pick<FixturePost, 'slug'>): string => `/blog/${post.slug}`;

/** The built file of a route path, as the prerenderer names it: `/` → `index.html`, `/blog/x` → `blog/x/index.html`. */
export { pageFile };

/** The home sections a test site shows, in its order, read from its files (the test site's unless `root` says). */
export function homeSectionsOf(root: string = FIXTURE_CONTENT): { id: HomeSectionId; label: string }[] {
  const content = fixtureContent(root);
  const order = content.site.home?.sections as HomeSectionId[] | undefined;
  return presentSections(sectionCounts(content), order).map((id) => ({ id, label: SECTION_LABELS[id] }));
}

/** What the route table works a test site's pages out from, read from its files. */
function routeContent(root: string): RouteContent {
  const { site, posts, unlisted, projects, experience, skills, talks, pages } = fixtureContent(root);
  return {
    site: {
      blog: { pageSize: site.blog.pageSize ?? DEFAULT_PAGE_SIZE },
      sections: homeSectionsOf(root).map((s) => s.id),
    },
    posts: posts.map(({ slug, date, title, tags, featured }) => ({ slug, date, title, tags, featured, ids: [] })),
    unlisted: unlisted.map(({ slug }) => ({ slug, ids: [] })),
    projects: projects.map(({ slug, tags, body }) => ({ slug, tags, ...(body !== '' && { page: { ids: [] } }) })),
    experience,
    skills,
    talks,
    pages: pages.map(({ slug }) => ({ slug, ids: [] })),
  };
}

/** Every route a test site prerenders (the test site's unless `root` says), in the route table's order. */
export function siteRoutes(root: string = FIXTURE_CONTENT): string[] {
  return prerenderPaths(routeContent(root));
}

/**
 * One page of each kind the test site has (the first path of each route entry that has any: home,
 * the blog index, a post, the tags, a project, a tag...), for checks of each page type in a browser.
 */
export function pageKinds(): string[] {
  const seen = new Set<string>();
  return siteRoutes().filter((route) => {
    const id = routeAt(route)?.id ?? route;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The built file of an old path: `/blog/x` → `blog/x/index.html`, `/x.html` → `x.html`. */
export const oldPathFile = (sitePath: string): string =>
  sitePath.endsWith('.html') ? sitePath.slice(1) : pageFile(sitePath);

/** The old paths a test site writes pages at: every post's aliases, and the paths removed on purpose. */
export function oldPaths(root: string = FIXTURE_CONTENT): {
  aliases: { from: string; post: FixturePost }[];
  removed: string[];
} {
  const { posts, unlisted, site } = fixtureContent(root);
  return {
    aliases: [...posts, ...unlisted].flatMap((post) => post.aliases.map((from) => ({ from, post }))),
    removed: site.removed,
  };
}

/** The built files of every old path of a test site: its posts', pages' and projects' aliases, its removed paths. */
export function oldPathFiles(root: string = FIXTURE_CONTENT): string[] {
  const { pages, projects } = fixtureContent(root);
  const own = [...pages, ...projects].flatMap((entry) => (entry as { aliases?: string[] }).aliases ?? []);
  const { aliases, removed } = oldPaths(root);
  return [...aliases.map((alias) => alias.from), ...own, ...removed].map(oldPathFile).sort();
}

/** The HTML files of the built test site that the app renders, sorted: the routes' pages and 404.html. */
export function appPageFiles(): string[] {
  return [...siteRoutes().map(pageFile), '404.html'].sort();
}

/** Every HTML file of the built test site, sorted: the routes' pages, the pages at old paths and 404.html. */
export function htmlFiles(): string[] {
  return [...siteRoutes().map(pageFile), ...oldPathFiles(), '404.html'].sort();
}

/** Each `## ` section of `post` as the page shows it: its id (GitHub's slugs) and numbered title. */
export function postSections(post: FixturePost): { id: string; title: string; numbered: string }[] {
  const slugger = new GithubSlugger();
  return post.sections.map((title, i) => ({ id: slugger.slug(title), title, numbered: `${i + 1}. ${title}` }));
}

/** "14 September 2025" for "2025-09-14", as the site writes dates. */
export function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/**
 * The modules that render a built page (its page component's chunk, and for a page with a body the module
 * that hydrates its islands), as its data block lists them for its first script: URL paths under the base path.
 */
export function pageModules(route: string, dist = fixtureDist()): string[] {
  const [block] = readBuiltPage(pageFile(route), dist).all((e) => e.properties.id === PAGE_DATA_ID);
  // The block's `data-modules`, as hast names an attribute.
  const listed = block?.properties[find(html, PAGE_MODULES_ATTRIBUTE).property];
  if (typeof listed !== 'string') throw new Error(`${pageFile(route)} has no page data block`);
  return listed.split(' ').filter(Boolean);
}
