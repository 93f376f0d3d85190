/**
 * Reading a built site: its files, and its pages parsed into hast trees with small lookups. Shared by
 * the tests of the built output and the review, so both read pages the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Every file under `dir`, relative to it, with forward slashes, sorted. */
export function listBuiltFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A parsed page with the lookups the tests need. */
export interface BuiltPage {
  html: string;
  tree: Root;
  /** Every element for which `test` holds, in document order. */
  all(test: (element: Element) => boolean): Element[];
  /** Elements with this tag name. */
  tags(tagName: string): Element[];
  /** The `content` of `<meta name|property="key">`, or undefined. */
  meta(key: string): string | undefined;
  /** The page's visible text, whitespace collapsed. */
  text(): string;
}

/** Parses the built page `file` (e.g. `blog/karl/index.html`) of the site in `dir`. */
export function readBuiltPage(file: string, dir: string): BuiltPage {
  const html = readFileSync(path.join(dir, file), 'utf8');
  const tree = fromHtml(html);
  const all = (test: (element: Element) => boolean) => elementsIn(tree, test);
  return {
    html,
    tree,
    all,
    tags: (tagName) => all((e) => e.tagName === tagName),
    meta(key) {
      const [element] = all(
        (e) => e.tagName === 'meta' && (e.properties.name === key || e.properties.property === key),
      );
      return element ? String(element.properties.content) : undefined;
    },
    text: () => {
      const [body] = all((e) => e.tagName === 'body');
      return textOf(body ?? tree);
    },
  };
}

/** Every element in `node` (itself included) for which `test` holds, in document order. */
export function elementsIn(node: Element | Root, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(node, 'element', (element: Element) => {
    if (test(element)) found.push(element);
  });
  return found;
}

/** The text of a node, whitespace collapsed. */
export function textOf(node: Element | Root): string {
  return toString(node).replace(/\s+/g, ' ').trim();
}

/** The class names of an element. */
export function classesOf(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}
