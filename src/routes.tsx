/**
 * The one route table: the router renders it and the prerenderer asks it which paths to write.
 * Posts and the blog index (their list, page code and bodies) are split into their own chunks, so
 * the home page never downloads them and its code does not grow as posts are added.
 */
import type { ComponentType } from 'react';
import { lazyComponent } from './lib/lazy-component.tsx';
import { BLOG_PATH, HOME_PATH, postPath } from './lib/routes-paths.ts';
import { HomePage } from './pages/HomePage.tsx';

const loadPostRoute = () => import('./pages/PostRoute.tsx');
const postRoute = lazyComponent(loadPostRoute);
// The blog index shares the post route's chunk: both read the post list, and with a chunk of its own
// the bundler moved the layout out of the app's chunk into a shared one, an extra file on home.
const blogIndex = lazyComponent(async () => ({ default: (await loadPostRoute()).BlogIndexPage }));

/** One entry of the route table. */
export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  /** What it shows. */
  Component: ComponentType;
  /** The concrete paths to prerender. */
  prerender: () => Promise<string[]>;
  /** Loads the code a path of this route needs, before hydration. */
  preload?: (params: Record<string, string | undefined>) => Promise<unknown>;
}

export const routes: readonly AppRoute[] = [
  { path: HOME_PATH, Component: HomePage, prerender: () => Promise.resolve([HOME_PATH]) },
  {
    path: BLOG_PATH,
    Component: blogIndex.Component,
    prerender: () => Promise.resolve([BLOG_PATH]),
    preload: () => blogIndex.preload(),
  },
  {
    path: '/blog/:slug',
    Component: postRoute.Component,
    prerender: async () => (await loadPostRoute()).posts.map((p) => postPath(p.slug)),
    preload: async ({ slug }) => {
      await postRoute.preload();
      await (await loadPostRoute()).preloadPost(slug);
    },
  },
  // Any other path shows home: the site has no not-found page.
  { path: '*', Component: HomePage, prerender: () => Promise.resolve([]) },
];

/** Every path the prerenderer writes. */
export async function prerenderPaths(): Promise<string[]> {
  return (await Promise.all(routes.map((r) => r.prerender()))).flat();
}
