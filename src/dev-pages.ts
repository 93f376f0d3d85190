/**
 * Pages in the dev server, which prerenders nothing: each page is worked out in the browser from the
 * whole content (drafts included), with the route table's own data functions, and again whenever a
 * content edit updates `virtual:content`. Each body is its compiled module, rendered to HTML here as the
 * build renders it, and again each time an edit updates the module in place (it says so through its
 * `onUpdate`). Only the dev server loads this module.
 */
import { use } from 'react';
import initial, { bodies as initialBodies } from 'virtual:content';
import type { BodyPart } from './components/mdx/body-parts.ts';
import { mdxComponents } from './components/mdx/index.ts';
import { renderBody } from './components/mdx/render-body.ts';
import type { SiteContent } from './content/schema.ts';
import type { BodySource, PageSource } from './page-context.ts';
import { pageFor } from './route-build.ts';
import type { PageState } from './route-table.ts';

let content: SiteContent = initial;
let bodies = initialBodies;
let version = 0;
const listeners = new Set<() => void>();
const pages = new Map<string, PageState>();

/** Tells the app that what it shows may have changed. */
function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

import.meta.hot?.accept('virtual:content', (module) => {
  if (!module) return;
  ({ default: content, bodies } = module as unknown as typeof import('virtual:content'));
  pages.clear();
  changed();
});

/** Pages computed from the content as it is now. */
export const devPages: PageSource = {
  read(pathname) {
    let page = pages.get(pathname);
    if (!page) {
      page = pageFor(pathname, content);
      pages.set(pathname, page);
    }
    return page;
  },
  subscribe(onChange) {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  },
  version: () => version,
};

/**
 * Each body's HTML by its source, once rendered (while its module loads, the load). An HTML string is
 * returned as it is: a body edited while open must not suspend, which would empty the page and lose
 * its scroll position.
 */
const rendered = new Map<string, string | Promise<string>>();

const render = (parts: readonly BodyPart[]) => renderBody(parts, mdxComponents).html;

/** Bodies rendered in the browser from their compiled modules, as the build renders them. */
export const devBodies: BodySource = {
  // Called while a component renders (MdxBody), so React's `use` may suspend it.
  html: function useBodyHtml(body) {
    let html = rendered.get(body.source);
    if (html === undefined) {
      const load = bodies[body.source];
      if (!load) throw new Error(`${body.source}: no such post or page body in the content`);
      html = load().then((module) => {
        module.onUpdate?.((parts) => {
          rendered.set(body.source, render(parts));
          changed();
        });
        const first = render(module.parts);
        rendered.set(body.source, first);
        return first;
      });
      rendered.set(body.source, html);
    }
    return typeof html === 'string' ? html : use(html);
  },
  // Every component of the map is here already.
  islands: () => Promise.resolve(mdxComponents),
};
