/**
 * A built site's search index as Pagefind wrote it: its page records ("fragments", gzipped JSON under
 * pagefind/fragment/), by URL, for the tests of what search finds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DIST, listFiles } from './dist.ts';

/** What Pagefind records of one page. */
export interface SearchRecord {
  url: string;
  content: string;
  meta: Record<string, string>;
  anchors: { element: string; id: string; text: string }[];
}

/** Marks a page record Pagefind wrote, once ungzipped. */
const RECORD_SIGNATURE = 'pagefind_dcd';

/** Every page record in the index of the site in `dir`, by URL (a page's folder: `/blog/post/`). */
export function searchRecords(dir: string = DIST): Map<string, SearchRecord> {
  const records = listFiles(dir)
    .filter((file) => file.startsWith('pagefind/fragment/'))
    .map((file) => {
      const text = gunzipSync(readFileSync(path.join(dir, file))).toString('utf8');
      if (!text.startsWith(RECORD_SIGNATURE)) throw new Error(`${file} is not a Pagefind page record`);
      return JSON.parse(text.slice(RECORD_SIGNATURE.length)) as SearchRecord;
    });
  return new Map(records.map((record) => [record.url, record]));
}
