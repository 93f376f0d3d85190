/**
 * A folder of cache entries, one file each, as the build's caches keep them (compiled posts, the
 * resume): an entry is written beside its place and renamed over it, so a reader sees a whole file or
 * none; a build that uses an entry marks it used; entries unused for two weeks are removed.
 */
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Entries no build has read or written for this long are removed after a successful build. Not "every
 * entry this build did not use": builds of other content folders (tests, the benchmark, an owner trying
 * a copy) share the cache folder, and would remove each other's entries. Two weeks bounds a cache by
 * what was built recently: one entry per post, plus one per edit of that fortnight.
 */
export const MAX_ENTRY_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** The entries of one cache folder, by file name. */
export interface CacheFiles {
  /** The folder (created on the first write). */
  dir: string;
  /** Entry `name` read as JSON, or undefined when it is missing, unreadable or not JSON. */
  readJson(name: string): Promise<unknown>;
  /** Marks entry `name` used now, so `prune` keeps it; a failure costs only an early removal. */
  touch(name: string): Promise<void>;
  /** Writes entry `name`; a file half-written by a killed build is never read. */
  write(name: string, data: string): Promise<void>;
  /** Removes entries older than `MAX_ENTRY_AGE_MS` (and temporary files left by killed builds); returns how many. */
  prune(now?: number): Promise<number>;
}

/** The entries in `dir`. */
export function cacheFiles(dir: string): CacheFiles {
  const file = (name: string) => path.join(dir, name);
  return {
    dir,
    async readJson(name) {
      try {
        return JSON.parse(await readFile(file(name), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
    async touch(name) {
      const now = new Date();
      await utimes(file(name), now, now).catch(() => undefined);
    },
    async write(name, data) {
      await mkdir(dir, { recursive: true });
      // Written beside the entry, then renamed over it: a reader sees the whole file or none.
      const temporary = `${file(name)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file(name));
    },
    async prune(now = Date.now()) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        try {
          if (now - (await stat(file(name))).mtimeMs <= MAX_ENTRY_AGE_MS) continue;
          await rm(file(name), { force: true });
          removed += 1;
        } catch {
          // Removed by another build meanwhile.
        }
      }
      return removed;
    },
  };
}

/**
 * The fields of `value`, an entry read from a cache file, when it is an object of layout `format` stored
 * under `key`; undefined for anything else (an entry of another layout, a file renamed by hand…).
 */
export function entryFields(value: unknown, format: number, key: string): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  return entry.format === format && entry.key === key ? entry : undefined;
}
