/**
 * Turns a compiled body (its parts: HTML and components of the MDX map) into the HTML a page shows, and
 * the one place that marks an island. The server entry does it once per body when it prerenders the
 * body's page; the dev server does it in the browser. HTML parts are used as they are. A static
 * component is rendered to HTML alone. An island is rendered inside an element that names its component,
 * its module's URL and its props (body-parts.ts), from which it hydrates in the browser on its own
 * (islands.ts): the build writes where it is, and the browser needs no list of islands.
 */
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
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

/** The element standing for HTML (and an island) among static components, replaced once they are rendered. */
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
  const modules = new Set<string>();
  /** The component `name` of the map, which the body holds; a name the map lacks is a bug of the build's. */
  const held = (name: string): MapEntry => {
    const entry = map(name);
    if (!entry) throw new Error(`no component ${name} in the MDX map`);
    modules.add(entry.module);
    return entry;
  };

  /** An island's children as its data: components with their modules' URLs, HTML as numbered slots. */
  const islandChildren = (children: readonly BodyPart[], slots: string[]): IslandChild[] =>
    children.flatMap((child): IslandChild[] => {
      if (typeof child !== 'string') {
        const url = moduleUrl(held(child.component).module);
        return [
          { component: child.component, url, props: child.props, children: islandChildren(child.children, slots) },
        ];
      }
      // White space between an island's components is no content of its own.
      return child.trim() === '' ? [] : [{ slot: slots.push(child) - 1 }];
    });

  let islands = 0;
  const island = (part: ComponentPart, { component, module }: MapEntry): string => {
    const slots: string[] = [];
    const idPrefix = `island${islands++}-`;
    const data: IslandData = { props: part.props, children: islandChildren(part.children, slots), idPrefix };
    const element = islandElement(component, data.props, data.children, {
      component: (child) => held(child.component).component,
      slot: (index) => slots[index] ?? '',
      inline: part.inline === true,
    });
    const attributes = [
      [ISLAND_ATTRIBUTE, part.component],
      [ISLAND_URL_ATTRIBUTE, moduleUrl(module)],
      [ISLAND_PROPS_ATTRIBUTE, JSON.stringify(data)],
    ].map(([name = '', value = '']) => `${name}="${escapeHtml(value)}"`);
    const tag = part.inline ? 'span' : 'div';
    return `<${tag} ${attributes.join(' ')}>${renderToString(element, { identifierPrefix: idPrefix })}</${tag}>`;
  };

  // Static components are rendered to markup at once; the body's HTML and its islands go in after, at
  // their slots (React would escape HTML as text).
  const holes: string[] = [];
  const hole = (html: string): ReactNode => createElement('template', { [SLOT_ATTRIBUTE]: holes.push(html) - 1 });
  const node = (part: BodyPart): ReactNode => {
    if (typeof part === 'string') return hole(part);
    const entry = held(part.component);
    return entry.island
      ? hole(island(part, entry))
      : createElement(entry.component, part.props, ...part.children.map(node));
  };
  const markup = renderToStaticMarkup(createElement(Fragment, null, ...parts.map(node)));
  const html = holes.reduce((filled, hole, index) => filled.replace(slot(index), () => hole), markup);
  return { html, modules: [...modules] };
}
