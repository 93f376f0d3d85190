/**
 * Lists that run to several pages (the blog index, a tag's posts): which items a page shows, and each
 * page's path. Page 1 lives at the list's own path (`/blog`); page n at `<path>/page/<n>`.
 */

/** Where a page of a list stands: its number (from 1) and how many pages the list has. */
export interface Pagination {
  page: number;
  pages: number;
}

/** The segment between a list's path and a page number. */
export const PAGE_SEGMENT = 'page';

/** How many pages `total` items take at `size` a page (one page, even when empty). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items page `page` (from 1) shows. */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The path of page `page` of the list at `first`. */
export function pagedPath(first: string, page: number): string {
  return page === 1 ? first : `${first.replace(/\/$/, '')}/${PAGE_SEGMENT}/${page}`;
}

/** The paths of every page of a list of `total` items at `first`. */
export function pagedPaths(first: string, total: number, size: number): string[] {
  return Array.from({ length: pageCount(total, size) }, (_, i) => pagedPath(first, i + 1));
}

/**
 * The page number a path's `:page` segment names, when it is one a list of `total` items at `size` has
 * beyond the first: "2" is page 2; "1" (page 1 is the list's own path), "02", "x" or a page past the end is none.
 */
export function pageNumber(segment: string | undefined, total: number, size: number): number | undefined {
  if (segment === undefined || !/^[1-9]\d*$/.test(segment)) return undefined;
  const page = Number(segment);
  return page >= 2 && page <= pageCount(total, size) ? page : undefined;
}
