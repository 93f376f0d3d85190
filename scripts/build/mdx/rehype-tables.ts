/**
 * Wraps each table in a scroll container, so a wide table scrolls sideways on a phone instead of
 * widening the page. The container is focusable and named after the table's columns, so keyboard
 * users can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/** Rehype plugin: `<table>` becomes `<section class="table-scroll" tabindex="0" aria-label="…"><table>` (a named section is a region). */
export default function rehypeTables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      // Code blocks hold no tables, only token spans: not worth walking.
      if (node.tagName === 'pre') return SKIP;
      if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
      const headers: string[] = [];
      visit(node, 'element', (cell: Element) => {
        if (cell.tagName === 'th') headers.push(toString(cell).trim());
      });
      const label = headers.length > 0 ? `Table: ${headers.join(', ')}` : 'Table';
      parent.children[index] = {
        type: 'element',
        tagName: 'section',
        properties: { className: ['table-scroll'], tabIndex: 0, ariaLabel: label },
        children: [node],
      };
      return SKIP;
    });
  };
}
