/**
 * The islands of a body in the browser: the one module that finds them and hydrates each. An island's
 * element names its component and its module's URL and carries its props (render-body.ts wrote them at
 * build time), so each hydrates on its own, as a React root of its own, from that module (and those of
 * the components inside it), with its own `identifierPrefix`, as Astro's islands do. The prose around
 * them is HTML that React never renders or walks. Until its code has run, each island works as its HTML
 * does (a gallery image is a link to the full-size file, a contents entry an anchor).
 */
import { createElement, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SLOT_ATTRIBUTE,
  ISLAND_URL_ATTRIBUTE,
  type IslandChild,
  type IslandData,
} from './body-parts.ts';
import { islandElement } from './island-element.ts';

/** A body's islands at work. */
export interface MountedIslands {
  /** Settles once every island has hydrated (or failed to). */
  ready: Promise<void>;
  /** Unmounts them (after the current task: React may be committing the page that held them). */
  stop: () => void;
}

type Component = ComponentType<Record<string, unknown>>;

/** The root of each island element, kept while mounted, with its pending unmount. */
const roots = new WeakMap<Element, { root: Root; unmount?: ReturnType<typeof setTimeout> | undefined }>();

/** Calls `onReady` once its island has hydrated, and marks the island's element. */
function Ready({ element, onReady, children }: { element: Element; onReady: () => void; children?: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    onReady();
  }, [element, onReady]);
  return children;
}

/** Each component (its module's URL and its name) inside an island, at any depth. */
const componentsIn = (children: readonly IslandChild[]): [string, string][] =>
  children.flatMap((child) => ('slot' in child ? [] : [[child.url, child.component], ...componentsIn(child.children)]));

// The page's first script fetches this module with the app (entry-client.tsx), so the islands' code the
// document names starts loading at once, while the page hydrates, not after (the browser loads a module
// once, however often it is imported). Not in the server's bundle, which has no document.
if (typeof document !== 'undefined') {
  for (const element of document.querySelectorAll(`[${ISLAND_URL_ATTRIBUTE}]`)) {
    import(/* @vite-ignore */ element.getAttribute(ISLAND_URL_ATTRIBUTE) ?? '').catch(() => undefined);
  }
}

/** The component `name` that the module at `url` exports, by `url#name`. */
async function importComponent(url: string, name: string): Promise<[string, Component]> {
  const component = ((await import(/* @vite-ignore */ url)) as Record<string, unknown>)[name];
  if (typeof component !== 'function' && typeof component !== 'object') throw new Error(`${url} exports no ${name}`);
  return [`${url}#${name}`, component as Component];
}

/** Loads the island of `element` and hydrates it; resolves once it has. */
async function hydrateIsland(element: Element, isStopped: () => boolean): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const url = element.getAttribute(ISLAND_URL_ATTRIBUTE) ?? '';
  const data = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandData;
  const wanted = [[url, name], ...componentsIn(data.children)] as const;
  const components = new Map(await Promise.all(wanted.map(([at, named]) => importComponent(at, named))));
  if (isStopped() || roots.has(element)) return;
  const slots = [...element.querySelectorAll(`[${ISLAND_SLOT_ATTRIBUTE}]`)];
  const island = islandElement(components.get(`${url}#${name}`) as Component, data.props, data.children, {
    component: (child) => components.get(`${child.url}#${child.component}`) as Component,
    slot: (index) => slots.find((slot) => slot.getAttribute(ISLAND_SLOT_ATTRIBUTE) === String(index))?.innerHTML ?? '',
    inline: element.tagName === 'SPAN',
  });
  await new Promise<void>((resolve) => {
    const root = hydrateRoot(element, createElement(Ready, { element, onReady: resolve }, island), {
      identifierPrefix: data.idPrefix,
      onRecoverableError(error) {
        console.error(`Hydration error in <${name}>:`, error);
      },
    });
    roots.set(element, { root });
  });
}

/**
 * Hydrates every island inside `container` (which holds a body's HTML). An island already mounted there
 * is kept (React's strict mode mounts an effect twice).
 */
export function mountIslands(container: Element): MountedIslands {
  const elements = [...container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  let stopped = false;
  const start = (element: Element): Promise<void> => {
    const live = roots.get(element);
    if (live) {
      clearTimeout(live.unmount);
      live.unmount = undefined;
      return Promise.resolve();
    }
    // One broken island (or one whose code did not load, offline) leaves the others, and the page,
    // working; its HTML still works.
    return hydrateIsland(element, () => stopped).catch((error: unknown) => {
      console.error(`The island <${element.getAttribute(ISLAND_ATTRIBUTE) ?? ''}> could not start:`, error);
    });
  };
  const ready = Promise.all(elements.map(start)).then(() => undefined);
  const stop = () => {
    stopped = true;
    for (const element of elements) {
      const live = roots.get(element);
      if (!live) continue;
      clearTimeout(live.unmount);
      live.unmount = setTimeout(() => {
        roots.delete(element);
        live.root.unmount();
      }, 0);
    }
  };
  return { ready, stop };
}
