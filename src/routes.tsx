/**
 * The one route table: the router renders it and the prerenderer asks it which paths to write.
 * The post page is split into its own chunk, so the home page never downloads it.
 */
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import content from 'virtual:content';
import { lazyComponent } from './lib/lazy-component.tsx';
import { findPost } from './lib/posts.ts';
import { HOME_PATH, postPath } from './lib/routes-paths.ts';
import { HomePage } from './pages/HomePage.tsx';

const postPage = lazyComponent(() => import('./pages/PostPage.tsx'));

/** `/blog/:slug`: the post, or home when there is no such post (the site has no not-found page). */
function PostRoute() {
  const post = findPost(content.posts, useParams().slug);
  return post ? <postPage.Component post={post} /> : <HomePage />;
}

/** One entry of the route table. */
export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  /** What it shows. */
  Component: ComponentType;
  /** The concrete paths to prerender. */
  prerender: () => string[];
  /** Loads the code a path of this route needs, before hydration. */
  preload?: (params: Record<string, string | undefined>) => Promise<unknown>;
}

export const routes: readonly AppRoute[] = [
  { path: HOME_PATH, Component: HomePage, prerender: () => [HOME_PATH] },
  {
    path: '/blog/:slug',
    Component: PostRoute,
    prerender: () => content.posts.map((p) => postPath(p.slug)),
    preload: async ({ slug }) => {
      const post = findPost(content.posts, slug);
      if (!post) return;
      await postPage.preload();
      const { preloadPostBody } = await import('./pages/PostPage.tsx');
      await preloadPostBody(post.slug);
    },
  },
  // Any other path shows home.
  { path: '*', Component: HomePage, prerender: () => [] },
];

/** Every path the prerenderer writes. */
export function prerenderPaths(): string[] {
  return routes.flatMap((r) => r.prerender());
}
