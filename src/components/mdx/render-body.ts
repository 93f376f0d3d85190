/**
 * Turns a compiled body (its parts: HTML and components of the MDX map) into the HTML a page shows, and
 * the one place that marks an island. The server entry does it once per body when it prerenders the
 * body's page; the dev server does it in the browser. HTML parts are used as they are. A static
 * component is rendered to HTML alone. An island is rendered inside an element that names its component,
 * its module's URL and its props (body-parts.ts), from which it hydrates in the browser on its own
 * (islands.ts): the build writes where it is, and the browser needs no list of islands.
 */
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { escapeHtml } from '../../lib/html-escape.ts';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_URL_ATTRIBUTE,
  type BodyPart,
  type ComponentPart,
  type IslandChild,
  type IslandData,
} from './body-parts.ts';
import { mdxComponents } from './index.ts';
import { islandElement } from './island-element.ts';
import { declared } from './names.ts';

/** A body as HTML. */
export interface RenderedBody {
  html: string;
  /** The modules of the components it holds, once each, in order: the page links their stylesheets. */
  modules: string[];
}

/** The URL the browser loads a component's module from (`src/components/mdx/Gallery.tsx` → `/assets/Gallery-x.js`). */
export type ModuleUrl = (module: string) => string;

/** The prefix of each island's ids (React's `identifierPrefix`), numbered in the body's order. */
const ISLAND_ID_PREFIX = 'island';

/** The element standing for HTML inside a static component, replaced once the component is rendered. */
const SLOT_ATTRIBUTE = 'data-body-slot';
const slot = (index: number) => `<template ${SLOT_ATTRIBUTE}="${index}"></template>`;

/** A component of an MDX map as the renderer needs it: the component, its module, and whether it hydrates. */
export interface MapEntry {
  component: ComponentType<Record<string, unknown>>;
  module: string;
  island?: true | undefined;
}

/** The site's MDX map: each component of index.ts with its declaration in names.ts. */
function siteMap(name: string): MapEntry | undefined {
  const declaration = declared(name);
  const component = mdxComponents[name as keyof typeof mdxComponents] as MapEntry['component'] | undefined;
  return declaration && component && { ...declaration, component };
}

/**
 * Renders `parts` (a compiled body's) to HTML with the components of `map` (the site's, unless a test
 * gives its own); each island's element names its module's URL from `moduleUrl`.
 */
export function renderBody(parts: readonly BodyPart[], moduleUrl: ModuleUrl, map = siteMap): RenderedBody {
  /** The component `name` of the map; a name the map does not have is a bug of the build's. */
  const componentOf = (name: string) => {
    const entry = map(name);
    if (!entry) throw new Error(`no component ${name} in the MDX map`);
    return { ...entry, island: entry.island === true };
  };
  const modules = new Set<string>();
  let count = 0;

  /** An island's children as its data: components with their modules' URLs, HTML as numbered slots. */
  const islandChildren = (children: readonly BodyPart[], slots: string[]): IslandChild[] =>
    children.flatMap((child): IslandChild[] => {
      if (typeof child === 'string') {
        // White space between an island's components is no content of its own.
        if (child.trim() === '') return [];
        slots.push(child);
        return [{ slot: slots.length - 1 }];
      }
      const { module } = componentOf(child.component);
      modules.add(module);
      const url = moduleUrl(module);
      return [{ component: child.component, url, props: child.props, children: islandChildren(child.children, slots) }];
    });

  const island = (part: ComponentPart, module: string): string => {
    const idPrefix = `${ISLAND_ID_PREFIX}${count++}-`;
    const slots: string[] = [];
    const data: IslandData = { props: part.props, children: islandChildren(part.children, slots), idPrefix };
    const element = islandElement(componentOf(part.component).component, data.props, data.children, {
      component: ({ component }) => componentOf(component).component,
      slot: (index) => slots[index] ?? '',
      inline: part.inline === true,
    });
    const inner = renderToString(element, { identifierPrefix: idPrefix });
    const tag = part.inline ? 'span' : 'div';
    const attributes = [
      [ISLAND_ATTRIBUTE, part.component],
      [ISLAND_URL_ATTRIBUTE, moduleUrl(module)],
      [ISLAND_PROPS_ATTRIBUTE, JSON.stringify(data)],
    ].map(([name, value]) => `${name}="${escapeHtml(value ?? '')}"`);
    return `<${tag} ${attributes.join(' ')}>${inner}</${tag}>`;
  };

  // A static component's HTML children (and islands among them) go in after it is rendered: React
  // would escape them as text.
  const staticHtml = (part: ComponentPart): string => {
    const holes: string[] = [];
    const node = (child: BodyPart): ReactNode => {
      if (typeof child !== 'string') {
        const { component, module, island: hydrates } = componentOf(child.component);
        modules.add(module);
        if (!hydrates) return createElement(component, child.props, ...child.children.map(node));
      }
      holes.push(typeof child === 'string' ? child : island(child, componentOf(child.component).module));
      return createElement('template', { [SLOT_ATTRIBUTE]: holes.length - 1 });
    };
    const markup = renderToStaticMarkup(node(part));
    return holes.reduce((html, filling, index) => html.replace(slot(index), () => filling), markup);
  };

  const html = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const { module, island: hydrates } = componentOf(part.component);
      modules.add(module);
      return hydrates ? island(part, module) : staticHtml(part);
    })
    .join('');
  return { html, modules: [...modules] };
}
