/**
 * The React element of an island, built the same way in the build (render-body.ts) and in the browser
 * (islands.ts) from the island's data: its component with its props, the components it holds as
 * elements, and the body's HTML it holds as slots, whose HTML React sets and never walks.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { ISLAND_SLOT_ATTRIBUTE, type IslandChild } from './body-parts.ts';

/** Where an island's element gets its parts: the component of each child, the HTML of each slot. */
export interface IslandSources {
  component: (child: { component: string; url: string }) => ComponentType<Record<string, unknown>>;
  slot: (index: number) => string;
  /** The island stands in a line of text: its slots are `<span>`s. */
  inline: boolean;
}

/** The element of `Component` with `props` and the island's `children`. */
export function islandElement(
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  children: readonly IslandChild[],
  sources: IslandSources,
): ReactNode {
  const child = (part: IslandChild): ReactNode =>
    'slot' in part
      ? createElement(sources.inline ? 'span' : 'div', {
          [ISLAND_SLOT_ATTRIBUTE]: part.slot,
          // The body's own HTML, made at build time (remark-safe-content keeps scripts out of it).
          dangerouslySetInnerHTML: { __html: sources.slot(part.slot) },
          suppressHydrationWarning: true,
        })
      : islandElement(sources.component(part), part.props, part.children, sources);
  return createElement(Component, props, ...children.map(child));
}
