/**
 * Reading built HTML: the one way the pipeline, the hosting checks, the tools, the benchmark and the tests
 * read a page the build wrote. Pages are parsed as a browser parses them, by parse5 (`parseHtml`, with
 * each node's offsets when asked, for the hardening's edits in place), and offered as hast trees with
 * small lookups (`readBuiltPage`) where a check asks what a page holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import { fromParse5 } from 'hast-util-from-parse5';
import { toString } from 'hast-util-to-string';
import { parse, type DefaultTreeAdapterTypes, type ParserError } from 'parse5';
import { visit } from 'unist-util-visit';

/**
 * `html` parsed by parse5, as a browser parses a document: with each node's offsets in the source
 * (`locations`), as with scripting off (`scripting: false`: a `<noscript>` holds elements, not text), and
 * each parse error given to `onError`.
 */
export function parseHtml(
  html: string,
  {
    locations = false,
    scripting = true,
    onError,
  }: { locations?: boolean; scripting?: boolean; onError?: (error: ParserError) => void } = {},
): DefaultTreeAdapterTypes.Document {
  return parse(html, {
    sourceCodeLocationInfo: locations,
    scriptingEnabled: scripting,
    ...(onError && { onParseError: onError }),
  });
}

/** Every element under `node` as parse5 parsed it, in document order (a template's content is not among them). */
export function* parsedElements(node: DefaultTreeAdapterTypes.Node): Generator<DefaultTreeAdapterTypes.Element> {
  if ('tagName' in node) yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* parsedElements(child);
}

/** The value of a parsed `element`'s attribute `name` (not a namespaced one), or undefined when it has none. */
export function attributeOf(element: DefaultTreeAdapterTypes.Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name && attr.namespace === undefined)?.value;
}

/** Every file under `dir`, relative to it, with forward slashes, sorted. */
export function listBuiltFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A parsed page with the lookups the checks need. */
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
  return builtPage(readFileSync(path.join(dir, file), 'utf8'));
}

/** Parses `html`, a page as the build wrote it or a server sent it. */
export function builtPage(html: string): BuiltPage {
  const tree = fromParse5(parseHtml(html)) as Root;
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
