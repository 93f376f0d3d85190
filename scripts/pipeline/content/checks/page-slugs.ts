/**
 * A page from content/pages/ lives at the top of the site (`/uses`), where the site's own paths are:
 * a page may not take the name of one, or the two would be served from the same place.
 */
import path from 'node:path';
import { INDEX_SLUG } from '../../../../src/content/schema.ts';
import { routeTable } from '../../../../src/route-table.ts';
import { SEARCH_DIR } from '../../../../src/lib/search.ts';
import { displayPath, type ContentIssue } from '../issues.ts';
import type { Slugged } from '../read.ts';

/** Folders the build writes at the top of the site besides the routes': the bundles and the search index. */
export const BUILD_FOLDERS: readonly string[] = ['assets', SEARCH_DIR];

/**
 * Every name a page may not take: the first part of each route's path (`blog`, `projects`), the build's
 * folders, `404` (the not-found page), `index` (hosts serve `/index` as home, from `index.html`), and the
 * top folders or files of `public/` and of the resume's path.
 */
export function reservedPageSlugs(publicFiles: Iterable<string>, resume?: string): string[] {
  const first = (sitePath: string) => sitePath.split('/').find((part) => part !== '') ?? '';
  const fromFile = (file: string) => path.posix.basename(first(file), path.posix.extname(first(file)));
  const names = new Set<string>([
    ...Object.values(routeTable)
      .map((entry) => first(entry.path))
      .filter((part) => part !== '' && !part.startsWith(':')),
    ...BUILD_FOLDERS,
    '404',
    INDEX_SLUG,
    ...[...publicFiles, ...(resume ? [resume] : [])].map(fromFile),
  ]);
  names.delete('');
  return [...names].sort();
}

/** Each page whose slug is one of `reserved`, as an issue at its `slug` line (or where its frontmatter starts). */
export function reservedSlugIssues(
  pages: readonly Slugged<{ slug?: string | undefined }>[],
  reserved: readonly string[],
): ContentIssue[] {
  return pages
    .filter((page) => reserved.includes(page.slug))
    .map((page) => ({
      file: displayPath(page.file),
      line: page.fm.lineOf(['slug']),
      field: 'slug',
      expected: `expected a page name the site does not use itself (${reserved.join(', ')})`,
      found: `"${page.slug}"${page.value.slug === undefined ? ' (from the file name)' : ''}`,
      hint:
        page.value.slug === undefined ? 'rename the file, or give the page a slug of its own' : 'choose another slug',
    }));
}
