/**
 * The pages of a built site, read from its own files (the sitemap and the pages' heads), so a tool picks
 * what to open from whatever the content made: home, the page that lists the posts, the posts. Nothing
 * here names a page of any particular content.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeAt } from '../../src/route-table.ts';
import { readBuiltPage, textOf, type BuiltPage } from '../pipeline/prerender/built-site.ts';
import { pageFile } from '../pipeline/prerender/prerender.ts';
import { sitemapUrls } from '../pipeline/prerender/sitemap.ts';
import { builtBasePath } from '../hosting/static-host.ts';

/** A built site's pages, as paths inside the site (`/`, `/blog`, `/blog/some-post`), without the base path. */
export interface BuiltPages {
  /** The base path the site was built for: `/` or `/portfolio/`. */
  base: string;
  /** Every page the sitemap lists, in its order. */
  routes: string[];
  /** The home page: `/`. */
  home: string;
  /** The posts, the one with the most text first. */
  posts: string[];
  /** The page that lists the posts (the blog index's first page), if there is one. */
  postIndex: string | undefined;
  /** The projects' own pages, the one with the most text first. */
  projects: string[];
  /** A tag's page (the tag with the most posts' first page), if there is one. */
  tagPage: string | undefined;
}

/** Thrown when `dist` holds no built site to read: the message is one line for the reader. */
export class NoBuiltSiteError extends Error {
  override name = 'NoBuiltSiteError';
}

/** The site-relative path of a page's URL in the sitemap: its pathname without `base`, always starting with `/`. */
export function routeOfLoc(loc: string, base: string): string {
  const pathname = new URL(loc).pathname;
  if (`${pathname}/` === base) return '/';
  const inner = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\/+/, '');
  return `/${inner.replace(/\/+$/, '')}`;
}

/** How many characters of text a page's `<main>` shows (the whole page when it has none). */
export function textLength(page: BuiltPage): number {
  const [main] = page.tags('main');
  return textOf(main ?? page.tree).length;
}

/**
 * Reads the pages of the site in `dist`, built for the base path `base`: the tool that built it passes
 * it on; one handed a folder built by another command leaves it out, and the folder's own record is read
 * (static-host.ts). Throws a NoBuiltSiteError when it has no sitemap or home page.
 */
export function readBuiltPages(dist: string, builtFor?: string): BuiltPages {
  const sitemap = path.join(dist, 'sitemap.xml');
  if (!existsSync(sitemap) || !existsSync(path.join(dist, 'index.html')))
    throw new NoBuiltSiteError(
      `no built site in ${path.relative(process.cwd(), dist) || '.'}: run npm run build first`,
    );
  const base = builtFor ?? builtBasePath(dist);
  const routes = sitemapUrls(readFileSync(sitemap, 'utf8')).map((url) => routeOfLoc(url, base));
  const page = (route: string) => readBuiltPage(pageFile(route), dist);
  // Which kind of page each is, by the site's own route table.
  const built = routes.filter((route) => existsSync(path.join(dist, pageFile(route))));
  const ofKind = (id: string) => built.filter((route) => routeAt(route)?.id === id);
  // The most text first (markup, highlighted code and maths inflate the HTML); ties keep the sitemap's order.
  const longestFirst = (list: string[]) =>
    list
      .map((route) => ({ route, size: textLength(page(route)) }))
      .sort((a, b) => b.size - a.size)
      .map(({ route }) => route);
  const tagPage = ofKind('tag')
    .map((route) => ({ route, size: page(route).tags('article').length }))
    .sort((a, b) => b.size - a.size)[0]?.route;
  return {
    base,
    routes,
    home: '/',
    posts: longestFirst(ofKind('post')),
    postIndex: ofKind('blog')[0],
    projects: longestFirst(ofKind('project')),
    tagPage,
  };
}
