/**
 * Pages in the browser of a built site: the prerendered page's own data, read from its JSON block, and
 * each page navigated to after it, fetched once from its `page-data.json`, which carries its head and
 * its body's HTML; a page with a body is shown once the body's stylesheets are in.
 */
import { use } from 'react';
import { pageDataPath } from './lib/page-data.ts';
import { HOME_PATH } from './lib/routes-paths.ts';
import { withBase } from './lib/urls.ts';
import type { PageSource } from './page-context.ts';
import { routeAt, type PageState } from './route-table.ts';

/** A path as the cache knows it: `/blog/` and `/blog` are one page. */
const key = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Links each stylesheet of `hrefs` the document does not have yet, and waits until they have loaded. */
function linkStylesheets(hrefs: readonly string[]): Promise<unknown> {
  const linked = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  return Promise.all(
    hrefs
      .filter((href) => !linked.has(href))
      .map(
        (href) =>
          new Promise((resolve) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', crossOrigin: '', href });
            link.addEventListener('load', resolve, { once: true });
            link.addEventListener('error', resolve, { once: true });
            document.head.append(link);
          }),
      ),
  );
}

/** The data of the page at `pathname`, from the site, once its body can be shown. */
async function fetchPage(pathname: string): Promise<PageState> {
  // A path no route matches shows home, whose data is home's.
  const target = routeAt(pathname) ? pathname : HOME_PATH;
  const response = await fetch(withBase(pageDataPath(target)));
  if (response.ok) {
    const page = (await response.json()) as PageState;
    await linkStylesheets(page.body?.stylesheets ?? []);
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
 * has neither its head nor its body (its document has them): once the visitor has moved on, a return to
 * it fetches its `page-data.json` like any other page's, so the head is set back as well.
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
