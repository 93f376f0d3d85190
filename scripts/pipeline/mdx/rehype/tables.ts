/**
 * Wraps each table in a scroll container, so a wide table scrolls sideways instead of widening the
 * page. The container is focusable and named after the table's columns, so keyboard users can scroll
 * it too (WCAG 2.1.1; axe's scrollable-region-focusable). Each body cell carries its column's name in
 * `data-label`: where the column is too narrow for the table, prose.css shows one card per row, each
 * cell under that name.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';

/**
 * Rehype plugin: `<table>` becomes `<section class="table-scroll" tabindex="0" aria-label="…"><table>` (a
 * named section is a region), and each `<td>` gets `data-label` with the header of its column.
 */
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
      labelCells(node, headers);
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

/** Gives each body cell of `table` the header of its column (GFM tables have one header row, no spans). */
function labelCells(table: Element, headers: readonly string[]): void {
  visit(table, 'element', (row: Element) => {
    if (row.tagName !== 'tr') return undefined;
    const cells = row.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'td');
    cells.forEach((cell, column) => {
      const header = headers[column];
      if (header) cell.properties.dataLabel = header;
    });
    return SKIP;
  });
}
