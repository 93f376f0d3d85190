/**
 * Pages in the dev server, which prerenders nothing: each page is worked out in the browser from the
 * whole content (drafts included), with the routes' own build parts, and again whenever a content edit
 * updates `virtual:content`. A page's body is its compiled module, rendered to HTML here as the server
 * entry renders it, and again each time an edit updates the module in place (it says so through its
 * `onUpdate`), so the page shows the new HTML where it stands. Only the dev server loads this module.
 */
import { use } from 'react';
import initial, { bodies as initialBodies } from 'virtual:content';
import type { BodyPart } from './components/mdx/body-parts.ts';
import { renderBody } from './components/mdx/render-body.ts';
import type { SiteContent } from './content/schema.ts';
import type { LinksSource } from './frame-links.ts';
import { BASE_PATH } from './lib/urls.ts';
import type { PageSource } from './page-context.ts';
import { pageFor } from './route-build.ts';
import { routeTable, type PageState } from './route-table.ts';
import type { AnyRoute } from './route-entry.ts';

let content: SiteContent = initial;
let bodies = initialBodies;
let version = 0;
const listeners = new Set<() => void>();
/** Each page worked out, by path, with its body's HTML: the same object until something changes. */
const pages = new Map<string, PageState | Promise<PageState>>();
/** Each body's HTML by its source, once rendered (while its module loads, the load). */
const rendered = new Map<string, string | Promise<string>>();

/** Tells the app that what it shows may have changed. */
function changed(): void {
  version += 1;
  pages.clear();
  for (const listener of listeners) listener();
}

import.meta.hot?.accept('virtual:content', (module) => {
  if (!module) return;
  ({ default: content, bodies } = module as unknown as typeof import('virtual:content'));
  changed();
});

/**
 * The dev server serves each module at its path: an island's element names that URL, whole (Vite's client
 * adds `?import` to a dynamic import of a bare path, which would load a second copy of the module).
 */
const render = (parts: readonly BodyPart[]) =>
  renderBody(parts, (module) => new URL(`${BASE_PATH}${module}`, window.location.href).href).html;

/** The HTML of the body from `source`, rendered from its module: at once once it has loaded. */
function bodyHtml(source: string): string | Promise<string> {
  let html = rendered.get(source);
  if (html === undefined) {
    const load = bodies[source];
    if (!load) throw new Error(`${source}: no such post or page body in the content`);
    html = load().then((module) => {
      module.onUpdate?.((parts) => {
        rendered.set(source, render(parts));
        changed();
      });
      const first = render(module.parts);
      rendered.set(source, first);
      return first;
    });
    rendered.set(source, html);
  }
  return html;
}

/** The page at `pathname` for the content as it is now, with its body's HTML. */
function pageAt(pathname: string): PageState | Promise<PageState> {
  const page = pageFor(pathname, content);
  const entry: AnyRoute = routeTable[page.route];
  const body = entry.body?.(page.data);
  if (!body) return page;
  const html = bodyHtml(body.source);
  return typeof html === 'string' ? { ...page, body: { html } } : html.then(() => pageAt(pathname));
}

/**
 * Pages computed from the content as it is now. A page whose body is rendered already is returned as it
 * is: a body edited while open must not suspend, which would empty the page and lose its scroll position.
 */
export const devPages: PageSource = {
  // Called while a component renders (usePage), so React's `use` may suspend it.
  read: function usePageAt(pathname) {
    let page = pages.get(pathname);
    if (page === undefined) {
      page = pageAt(pathname);
      pages.set(pathname, page);
    }
    return page instanceof Promise ? use(page) : page;
  },
  subscribe(onChange) {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
  version: () => version,
};

/** The profile links as the content has them now (the app renders again when it changes). */
export const devLinks: LinksSource = () => content.site.links;
