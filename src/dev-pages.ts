/**
 * Pages in the dev server, which prerenders nothing: each page is worked out in the browser from the
 * whole content (drafts included), with the route table's own data functions, and again whenever a
 * content edit updates `virtual:content`; each body is its MDX module, which Vite updates in place.
 * Only the dev server loads this module.
 */
import { lazy, type ComponentType } from 'react';
import type { MDXProps } from 'mdx/types';
import initial, { bodies as initialBodies } from 'virtual:content';
import type { SiteContent } from './content/schema.ts';
import type { BodySource, PageSource } from './page-context.ts';
import { pageFor } from './route-build.ts';
import type { PageState } from './route-table.ts';

let content: SiteContent = initial;
let bodies = initialBodies;
let version = 0;
const listeners = new Set<() => void>();
const pages = new Map<string, PageState>();

import.meta.hot?.accept('virtual:content', (module) => {
  if (!module) return;
  ({ default: content, bodies } = module as unknown as typeof import('virtual:content'));
  version += 1;
  pages.clear();
  for (const listener of listeners) listener();
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
 * Each body's component, made once and kept across module updates: a new lazy component would remount
 * the open post, which would suspend, shrink and lose its scroll position. React Fast Refresh updates
 * what it renders instead.
 */
const made: Map<string, ComponentType<MDXProps>> = (
  import.meta.hot?.data as { bodies?: Map<string, ComponentType<MDXProps>> } | undefined
)?.bodies ?? new Map<string, ComponentType<MDXProps>>();
if (import.meta.hot) (import.meta.hot.data as { bodies?: unknown }).bodies = made;

/** The compiled MDX of each body, loaded from its source file. */
export const devBodies: BodySource = (body) => {
  let component = made.get(body.source);
  if (!component) {
    const load = bodies[body.source];
    if (!load) throw new Error(`${body.source}: no such post or page body in the content`);
    component = lazy(load);
    made.set(body.source, component);
  }
  return component;
};
