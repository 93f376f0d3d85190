/**
 * Pages in the browser of a built site: the prerendered page's own data, read from its JSON block, and
 * each page navigated to after it, fetched once from its `page-data.json`, with its body's HTML in it,
 * and shown once its body's stylesheets and islands' code are in (components/mdx/client-bodies.ts, which
 * only pages with a body load).
 */
import { use } from 'react';
import type { BodyRef } from './content/schema.ts';
import { pageDataPath } from './lib/page-data.ts';
import { HOME_PATH } from './lib/routes-paths.ts';
import { withBase } from './lib/urls.ts';
import type { PageSource } from './page-context.ts';
import type { AnyRoute } from './route-entry.ts';
import { routeAt, routeTable, type PageState } from './route-table.ts';

/** A path as the cache knows it: `/blog/` and `/blog` are one page. */
const key = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The body a page shows, if any, as its route entry names it. */
function bodyOf(page: PageState): BodyRef | undefined {
  const entry: AnyRoute = routeTable[page.route];
  return entry.body?.(page.data);
}

/** The data of the page at `pathname`, from the site, once its body can be shown. */
async function fetchPage(pathname: string): Promise<PageState> {
  // A path no route matches shows home, whose data is home's.
  const target = routeAt(pathname) ? pathname : HOME_PATH;
  const response = await fetch(withBase(pageDataPath(target)));
  if (response.ok) {
    const page = (await response.json()) as PageState;
    const body = bodyOf(page);
    if (body) await (await import('./components/mdx/client-bodies.ts')).loadBody(body);
    return page;
  }
  // No such page (an unknown post, a page past the end of a list): home, as the host would show.
  if (response.status === 404 && target !== HOME_PATH) return fetchPage(HOME_PATH);
  // The data could not be had (offline, a server error): the browser loads the page itself instead.
  window.location.reload();
  return new Promise<never>(() => undefined);
}

/**
 * The page source of a built site, starting from the prerendered page at `pathname`. That page's data
 * has neither its head nor its body's HTML (its document has them): once the visitor has moved on, a
 * return to it fetches its `page-data.json` like any other page's, so the head is set back as well.
 */
export function clientPages(pathname: string, first: PageState): PageSource {
  const firstKey = key(pathname);
  const pages = new Map<string, PageState | Promise<PageState>>([[firstKey, first]]);
  let movedOn = false;
  return {
    // Called while a component renders (usePage), so React's `use` may suspend it.
    read: function usePageAt(path) {
      if (key(path) !== firstKey && !movedOn) {
        movedOn = true;
        pages.delete(firstKey);
      }
      let page = pages.get(key(path));
      if (page === undefined) {
        page = fetchPage(key(path));
        pages.set(key(path), page);
      }
      return page instanceof Promise ? use(page) : page;
    },
    subscribe: () => () => undefined,
    version: () => 0,
  };
}
