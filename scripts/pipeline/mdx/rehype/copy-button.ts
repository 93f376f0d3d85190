/**
 * Adds a Copy button to every highlighted code block at build time, so it is in the prerendered
 * HTML; the page's first script only wires its click (src/components/post/copy-buttons.ts). Runs after
 * rehype-pretty-code.
 */
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { COPY_BUTTON_ATTRIBUTE, COPY_BUTTON_NAME, COPY_LABEL } from '../../../../src/components/post/copy-code.ts';

/** True for the figure rehype-pretty-code wraps around a code block (it writes the raw attribute name). */
export function isCodeFigure(node: Element): boolean {
  return 'dataRehypePrettyCodeFigure' in node.properties || 'data-rehype-pretty-code-figure' in node.properties;
}

/**
 * Rehype plugin: append a copy button to each `figure[data-rehype-pretty-code-figure]`, and keep its
 * title apart from its code: search reads a figure's text as one run, and without the line break
 * between them a title's last word and the code's first were one word ("src/main.rsuse").
 */
export default function rehypeCopyButton() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'figure' || !isCodeFigure(node)) return;
      const title = node.children.findIndex((child) => child.type === 'element' && child.tagName === 'figcaption');
      if (title !== -1) node.children.splice(title + 1, 0, { type: 'text', value: '\n' });
      node.children.push({
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          className: ['copy-button'],
          [COPY_BUTTON_ATTRIBUTE]: '',
          ariaLabel: COPY_BUTTON_NAME,
          dataPagefindIgnore: '',
        },
        children: [{ type: 'text', value: COPY_LABEL.idle }],
      });
      // Nothing inside a highlighted block (hundreds of token spans) needs a visit.
      return SKIP;
    });
  };
}
