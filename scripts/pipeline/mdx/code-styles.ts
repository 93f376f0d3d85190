/**
 * Syntax colours as classes rather than `style="…"` attributes, so highlighted code survives a
 * strict Content Security Policy. Shiki's style-to-class transformer names the colours; this
 * module hands the resulting CSS to each post as an imported stylesheet.
 */
import { transformerStyleToClass } from '@shikijs/transformers';
import type { ShikiTransformer } from 'shiki';
import { stringifyTokenStyle } from 'shiki/core';
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { esmImport } from './jsx.ts';
import { LINE_NUMBERS_START } from './rehype/code-lines.ts';

/** Suffix of the virtual stylesheet that holds a post's code colours: `<post>.mdx` + this. */
export const CODE_CSS_SUFFIX = '.code.css';

/** The shared transformer; pass it to rehype-pretty-code's `transformers`. */
export const styleToClass = transformerStyleToClass({ classPrefix: 'sk-' });

/**
 * Light-theme colours swapped for darker ones of the same theme. github-light-default's comment grey
 * reaches 4.55:1 on white and less on any tint, so on a highlighted, added or removed line (prose.css)
 * it would fall below 4.5:1; the theme's own muted grey keeps over 5.7:1 on the palest of them.
 */
export const LIGHT_COLOUR_SWAPS: Readonly<Record<string, string>> = { '#6e7781': '#57606a' };

/** Shiki transformer: applies `LIGHT_COLOUR_SWAPS` to every token; list it before `styleToClass`. */
export const readableOnTints: ShikiTransformer = {
  name: 'readable-on-tints',
  tokens(lines) {
    for (const token of lines.flat()) {
      const style = token.htmlStyle;
      const light = style?.['--shiki-light']?.toLowerCase();
      const swap = light === undefined ? undefined : LIGHT_COLOUR_SWAPS[light];
      if (style && swap) style['--shiki-light'] = swap;
    }
  },
};

/** Code colour CSS (and where a numbered block starts counting) per compiled MDX file (absolute path). */
export const codeStylesheets = new Map<string, string>();

/**
 * The rules of the colour classes `tree` uses, in the order it first uses them. The transformer's
 * registry holds every class of every post compiled in this process (compiles may run at the same
 * time, so it cannot be cleared between them); each post's stylesheet takes only its own.
 */
function codeStylesOf(tree: Root): string {
  const registry = styleToClass.getClassRegistry();
  const used = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    // Shiki's own nodes keep their classes under `class`; hast's usual name is `className`.
    for (const value of [node.properties.className, node.properties.class]) {
      const names = typeof value === 'string' ? value.split(/\s+/) : Array.isArray(value) ? value : [];
      for (const name of names) if (typeof name === 'string' && registry.has(name)) used.add(name);
    }
  });
  return [...used].map((name) => `.${name}{${stringifyTokenStyle(registry.get(name) ?? '')}}`).join('');
}

/** A rule per first line number `tree`'s numbered code blocks start from (`showLineNumbers{41}`), in order. */
function lineNumberStartsOf(tree: Root): string {
  const starts = new Set<number>();
  visit(tree, 'element', (node: Element) => {
    const start = node.properties[LINE_NUMBERS_START];
    if (node.tagName === 'code' && typeof start === 'string') starts.add(Number(start));
  });
  return [...starts].map((n) => `code[${LINE_NUMBERS_START}="${n}"]{counter-set:line ${n - 1}}`).join('');
}

/** Rehype plugin: after highlighting, record the post's colour classes and import them from the post. */
export function rehypeCodeStyles() {
  return (tree: Root, file: VFile) => {
    // rehype-pretty-code itself writes style="display:grid" on <code>; prose.css sets that instead.
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'code') return undefined;
      delete node.properties.style;
      // Its children are the token spans, already given classes by styleToClass.
      return SKIP;
    });
    const css = codeStylesOf(tree) + lineNumberStartsOf(tree);
    if (css === '') {
      codeStylesheets.delete(file.path);
      return;
    }
    codeStylesheets.set(file.path, css);
    tree.children.unshift(esmImport(`${file.path}${CODE_CSS_SUFFIX}`));
  };
}
