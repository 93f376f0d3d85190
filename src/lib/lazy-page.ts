/**
 * Pages load lazily: each route's component is its own chunk, so a page downloads only its own code.
 * The server entry finds which module a route's page is by loading it (src/entry-server.tsx), so the
 * prerenderer can link the page's stylesheets and name its chunk for the page's first script.
 */
import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

/** A page: a function of its props. */
type PageComponent<P> = (props: P) => ReactNode;

/** A page component loaded the first time it renders. */
export type LazyPage<P> = LazyExoticComponent<PageComponent<P>> & {
  /** Starts loading the page's module, once; resolves to it. */
  load: () => Promise<unknown>;
};

/** The page `load` imports, loaded the first time it renders. */
export function lazyPage<P>(load: () => Promise<{ default: PageComponent<P> }>): LazyPage<P> {
  let loading: Promise<{ default: PageComponent<P> }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { load: once });
}
