/**
 * The site's full-text search index: Pagefind (its Node API, which runs the indexing binary shipped in
 * its npm package) reads the prerendered pages and makes the script and index files the search dialog
 * loads from `pagefind/`. What a page offers to the index is marked in its markup: `data-pagefind-body`
 * on its content, `data-pagefind-ignore` on what is not, and the result's title from the page's
 * `<title>` (`data-pagefind-meta`). The build writes the files (`writeSearchIndex`); the dev server
 * serves the same files from memory (search-dev.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';
import { SEARCH_DIR } from '../../../src/lib/search.ts';

/** The pages Pagefind reads: every prerendered page, each an `index.html`. 404.html, a copy of home, is left out. */
const INDEXED_PAGES = '**/index.html';

/** Pagefind's ready-made search interfaces, which it writes too: the site has its own dialog. */
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** One file of the search bundle: its path under `pagefind/` and its bytes. */
export interface SearchFile {
  path: string;
  content: Uint8Array;
}

/** A failed step of the indexing, with Pagefind's own messages, on one line. */
export class SearchIndexError extends Error {
  constructor(step: string, errors: readonly string[]) {
    super(`Search index: ${step} failed: ${errors.join('; ').replace(/\s*\n\s*/g, ' ')}`);
    this.name = 'SearchIndexError';
  }
}

/** Throws when a Pagefind call reported errors (it reports them in its answer rather than rejecting). */
function check(step: string, answer: { errors: readonly string[] }): void {
  if (answer.errors.length > 0) throw new SearchIndexError(step, answer.errors);
}

/**
 * The search bundle of the pages `add` puts into a new index, without Pagefind's own interfaces. The
 * index is dropped once its files are read; the Pagefind process stays for the next call (see `closeSearchIndexer`).
 */
export async function searchFiles(add: (index: PagefindIndex) => Promise<void>): Promise<SearchFile[]> {
  const created = await pagefind.createIndex({});
  check('starting Pagefind', created);
  const { index } = created;
  if (!index) throw new SearchIndexError('starting Pagefind', ['it returned no index']);
  try {
    await add(index);
    const bundle = await index.getFiles();
    check('reading the index', bundle);
    const files = bundle.files.filter((file) => !UNUSED_FILE.test(file.path));
    if (!files.some((file) => file.path === 'pagefind.js'))
      throw new SearchIndexError('reading the index', ['Pagefind wrote no pagefind.js']);
    return files;
  } finally {
    // Never hides the error that got here: a failed clean-up matters less.
    await index.deleteIndex().catch(() => undefined);
  }
}

/** The number of pages in the index, from the bundle's `pagefind-entry.json` (every language's). */
export function indexedPageCount(files: readonly SearchFile[]): number {
  const entry = files.find((file) => file.path === 'pagefind-entry.json');
  if (!entry) return 0;
  const { languages } = JSON.parse(new TextDecoder().decode(entry.content)) as {
    languages: Record<string, { page_count: number }>;
  };
  return Object.values(languages).reduce((sum, language) => sum + language.page_count, 0);
}

/** Stops the Pagefind process (it starts again if asked for another index). */
export async function closeSearchIndexer(): Promise<void> {
  await pagefind.close();
}

/**
 * Indexes the prerendered pages in `outDir` and writes the search bundle to `outDir/pagefind/`. Any error
 * Pagefind reports, or an index with no page in it, fails the build with a `SearchIndexError` of one
 * line. Returns the number of pages in the index.
 */
export async function writeSearchIndex(outDir: string): Promise<number> {
  try {
    const files = await searchFiles(async (index) => {
      check(`indexing the pages in ${outDir}`, await index.addDirectory({ path: outDir, glob: INDEXED_PAGES }));
    });
    const pages = indexedPageCount(files);
    if (pages === 0) throw new SearchIndexError(`indexing the pages in ${outDir}`, ['no page has any text to index']);
    for (const file of files) {
      const target = path.join(outDir, SEARCH_DIR, file.path);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, file.content);
    }
    return pages;
  } finally {
    await closeSearchIndexer();
  }
}
