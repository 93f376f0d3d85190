/**
 * How the app gets what it renders, whoever renders it: the prerenderer hands it the one page it is
 * writing; the browser reads the prerendered page's own data and fetches the data of pages it
 * navigates to; the dev server computes pages from the content as it changes. Pages read these through
 * hooks and never know which.
 */
import { createContext, useContext, useSyncExternalStore, type ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import type { BodyRef } from './content/schema.ts';
import type { PageState } from './route-table.ts';

/** Where pages come from. */
export interface PageSource {
  /** The page at `pathname` (inside the app); suspends while its data loads. */
  read: (pathname: string) => PageState;
  /** Calls `onChange` whenever pages may have changed (the dev server's content edits); returns the unsubscribe. */
  subscribe: (onChange: () => void) => () => void;
  /** A number that changes with each such change. */
  version: () => number;
}

/** A compiled MDX body's component, the same one for the same body each time it is asked for. */
export type BodySource = (body: BodyRef) => ComponentType<MDXProps>;

const unset = (what: string) => () => {
  throw new Error(`no ${what} was provided to the app`);
};

export const PageSourceContext = createContext<PageSource>({
  read: unset('page source'),
  subscribe: () => () => undefined,
  version: () => 0,
});

export const BodySourceContext = createContext<BodySource>(unset('body source'));

/** The page at `pathname`, read again when the source says pages changed. */
export function usePage(pathname: string): PageState {
  const source = useContext(PageSourceContext);
  useSyncExternalStore(source.subscribe, source.version, source.version);
  return source.read(pathname);
}

/** The component of the compiled MDX `body` (lazy: it suspends until its code has loaded). */
export function useBody(body: BodyRef): ComponentType<MDXProps> {
  return useContext(BodySourceContext)(body);
}
