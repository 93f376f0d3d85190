/**
 * Pages load lazily: each route's component is its own chunk, so a page downloads only its own code.
 * The build writes each page's module path in as the second argument (scripts/pipeline/bundle/page-modules.ts),
 * so the prerenderer can link the stylesheets of the page it renders and tell the page's first script
 * which code to fetch; nobody writes that path by hand.
 */
import { lazy, type LazyExoticComponent, type ReactNode } from 'react';

/** A page: a function of its props. */
type PageComponent<P> = (props: P) => ReactNode;

/** A page component loaded the first time it renders, with the module it comes from. */
export type LazyPage<P> = LazyExoticComponent<PageComponent<P>> & {
  /** Starts loading the page's code, once. */
  load: () => Promise<unknown>;
  /** The page's module relative to the project root, as the bundler's manifest names it; set by the build. */
  module: string | undefined;
};

/** The page `load` imports, loaded the first time it renders. */
export function lazyPage<P>(load: () => Promise<{ default: PageComponent<P> }>, module?: string): LazyPage<P> {
  let loading: Promise<{ default: PageComponent<P> }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { load: once, module });
}
