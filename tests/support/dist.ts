/**
 * Reading the built test site in tests: where it is, its files, and its pages parsed into hast trees with
 * small lookups (scripts/pipeline/prerender/built-site.ts), so tests assert what a visitor (or a crawler) gets without
 * running any JavaScript.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { listBuiltFiles, readBuiltPage, type BuiltPage } from '../../scripts/pipeline/prerender/built-site.ts';
import { fixtureDist } from './fixture-build.ts';

export {
  builtPage,
  classesOf,
  elementsIn,
  textOf,
  type BuiltPage,
} from '../../scripts/pipeline/prerender/built-site.ts';

/** Where the built test site is (the layers' global setup builds it; see fixture-build.ts). */
export const DIST = fixtureDist('root');

/** Every file under `dir`, relative to it, with forward slashes, sorted. */
export function listFiles(dir: string = DIST): string[] {
  return listBuiltFiles(dir);
}

/** The text of a built file. */
export function readDist(file: string, dir: string = DIST): string {
  return readFileSync(path.join(dir, file), 'utf8');
}

/** Parses the built page `file` (e.g. `blog/karl/index.html`). */
export function readPage(file: string, dir: string = DIST): BuiltPage {
  return readBuiltPage(file, dir);
}

/** The stylesheets the built page `file` links, as files of the site. */
export function stylesheetsOf(file: string, dir: string = DIST): string[] {
  return readPage(file, dir)
    .tags('link')
    .filter((link) => Array.isArray(link.properties.rel) && link.properties.rel.includes('stylesheet'))
    .map((link) => String(link.properties.href).replace(/^\//, ''));
}

/** Marks a page record Pagefind wrote, once ungzipped. */
const PAGEFIND_RECORD = 'pagefind_dcd';

/** The URLs of the pages the search index of the built site in `dir` holds (Pagefind's own page records). */
export function searchedUrls(dir: string = DIST): string[] {
  return listFiles(dir)
    .filter((file) => file.startsWith('pagefind/fragment/'))
    .map((file) => {
      const text = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8');
      if (!text.startsWith(PAGEFIND_RECORD)) throw new Error(`${file} is not a Pagefind page record`);
      return (JSON.parse(text.slice(PAGEFIND_RECORD.length)) as { url: string }).url;
    })
    .sort();
}
