/** Measures how a list's items fall into rows in the browser, for tests of grid layouts. */
import type { Page } from 'playwright-core';

/** One row of items: each item's left and right edge, in px. */
export type Row = { left: number; right: number }[];

/** The container's edges and its children grouped into rows by their top edge, top to bottom. */
export interface Rows {
  left: number;
  right: number;
  rows: Row[];
}

/** The rows of the children of the element `selector` finds in `page`. */
export function rowsOf(page: Page, selector: string): Promise<Rows> {
  return page.evaluate((sel) => {
    const list = document.querySelector(sel);
    if (!list) throw new Error(`no ${sel}`);
    const box = list.getBoundingClientRect();
    const byTop = new Map<number, { left: number; right: number }[]>();
    for (const child of list.children) {
      const { top, left, right } = child.getBoundingClientRect();
      const key = Math.round(top);
      byTop.set(key, [...(byTop.get(key) ?? []), { left, right }]);
    }
    const rows = [...byTop.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.sort((a, b) => a.left - b.left));
    return { left: box.left, right: box.right, rows };
  }, selector);
}

/**
 * What looks unintended about the rows, as sentences (empty when none): a row that stops short of the
 * container's right edge, or items of unequal width within a row.
 */
export function rowProblems({ left, right, rows }: Rows): string[] {
  const problems: string[] = [];
  rows.forEach((row, index) => {
    const first = row[0];
    const last = row.at(-1);
    if (!first || !last) return;
    if (Math.abs(first.left - left) > 1 || Math.abs(last.right - right) > 1) {
      problems.push(
        `row ${index + 1} of ${row.length} spans ${Math.round(first.left)}–${Math.round(last.right)}, not ${Math.round(left)}–${Math.round(right)}`,
      );
    }
    const widths = row.map((item) => item.right - item.left);
    if (Math.max(...widths) - Math.min(...widths) > 1) {
      problems.push(`row ${index + 1} has items of unequal widths ${widths.map(Math.round).join(', ')}`);
    }
  });
  return problems;
}
