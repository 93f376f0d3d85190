/**
 * Pages' links in the nav: each `nav.order` is a page's own, so the links' order is the one the files
 * say. Two pages at one place would fall back to an order no file says; the second file (by name) is
 * reported at its line, naming the first.
 */
import { displayPath, type ContentIssue } from '../issues.ts';
import type { Slugged } from '../read.ts';

/** A content issue for each page whose `nav.order` a page before it (by file name) has too. */
export function navOrderIssues(pages: readonly Slugged<{ nav?: { order: number } | undefined }>[]): ContentIssue[] {
  const taken = new Map<number, string>();
  return pages.flatMap((page): ContentIssue[] => {
    const order = page.value.nav?.order;
    if (order === undefined) return [];
    const line = page.fm.lineOf(['nav', 'order']);
    const first = taken.get(order);
    if (first === undefined) {
      taken.set(order, line === undefined ? displayPath(page.file) : `${displayPath(page.file)}:${line}`);
      return [];
    }
    return [
      {
        file: displayPath(page.file),
        line,
        field: 'nav.order',
        expected: 'expected a place in the nav no other page’s link has',
        found: `${order}, which ${first} has too`,
      },
    ];
  });
}
