/**
 * Pages in the browser of a built site: the prerendered page's own data, read from its JSON block, and
 * each page navigated to after it, fetched once from its `page-data.json`, with its body's HTML in it,
 * and shown once its body's stylesheets and islands' code are in.
 */
import { use } from 'react';
import type { ComponentMap } from './components/mdx/island-element.ts';
import { BODY_ATTRIBUTE } from './lib/body-parts.ts';
import type { BodyRef } from './content/schema.ts';
import { pageDataPath } from './lib/page-data.ts';
import { HOME_PATH } from './lib/routes-paths.ts';
import { withBase } from './lib/urls.ts';
import type { BodySource, PageSource } from './page-context.ts';
import { routeAt, routeTable, type AnyRoute, type PageState } from './route-table.ts';

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
    if (body) await loadBody(body);
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

/** Links each stylesheet of `hrefs` the document does not have yet, and waits until they have loaded. */
function linkStylesheets(hrefs: readonly string[]): Promise<unknown> {
  const linked = new Set([...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')));
  return Promise.all(
    hrefs
      .filter((href) => !linked.has(href))
      .map(
        (href) =>
          new Promise((resolve) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.crossOrigin = '';
            link.href = href;
            link.addEventListener('load', resolve, { once: true });
            link.addEventListener('error', resolve, { once: true });
            document.head.append(link);
          }),
      ),
  );
}

/** Each body's module (the components of its islands), once its stylesheets are in, by body. */
const bodyModules = new Map<string, Promise<ComponentMap>>();

/** The components of the islands of `body`, from its module, once its stylesheets are in (once each). */
function loadBody(body: BodyRef): Promise<ComponentMap> {
  let loading = bodyModules.get(body.source);
  if (!loading) {
    const { js, css = [] } = body;
    if (js === undefined) throw new Error(`${body.source}: the page names no module for it`);
    loading = Promise.all([
      linkStylesheets(css),
      import(/* @vite-ignore */ js) as Promise<{ components: ComponentMap }>,
    ]).then(([, module]) => module.components);
    bodyModules.set(body.source, loading);
  }
  return loading;
}

/**
 * Bodies in the browser of a built site. A page navigated to has its body's HTML in its data. The page
 * the visitor opened has it in the document: React takes it from there as it hydrates (the page ships
 * it once), and keeps it for a return to that page.
 */
export function clientBodies(first: PageState): BodySource {
  const firstBody = bodyOf(first)?.source;
  const adopted = new Map<string, string>();
  return {
    html(body) {
      if (body.html !== undefined) return body.html;
      let html = adopted.get(body.source);
      if (html === undefined) {
        const element = body.source === firstBody ? document.querySelector(`[${BODY_ATTRIBUTE}]`) : null;
        if (!element) throw new Error(`${body.source}: its page brought no HTML for it`);
        html = element.innerHTML;
        adopted.set(body.source, html);
      }
      return html;
    },
    islands: loadBody,
  };
}
