/**
 * The icons of other sites on a built page, read as a browser draws them: each is an `<svg>` whose
 * `<use href="<sprite>#<name>">` names a symbol of the site's icon sprite (scripts/pipeline/icons/).
 */
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { readDist, type BuiltPage } from './dist.ts';

/** The icon drawn inside `container`: its symbol's name and path, read from the sprite file it names. */
export interface DrawnIcon {
  name: string;
  /** The sprite's file, relative to the site's folder. */
  sprite: string;
  d: string | undefined;
}

/** The symbols of the sprite file `file` (relative to `dir`), by id: each one's path. */
export function spriteSymbols(file: string, dir: string): Map<string, string | undefined> {
  const tree = fromHtml(readDist(file, dir), { fragment: true, space: 'svg' });
  const symbols = new Map<string, string | undefined>();
  const visit = (node: { children?: unknown[] }) => {
    for (const child of (node.children ?? []) as Element[]) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'symbol') {
        const path = child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'path');
        symbols.set(String(child.properties.id), path ? String(path.properties.d) : undefined);
      }
      visit(child);
    }
  };
  visit(tree);
  return symbols;
}

/** The icon drawn inside `container` of `page` (built into `dir` for the base path `base`), or undefined. */
export function drawnIcon(page: BuiltPage, container: Element, dir: string, base: string): DrawnIcon | undefined {
  const use = page.all((e) => e.tagName === 'use' && isInside(container, e))[0];
  if (!use) return undefined;
  const [url = '', name = ''] = String(use.properties.href).split('#');
  const sprite = url.slice(base.length);
  return { name, sprite, d: spriteSymbols(sprite, dir).get(name) };
}

const isInside = (container: Element, element: Element): boolean =>
  container === element || container.children.some((child) => child.type === 'element' && isInside(child, element));
