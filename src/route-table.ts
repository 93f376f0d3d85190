/**
 * The one route table: every page of the site and everything about it, in its entry: its path pattern,
 * the paths to prerender, its head tags, its structured data, the anchors a link may target, and the
 * module it loads lazily. routes.tsx gives each entry its component (a type error when one is missing);
 * the router, the prerenderer, the head tags and the content check's links all read this table, and
 * resolve a path with react-router's `matchRoutes`. No React here, so the build (in Node) reads it too.
 *
 * Adding a page: an entry here, its component in routes.tsx, the page file, and its nav link.
 */
import { matchRoutes, type Params } from 'react-router-dom';
import type { Thing, WithContext } from 'schema-dts';
import type { PostSummary, SiteProfile } from './content/schema.ts';
import { blogHead, homeHead, postHead, type PageHead } from './lib/head.ts';
import { findPost } from './lib/posts.ts';
import { BLOG_PATH, HOME_PATH, POST_PATTERN, postPath } from './lib/routes-paths.ts';
import { homeAnchorIds, TOP_ID } from './lib/sections.ts';
import type * as StructuredData from './lib/structured-data.ts';

/** What a page's head tags and structured data are made from: the owner's profile and the published posts. */
export interface PageData {
  site: SiteProfile;
  posts: readonly PostSummary[];
}

/** A post as the content check knows it: its slug, and the ids its body defines (its link targets). */
export interface PostAnchors {
  slug: string;
  ids: readonly string[];
}

/**
 * The structured-data builders (src/lib/structured-data.ts), handed in by the prerenderer: only it
 * writes JSON-LD, so the browser never downloads them.
 */
export type StructuredDataBuilders = typeof StructuredData;

/** One page of the site, or one kind of page (a post). */
export interface RouteEntry {
  /** A react-router path pattern (`/blog/:slug`). */
  path: string;
  /** The concrete paths to prerender, given the build's posts. */
  prerender(posts: readonly { slug: string }[]): string[];
  /** The head tags of the page at `params`: required, so a new page never borrows the home page's. */
  head(params: Params, data: PageData): PageHead;
  /** The page's JSON-LD at `params`. */
  structuredData(params: Params, data: PageData, builders: StructuredDataBuilders): WithContext<Thing>[];
  /** The ids on the page at `params` that a link may target; undefined when there is no such page (an unknown post). */
  anchors(params: Params, posts: readonly PostAnchors[]): readonly string[] | undefined;
  /**
   * The module that renders the route when it is loaded lazily (a path from the project root, as the
   * bundler's manifest names it), whose stylesheets the prerendered page links; and, for a post, the
   * post's own module. routes.tsx loads the route's module from this same path.
   */
  modules?(params: Params, data: PageData): string[];
}

/** The post route's chunk: the post page and the blog index, which share it (see routes.tsx). */
export const POST_ROUTE_MODULE = 'src/pages/PostRoute.tsx';

/** Every page of the site. Order matters only for readers: `matchRoutes` ranks the patterns itself. */
export const routeTable = {
  home: {
    path: HOME_PATH,
    prerender: () => [HOME_PATH],
    head: (_params, { site }) => homeHead(site),
    structuredData: (_params, { site }, b) => [b.personData(site)],
    anchors: () => homeAnchorIds,
  },
  blog: {
    path: BLOG_PATH,
    prerender: () => [BLOG_PATH],
    head: (_params, { site }) => blogHead(site),
    structuredData: (_params, { site, posts }, b) => [b.blogData(site, posts)],
    anchors: () => [TOP_ID],
    modules: () => [POST_ROUTE_MODULE],
  },
  post: {
    path: POST_PATTERN,
    prerender: (posts) => posts.map((post) => postPath(post.slug)),
    // An unknown slug shows the home page (the site has no not-found page), with home's head.
    head: (params, { site, posts }) => {
      const post = findPost(posts, params.slug);
      return post ? postHead(site, post) : homeHead(site);
    },
    structuredData: (params, { site, posts }, b) => {
      const post = findPost(posts, params.slug);
      return post ? [b.blogPostingData(site, post), b.breadcrumbData(site, post)] : [b.personData(site)];
    },
    anchors: (params, posts) => {
      const post = posts.find((p) => p.slug === params.slug);
      return post && [TOP_ID, ...post.ids];
    },
    modules: (params, { posts }) => {
      const post = findPost(posts, params.slug);
      return post ? [POST_ROUTE_MODULE, post.source] : [];
    },
  },
  // Any other path shows home, with home's head; it is no page a link may target.
  other: {
    path: '*',
    prerender: () => [],
    head: (_params, { site }) => homeHead(site),
    structuredData: (_params, { site }, b) => [b.personData(site)],
    anchors: () => undefined,
  },
} satisfies Record<string, RouteEntry>;

/** The name of a route of the table. */
export type RouteId = keyof typeof routeTable;

/** A table of routes: the site's, or a test's own. */
export type RouteTable = Readonly<Record<string, RouteEntry>>;

/** The route that shows `pathname` (a path inside the app, maybe with a trailing slash), and its params. */
export function routeAt(
  pathname: string,
  table: RouteTable = routeTable,
): { id: string; entry: RouteEntry; params: Params } | undefined {
  const matches = matchRoutes(
    Object.entries(table).map(([id, entry]) => ({ id, path: entry.path })),
    pathname,
  );
  const match = matches?.at(-1);
  const entry = match && table[match.route.id];
  return match && entry ? { id: match.route.id, entry, params: match.params } : undefined;
}

/** The head tags of the page at `pathname`. */
export function headFor(pathname: string, data: PageData, table: RouteTable = routeTable): PageHead {
  const found = routeAt(pathname, table);
  if (!found) throw new Error(`no route shows ${pathname}`);
  return found.entry.head(found.params, data);
}

/** The JSON-LD of the page at `pathname`. */
export function structuredDataFor(
  pathname: string,
  data: PageData,
  builders: StructuredDataBuilders,
  table: RouteTable = routeTable,
): WithContext<Thing>[] {
  const found = routeAt(pathname, table);
  if (!found) throw new Error(`no route shows ${pathname}`);
  return found.entry.structuredData(found.params, data, builders);
}

/** The modules whose stylesheets the page at `pathname` needs beyond the app's own. */
export function modulesFor(pathname: string, data: PageData, table: RouteTable = routeTable): string[] {
  const found = routeAt(pathname, table);
  return found?.entry.modules?.(found.params, data) ?? [];
}

/** Every path the prerenderer writes: each route's, for the build's posts. */
export function prerenderPaths(posts: readonly { slug: string }[], table: RouteTable = routeTable): string[] {
  return Object.values(table).flatMap((entry) => entry.prerender(posts));
}

/**
 * Every page a link may lead to, with the ids on it: for the content check, which reports a link to a
 * page or an anchor that does not exist.
 */
export function linkTargets(posts: readonly PostAnchors[], table: RouteTable = routeTable): Map<string, Set<string>> {
  const targets = new Map<string, Set<string>>();
  for (const path of prerenderPaths(posts, table)) {
    const found = routeAt(path, table);
    const anchors = found?.entry.anchors(found.params, posts);
    if (anchors) targets.set(path, new Set(anchors));
  }
  return targets;
}

/**
 * True when `href` (a site path, maybe with a #hash) is a page the router renders, not a file such as
 * /resume.pdf: it matches a route other than the catch-all, and no part it names has a dot (a slug never
 * has one; a name with one is a file beside the pages).
 */
export function isAppPage(href: string, table: RouteTable = routeTable): boolean {
  const path = href.split('#')[0] ?? '';
  if (path === '') return true;
  const found = routeAt(path, table);
  return (
    found !== undefined &&
    found.entry.path !== '*' &&
    Object.values(found.params).every((value) => value?.includes('.') !== true)
  );
}
