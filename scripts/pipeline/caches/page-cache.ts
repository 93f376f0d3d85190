/**
 * The page cache: each prerendered page's files by its key (page-keys.ts), and a record of the last build
 * into each output folder (each page's parts), from which a build says why it renders a page again. An
 * entry holds the files as the prerenderer made them, before the hardening; the hardening keeps what it
 * read of each page by the page's bytes (`reads`), so an unchanged page is neither rendered nor parsed.
 */
import { createHash } from 'node:crypto';
import type { PageParts, SiteParts } from '../prerender/page-keys.ts';
import type { SiteFile } from '../prerender/prerender.ts';
import type { PageRead } from '../security/html.ts';
import { cacheFiles, entryFields } from './cache-files.ts';

/** The layout of an entry: a change to it makes older entries misses. */
const FORMAT = 1;

/** What the last build into an output folder was made of. */
export interface BuildRecord {
  site: SiteParts;
  pages: Record<string, PageParts>;
}

/** The page cache in one folder. */
export interface PageCache {
  /** The folder, for the log. */
  dir: string;
  /** The files of the page with key `key`, or undefined when it is not cached. */
  files(key: string): Promise<SiteFile[] | undefined>;
  /** Keeps the files of the page with key `key`. */
  keep(key: string, files: readonly SiteFile[]): Promise<void>;
  /** What the last build into `outDir` was made of, if this cache has it. */
  lastBuild(outDir: string): Promise<BuildRecord | undefined>;
  /** Records what this build into `outDir` was made of. */
  recordBuild(outDir: string, record: BuildRecord): Promise<void>;
  /** What the hardening read of each page of the last build into `outDir`, by the hash of the page's bytes. */
  reads(outDir: string): Promise<Map<string, PageRead>>;
  /** Keeps what the hardening read of this build's pages. */
  keepReads(outDir: string, reads: ReadonlyMap<string, PageRead>): Promise<void>;
  /** Removes entries no build has used for two weeks (cache-files.ts). */
  prune(): Promise<number>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** The name of an output folder's records: builds of other folders share the cache. */
const folderName = (outDir: string) => hash(outDir).slice(0, 16);

/** The page cache in `dir`. */
export function pageCache(dir: string): PageCache {
  const entries = cacheFiles(dir);
  const fieldsOf = async (name: string, key: string) => {
    const fields = entryFields(await entries.readJson(name), FORMAT, key);
    if (fields) await entries.touch(name);
    return fields;
  };
  return {
    dir,
    async files(key) {
      const fields = await fieldsOf(`${key}.json`, key);
      return Array.isArray(fields?.files) ? (fields.files as SiteFile[]) : undefined;
    },
    async keep(key, files) {
      await entries.write(`${key}.json`, JSON.stringify({ format: FORMAT, key, files }));
    },
    async lastBuild(outDir) {
      const name = `build-${folderName(outDir)}`;
      const fields = await fieldsOf(`${name}.json`, outDir);
      return fields?.record as BuildRecord | undefined;
    },
    async recordBuild(outDir, record) {
      const name = `build-${folderName(outDir)}`;
      await entries.write(`${name}.json`, JSON.stringify({ format: FORMAT, key: outDir, record }));
    },
    async reads(outDir) {
      const name = `reads-${folderName(outDir)}`;
      const fields = await fieldsOf(`${name}.json`, outDir);
      return new Map(Array.isArray(fields?.reads) ? (fields.reads as [string, PageRead][]) : []);
    },
    async keepReads(outDir, reads) {
      const name = `reads-${folderName(outDir)}`;
      await entries.write(`${name}.json`, JSON.stringify({ format: FORMAT, key: outDir, reads: [...reads] }));
    },
    prune: () => entries.prune(),
  };
}
