/**
 * How the app gets what it renders, whoever renders it: the prerenderer hands it the one page it is
 * writing; the browser reads the prerendered page's own data and fetches the data of pages it
 * navigates to; the dev server computes pages from the content as it changes. Pages read these through
 * hooks and never know which.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ComponentMap } from './components/mdx/island-element.ts';
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

/**
 * Where bodies (a post's or a page's compiled MDX) come from: their HTML, made at build time (or, in
 * the dev server, in the browser), and their islands, which hydrate on their own inside it.
 */
export interface BodySource {
  /** The HTML of `body`, the same string each time it is asked for; suspends while it loads. */
  html: (body: BodyRef) => string;
  /** The components of the islands in `body`, once their code (and the body's stylesheets) are in. */
  islands: (body: BodyRef) => Promise<ComponentMap>;
}

const unset = (what: string) => () => {
  throw new Error(`no ${what} was provided to the app`);
};

export const PageSourceContext = createContext<PageSource>({
  read: unset('page source'),
  subscribe: () => () => undefined,
  version: () => 0,
});

/**
 * The prerenderer's and the dev server's bodies. A built site's browser provides none: its bodies'
 * code loads only with the pages that have one (see MdxBody.tsx), never with the app every page loads.
 */
export const BodySourceContext = createContext<BodySource | null>(null);

/** The page at `pathname`, read again when the source says pages changed. */
export function usePage(pathname: string): PageState {
  const source = useContext(PageSourceContext);
  useSyncExternalStore(source.subscribe, source.version, source.version);
  return source.read(pathname);
}

/** Where this app's bodies come from, if it says: null in a built site's browser. */
export function useBodySource(): BodySource | null {
  return useContext(BodySourceContext);
}
