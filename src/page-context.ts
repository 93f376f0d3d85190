/**
 * How the app gets the page it renders, whoever renders it: one interface, `PageSource`, with one
 * implementation per environment. The server entry hands it the one page it is writing
 * (src/entry-server.tsx); a built site's browser reads the prerendered page's own data and fetches the
 * data of the pages it navigates to (src/client-pages.ts); the dev server works pages out from the
 * content as it changes (src/dev-pages.ts). A page's body travels with it, as HTML. Pages read these
 * through `usePage` and never know which.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
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

export const PageSourceContext = createContext<PageSource>({
  read: () => {
    throw new Error('no page source was provided to the app');
  },
  subscribe: () => () => undefined,
  version: () => 0,
});

/** The page at `pathname`, read again when the source says pages changed. */
export function usePage(pathname: string): PageState {
  const source = useContext(PageSourceContext);
  useSyncExternalStore(source.subscribe, source.version, source.version);
  return source.read(pathname);
}
