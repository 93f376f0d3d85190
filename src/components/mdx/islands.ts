/**
 * The islands of a body in the browser: each component with behaviour (names.ts) hydrates on its own,
 * as a React root of its own on the element the build rendered it in, from the props serialised there
 * (render-body.ts). The prose around them is HTML that React never renders or walks. Until its code
 * has run, each island works as its HTML does (a gallery image is a link to the full-size file, a
 * contents entry an anchor).
 */
import { createElement, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandData } from './body-parts.ts';
import { islandElement, type ComponentMap } from './island-element.ts';

/** A body's islands at work. */
export interface MountedIslands {
  /** Settles once every island has hydrated (or failed to). */
  ready: Promise<void>;
  /** Unmounts them (after the current task: React may be committing the page that held them). */
  stop: () => void;
}

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

/** Hydrates the island of `element` with `components`; resolves once it has. */
function hydrateIsland(element: Element, components: ComponentMap): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const data = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as IslandData;
  const island = islandElement({ component: name, props: data.props, children: data.children }, components);
  return new Promise<void>((resolve) => {
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
 * Hydrates every island inside `container` (which holds a body's HTML), with the components `load`
 * resolves to. An island already mounted there is kept (React's strict mode mounts an effect twice).
 */
export function mountIslands(container: Element, load: () => Promise<ComponentMap>): MountedIslands {
  const elements = [...container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  let stopped = false;
  /** Hydrates the island of `element`, unless it is mounted already or the islands were stopped meanwhile. */
  const start = (element: Element, components: ComponentMap): Promise<void> => {
    const live = roots.get(element);
    if (live) {
      clearTimeout(live.unmount);
      live.unmount = undefined;
      return Promise.resolve();
    }
    if (stopped) return Promise.resolve();
    try {
      return hydrateIsland(element, components);
    } catch (error) {
      // One broken island leaves the others, and the page, working; its HTML still works.
      console.error(`The island <${element.getAttribute(ISLAND_ATTRIBUTE) ?? ''}> could not start:`, error);
      return Promise.resolve();
    }
  };
  const ready =
    elements.length === 0
      ? Promise.resolve()
      : load().then(
          async (components) => {
            await Promise.all(elements.map((element) => start(element, components)));
          },
          (error: unknown) => {
            // Their code did not load (offline): the page keeps working as HTML.
            console.error('The islands of this page could not load:', error);
          },
        );
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
