/**
 * Syntax colours as classes rather than `style="…"` attributes, so highlighted code survives a
 * strict Content Security Policy. Shiki's style-to-class transformer names the colours; this
 * module hands the resulting CSS to each post as an imported stylesheet.
 */
import { transformerStyleToClass } from '@shikijs/transformers';
import { stringifyTokenStyle } from 'shiki/core';
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { esmImport } from './jsx.ts';

/** Suffix of the virtual stylesheet that holds a post's code colours: `<post>.mdx` + this. */
export const CODE_CSS_SUFFIX = '.code.css';

/** The shared transformer; pass it to rehype-pretty-code's `transformers`. */
export const styleToClass = transformerStyleToClass({ classPrefix: 'sk-' });

/** Code colour CSS per compiled MDX file (absolute path). */
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
    const css = codeStylesOf(tree);
    if (css === '') return;
    codeStylesheets.set(file.path, css);
    tree.children.unshift(esmImport(`${file.path}${CODE_CSS_SUFFIX}`));
  };
}
