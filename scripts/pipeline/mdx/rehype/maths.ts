/**
 * Maths typeset at build time: rehype-katex turns the formulas remark-math found (`$…$`, `$$…$$`) into
 * KaTeX's HTML, with MathML beside it for screen readers, so a page with maths needs no script.
 * KaTeX places its glyphs with `style="…"` attributes, which the site's policy (style-src 'self') would
 * block: each becomes a class, and the classes' rules go in a stylesheet of the post's own. The post
 * imports that stylesheet and KaTeX's (whose fonts Vite bundles as hashed files), so only pages with
 * maths load either. Formulas were checked already (remark-maths-check.ts); a formula KaTeX cannot
 * typeset never reaches this step.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Element, Root } from 'hast';
import type { KatexOptions } from 'katex';
import rehypeKatex from 'rehype-katex';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { esmImport } from '../jsx.ts';

/**
 * KaTeX's settings, the same for the check and the typesetting. `strict: 'ignore'`: KaTeX typesets
 * input that LaTeX would reject (Unicode letters in maths, say) as written, and the build reports only
 * what the reader would see broken.
 */
export const KATEX_OPTIONS = { strict: 'ignore' } as const satisfies KatexOptions;

/** KaTeX's stylesheet in its package; Vite bundles it and the fonts it names into hashed assets. */
export const KATEX_CSS = createRequire(import.meta.url).resolve('katex/dist/katex.min.css');

/** Suffix of the virtual stylesheet that holds a post's maths classes: `<post>.mdx` + this. */
export const MATHS_CSS_SUFFIX = '.maths.css';

/** Maths class CSS per compiled MDX file (absolute path). */
export const mathsStylesheets = new Map<string, string>();

/** The element's classes (hast keeps them as a list under `className`). */
function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * The class for one `style` attribute's declarations, named by their hash: two posts' stylesheets can
 * both be in a page (the app keeps a post's styles after navigating to the next one), and a name then
 * means the same rule in both.
 */
function classFor(declarations: readonly string[]): string {
  return `kx-${createHash('sha256').update(declarations.join(';')).digest('hex').slice(0, 8)}`;
}

/**
 * Replaces the `style` attributes in KaTeX's output (`katex` below) with classes, and returns their
 * rules in the order the tree first uses them. Each declaration is `!important`: an inline style
 * outranks every rule of katex.css, and `!important` keeps that ranking for the class.
 */
function stylesToClasses(katex: Element, rules: Map<string, string>): void {
  visit(katex, 'element', (node: Element) => {
    const { style } = node.properties;
    if (typeof style !== 'string') return;
    delete node.properties.style;
    const declarations = style
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration !== '');
    if (declarations.length === 0) return;
    const name = classFor(declarations);
    rules.set(name, `.${name}{${declarations.map((d) => `${d}!important`).join(';')}}`);
    node.properties.className = [...classesOf(node), name];
  });
}

/** Rehype plugin: typeset the post's maths with KaTeX, without inline styles, and import its stylesheets. */
export default function rehypeMaths() {
  const typeset = rehypeKatex(KATEX_OPTIONS);
  return (tree: Root, file: VFile) => {
    typeset(tree, file);
    const formulas: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      const classes = classesOf(node);
      if (!classes.includes('katex') && !classes.includes('katex-display')) return undefined;
      formulas.push(node);
      // A display formula scrolls sideways when wider than the column (prose.css): focusable, so a
      // keyboard can scroll it too (WCAG 2.1.1). Its MathML is what a screen reader reads there.
      if (classes.includes('katex-display')) node.properties.tabIndex = 0;
      // Search reads the formula once, as the page shows it: not again from the MathML beside it, nor
      // from the TeX source that MathML carries.
      visit(node, 'element', (part: Element) => {
        if (classesOf(part).includes('katex-mathml')) part.properties.dataPagefindIgnore = '';
      });
      return SKIP;
    });
    if (formulas.length === 0) {
      mathsStylesheets.delete(file.path);
      return;
    }
    const rules = new Map<string, string>();
    for (const formula of formulas) stylesToClasses(formula, rules);
    const imports = [esmImport(KATEX_CSS)];
    if (rules.size > 0) {
      mathsStylesheets.set(file.path, [...rules.values()].join(''));
      imports.push(esmImport(`${file.path}${MATHS_CSS_SUFFIX}`));
    }
    tree.children.unshift(...imports);
  };
}
