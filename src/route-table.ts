/**
 * The routes the browser has: every page of the site, by id, with its path pattern, its component (loaded
 * lazily, its own chunk) and, for a page that shows compiled MDX, its body. The router, the app and the
 * links read this table; what the build works out for each page (its paths, data, head, JSON-LD, anchors)
 * is the same id's entry in src/route-build.ts, which the browser never loads. Adding a page:
 * CONTRIBUTING.md's recipe.
 */
import { matchRoutes, type Params } from 'react-router-dom';
import type {
  BlogIndexData,
  ContentPageData,
  HomeData,
  PostData,
  ProjectData,
  TagData,
  TagsData,
} from './content/pages.ts';
import type { PageHead } from './lib/head.ts';
import { lazyPage } from './lib/lazy-page.ts';
import {
  BLOG_PAGE_PATTERN,
  BLOG_PATH,
  CONTENT_PAGE_PATTERN,
  HOME_PATH,
  POST_PATTERN,
  PROJECT_PATTERN,
  TAG_PAGE_PATTERN,
  TAG_PATTERN,
  TAGS_PATH,
} from './lib/routes-paths.ts';
import { route, type AnyRoute, type DataOf, type RouteTable } from './route-entry.ts';

const blogIndexPage = lazyPage(() => import('./pages/BlogIndexPage.tsx'));
const tagPage = lazyPage(() => import('./pages/TagPage.tsx'));

/** Every page of the site. Order matters only for readers: `matchRoutes` ranks the patterns itself. */
export const routeTable = {
  home: route<HomeData>({ path: HOME_PATH, component: lazyPage(() => import('./pages/HomePage.tsx')) }),
  blog: route<BlogIndexData>({ path: BLOG_PATH, component: blogIndexPage }),
  blogPage: route<BlogIndexData>({ path: BLOG_PAGE_PATTERN, component: blogIndexPage }),
  post: route<PostData>({
    path: POST_PATTERN,
    component: lazyPage(() => import('./pages/PostPage.tsx')),
    body: (data) => data.body,
  }),
  tags: route<TagsData>({ path: TAGS_PATH, component: lazyPage(() => import('./pages/TagsPage.tsx')) }),
  project: route<ProjectData>({
    path: PROJECT_PATTERN,
    component: lazyPage(() => import('./pages/ProjectPage.tsx')),
    body: (data) => data.body,
  }),
  page: route<ContentPageData>({
    path: CONTENT_PAGE_PATTERN,
    component: lazyPage(() => import('./pages/ContentPage.tsx')),
    body: (data) => data.body,
  }),
  tag: route<TagData>({ path: TAG_PATTERN, component: tagPage }),
  tagPage: route<TagData>({ path: TAG_PAGE_PATTERN, component: tagPage }),
} satisfies Record<string, AnyRoute>;

/** The name of a route of the table. */
export type RouteId = keyof typeof routeTable;

/**
 * A page's body as the browser gets it with a navigation (in the page's `page-data.json`): its HTML, made
 * at build time, and the stylesheets to link before it is shown. The prerendered page's own data block
 * leaves it out: the document has both.
 */
export interface PageBody {
  html: string;
  /** URLs under the base path: the body's own stylesheets and its components'. */
  stylesheets?: string[];
}

/**
 * What a page is rendered from: which route shows it, that route's data, the head tags the build
 * worked out for it, and its body. The prerendered page's own data block has the route and data alone
 * (the document has the rest); the `page-data.json` a client-side navigation fetches has all four.
 */
export type PageState = {
  [K in RouteId]: { route: K; data: DataOf<(typeof routeTable)[K]>; head?: PageHead; body?: PageBody };
}[RouteId];

/** The route that shows `pathname` (a path inside the app, maybe with a trailing slash), and its params. */
export function routeAt(
  pathname: string,
  table: RouteTable = routeTable,
): { id: string; entry: AnyRoute; params: Params } | undefined {
  const matches = matchRoutes(
    Object.entries(table).map(([id, entry]) => ({ id, path: entry.path })),
    pathname,
  );
  const match = matches?.at(-1);
  const entry = match && table[match.route.id];
  return match && entry ? { id: match.route.id, entry, params: match.params } : undefined;
}

/**
 * True when `href` (a site path, maybe with a #hash) is a page the router renders, not a file such as
 * /resume.pdf: it matches a route, and no part it names has a dot (a slug never has one; a name with
 * one is a file beside the pages).
 */
export function isAppPage(href: string, table: RouteTable = routeTable): boolean {
  const path = href.split('#')[0] ?? '';
  if (path === '') return true;
  const found = routeAt(path, table);
  return found !== undefined && Object.values(found.params).every((value) => value?.includes('.') !== true);
}
