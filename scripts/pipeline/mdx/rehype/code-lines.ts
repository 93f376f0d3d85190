/**
 * Tidies what rehype-pretty-code and Shiki's notation transformers leave on a code block's lines, so
 * each kind of line has one form in the markup: a line highlighted with `// [!code highlight]` gets
 * the `data-highlighted-line` a `{1,3-4}` range gives; a line whose notation comment was taken out
 * loses the spaces that stood before it (a Copy would carry them); and the start of `showLineNumbers{41}`,
 * which rehype-pretty-code writes as an inline style the site's policy would block, becomes an
 * attribute whose rule goes in the post's code stylesheet (code-styles.ts). A post that numbers, highlights
 * or marks any line imports the stylesheet that draws them. Runs after rehype-pretty-code.
 */
import { fileURLToPath } from 'node:url';
import type { Element, ElementContent, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { DIFF_LINE_CLASS } from '../../../../src/components/post/copy-code.ts';
import { esmImport } from '../jsx.ts';

/** The stylesheet of numbered, highlighted and diff lines; only posts with any import it. */
export const CODE_LINES_CSS = fileURLToPath(new URL('../../../../src/styles/code-lines.css', import.meta.url));

/** Class Shiki's `transformerNotationHighlight` gives a line marked `// [!code highlight]`. */
export const NOTATION_HIGHLIGHT_CLASS = 'highlighted';

/** Attribute of a numbered code block whose first line is not 1: `showLineNumbers{41}` gives "41". */
export const LINE_NUMBERS_START = 'data-line-numbers-start';

/** Classes set by a notation comment, which Shiki took out of the line. */
const NOTATION_CLASSES: readonly string[] = [NOTATION_HIGHLIGHT_CLASS, DIFF_LINE_CLASS.added, DIFF_LINE_CLASS.removed];

/** The element's classes (hast keeps them as a list under `className`). */
function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

/** True for a line of a highlighted block (rehype-pretty-code writes the raw attribute name). */
const isLine = (node: ElementContent): node is Element =>
  node.type === 'element' && ('data-line' in node.properties || 'dataLine' in node.properties);

/** Drops the whitespace at the end of `line`: token spans of only spaces, then the last token's trailing spaces. */
function trimEnd(line: Element): void {
  for (;;) {
    const token = line.children.at(-1);
    if (!token) return;
    const text = token.type === 'element' ? token.children.at(-1) : token;
    if (text?.type !== 'text') return;
    text.value = text.value.trimEnd();
    if (text.value !== '') return;
    line.children.pop();
  }
}

/** True for a line, or a part of one, that code-lines.css draws: highlighted or marked as added or removed. */
const isMarked = (node: Element) =>
  'data-highlighted-line' in node.properties ||
  'data-highlighted-chars' in node.properties ||
  classesOf(node).some((name) => NOTATION_CLASSES.includes(name));

/** True for a `<code>` that code-lines.css draws on: numbered, or with a line or part of one marked. */
function drawsLines(code: Element): boolean {
  const marked: Element[] = [];
  visit(code, 'element', (node: Element) => {
    if (isMarked(node)) marked.push(node);
  });
  return 'data-line-numbers' in code.properties || marked.length > 0;
}

/**
 * Rehype plugin: one form for highlighted lines, no spaces left by notation comments, no inline
 * line-number start; and the stylesheet that draws them, where a post has any.
 */
export default function rehypeCodeLines() {
  return (tree: Root) => {
    const codes: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'code' || !('data-language' in node.properties)) return undefined;
      codes.push(node);
      const { style } = node.properties;
      const start = typeof style === 'string' ? /counter-set:\s*line\s+(-?\d+)/.exec(style) : null;
      if (start && typeof style === 'string') {
        node.properties[LINE_NUMBERS_START] = String(Number(start[1]) + 1);
        node.properties.style = style.replace(start[0], '').replace(/^\s*;\s*/, '');
      }
      for (const line of node.children.filter(isLine)) {
        const classes = classesOf(line);
        if (!classes.some((name) => NOTATION_CLASSES.includes(name))) continue;
        trimEnd(line);
        if (!classes.includes(NOTATION_HIGHLIGHT_CLASS)) continue;
        const rest = classes.filter((name) => name !== NOTATION_HIGHLIGHT_CLASS);
        line.properties.className = rest.length > 0 ? rest : undefined;
        line.properties['data-highlighted-line'] = '';
      }
      return SKIP;
    });
    if (codes.some(drawsLines)) tree.children.unshift(esmImport(CODE_LINES_CSS));
  };
}
