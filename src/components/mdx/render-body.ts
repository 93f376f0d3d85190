/**
 * Turns a compiled body (its parts: HTML and components of the MDX map) into the HTML a page shows. The
 * build does it once per body, when it prerenders the body's page; the dev server does it in the
 * browser. HTML parts are used as they are. A static component is rendered to HTML alone. An island is
 * rendered inside an element that names it and carries its props (src/components/mdx/body-parts.ts), from which it
 * hydrates in the browser on its own (islands.ts).
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { escapeHtml } from '../../lib/html-escape.ts';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  type BodyPart,
  type ComponentPart,
  type IslandData,
} from './body-parts.ts';
import { componentOf, islandElement, type ComponentMap } from './island-element.ts';

export type { ComponentMap } from './island-element.ts';

/** A body as HTML. */
export interface RenderedBody {
  html: string;
  /** The islands in it, by name, once each, in order. */
  islands: string[];
}

/** The prefix of each island's ids (React's `identifierPrefix`), numbered in the body's order. */
const ISLAND_ID_PREFIX = 'island';

/** The element standing for HTML inside a static component, replaced once the component is rendered. */
const SLOT_ATTRIBUTE = 'data-body-slot';
const slot = (index: number) => `<template ${SLOT_ATTRIBUTE}="${index}"></template>`;

/** Renders `parts` (a compiled body's) with `components` to HTML. */
export function renderBody(parts: readonly BodyPart[], components: ComponentMap): RenderedBody {
  const islands = new Set<string>();
  let count = 0;

  const island = (part: ComponentPart): string => {
    const idPrefix = `${ISLAND_ID_PREFIX}${count++}-`;
    islands.add(part.component);
    const inner = renderToString(islandElement(part, components), { identifierPrefix: idPrefix });
    const children = part.children.filter((child): child is ComponentPart => typeof child !== 'string');
    const data: IslandData = { props: part.props, children, idPrefix };
    const tag = part.inline ? 'span' : 'div';
    const attributes = `${ISLAND_ATTRIBUTE}="${escapeHtml(part.component)}" ${ISLAND_PROPS_ATTRIBUTE}="${escapeHtml(JSON.stringify(data))}"`;
    return `<${tag} ${attributes}>${inner}</${tag}>`;
  };

  // A static component's HTML children (and islands among them) go in after it is rendered: React
  // would escape them as text.
  const staticHtml = (part: ComponentPart): string => {
    const slots: string[] = [];
    const node = (child: BodyPart): ReactNode => {
      if (typeof child !== 'string' && !child.island) {
        return createElement(componentOf(components, child.component), child.props, ...child.children.map(node));
      }
      slots.push(typeof child === 'string' ? child : island(child));
      return createElement('template', { [SLOT_ATTRIBUTE]: slots.length - 1 });
    };
    const markup = renderToStaticMarkup(node(part));
    return slots.reduce((html, filling, index) => html.replace(slot(index), () => filling), markup);
  };

  const html = parts
    .map((part) => (typeof part === 'string' ? part : part.island ? island(part) : staticHtml(part)))
    .join('');
  return { html, islands: [...islands] };
}
