import { createElement, type ComponentType, type ReactNode } from 'react';
import type { ComponentPart } from './body-parts.ts';

/** Components by their names in the MDX map. */
export type ComponentMap = Readonly<Record<string, ComponentType<never>>>;

/** The component `name` of `components`; a name the map does not have is a bug of the build's. */
export function componentOf(components: ComponentMap, name: string): ComponentType<Record<string, unknown>> {
  const component = components[name];
  if (!component) throw new Error(`no component ${name} to render`);
  return component as ComponentType<Record<string, unknown>>;
}

/**
 * The React element of an island (or of a component inside one), the same in the build and in the
 * browser: its props, and its children, which are components with their props.
 */
export function islandElement(part: ComponentPart, components: ComponentMap): ReactNode {
  const children = part.children.map((child) => {
    if (typeof child === 'string')
      throw new Error(`<${part.component}> is an island and holds HTML, which it cannot carry`);
    return islandElement(child, components);
  });
  return createElement(componentOf(components, part.component), part.props, ...children);
}
