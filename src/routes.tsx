/**
 * The one route table: the router renders it and the prerenderer asks it which paths to write. A new
 * page is one entry here, with its pattern in lib/routes-paths.ts. The post route is its own chunk
 * (React's `lazy`), so the home page never downloads it and its code does not grow as posts are added;
 * the blog index shares that chunk.
 */
import { lazy, type ComponentType } from 'react';
import type { PostSummary } from './content/schema.ts';
import { BLOG_PATH, HOME_PATH, POST_PATTERN, postPath } from './lib/routes-paths.ts';
import { HomePage } from './pages/HomePage.tsx';

const loadPostRoute = () => import('./pages/PostRoute.tsx');

/** What the prerenderer knows when it asks the routes for their paths: the posts of the build. */
export interface PrerenderData {
  posts: readonly PostSummary[];
}

/** One entry of the route table. */
export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  /** What it shows; a `lazy` one is loaded the first time it renders. */
  Component: ComponentType;
  /** The concrete paths to prerender. */
  prerender: (data: PrerenderData) => string[];
}

export const routes: readonly AppRoute[] = [
  { path: HOME_PATH, Component: HomePage, prerender: () => [HOME_PATH] },
  {
    path: BLOG_PATH,
    // The blog index shares the post route's chunk: both read the post list, and with a chunk of its
    // own the bundler moved the layout out of the app's chunk into a shared one, an extra file on home.
    Component: lazy(async () => ({ default: (await loadPostRoute()).BlogIndexPage })),
    prerender: () => [BLOG_PATH],
  },
  {
    path: POST_PATTERN,
    Component: lazy(loadPostRoute),
    // The posts come from the prerenderer, not from the route's module: a module the route loads
    // exports components only, so React Fast Refresh updates a post in place when its frontmatter changes.
    prerender: ({ posts }) => posts.map((p) => postPath(p.slug)),
  },
  // Any other path shows home: the site has no not-found page.
  { path: '*', Component: HomePage, prerender: () => [] },
];

/** Every path the prerenderer writes. */
export function prerenderPaths(data: PrerenderData): string[] {
  return routes.flatMap((r) => r.prerender(data));
}
