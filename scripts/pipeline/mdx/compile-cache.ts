/**
 * Compiled posts kept between builds, as processed images are: a post whose source, path and pipeline
 * are unchanged takes its compiled modules, and what its compile recorded (its structure for the content
 * check, its code and maths stylesheets, the content files it imports), from the cache instead of
 * compiling again. Highlighting and maths are most of a compile's time, so a build's cost follows the
 * posts that changed.
 *
 * An entry is found by a key that hashes everything the compile reads: the post's source and absolute
 * path (the module names its own stylesheets and KaTeX's by absolute path), the versions of every
 * package the pipeline imports and of their dependencies, the pipeline's own source files, and its
 * options. The content files a post imports are read from the disk, not from the source: an entry holds
 * only while each of them still passes the check its compile made (see `isStillContentFile`). Only a
 * compile with no error and no warning is kept, so every problem with a post is reported again by the
 * next build.
 */
import { createHash } from 'node:crypto';
import { cacheFiles, entryFields } from '../caches/cache-files.ts';
import { stableJson, type PipelineIdentity } from '../caches/code-identity.ts';
import { contentDirOfPost, isStillContentFile } from '../content/paths.ts';
import type { PostStructure } from './inspect.ts';
import type { BodyModuleData } from './rehype/body-module.ts';

/** Bumped when an entry's layout changes, so entries of another layout are never read. */
const ENTRY_FORMAT = 3;

/** The cache key of the post at `file` (an absolute path) with `source`, compiled by `pipeline`. */
export function compileKey(post: { file: string; source: string }, pipeline: PipelineIdentity): string {
  return createHash('sha256')
    .update(stableJson([ENTRY_FORMAT, pipeline, post.file]))
    .update('\0')
    .update(post.source)
    .digest('hex');
}

/** A compile as the cache keeps it: the modules, and what the compile recorded besides. */
export interface CachedCompile {
  /** The body's module of HTML and components. */
  code: string;
  /** The compile's source map, as @mdx-js/rollup returned it. */
  map: unknown;
  /** What the browser's bundle needs of the body: its stylesheets and its components' modules. */
  browser: BodyModuleData;
  structure: PostStructure;
  /** The post's code-colour stylesheet, if it has one (code-styles.ts). */
  codeCss?: string | undefined;
  /** The post's maths stylesheet, if it has one (rehype-maths.ts). */
  mathsCss?: string | undefined;
  /** The content files the compile checked and imports (absolute paths). */
  contentFiles: string[];
}

/** An entry on disk: a structure's id set is a list in JSON. */
type StoredCompile = Omit<CachedCompile, 'structure'> & {
  format: number;
  key: string;
  post: string;
  structure: Omit<PostStructure, 'ids'> & { ids: string[] };
};

/** Whether `value`, read from an entry's file, is an entry of this layout for `key` and `post`. */
function isEntryOf(value: unknown, key: string, post: string): value is StoredCompile {
  const entry = entryFields(value, ENTRY_FORMAT, key);
  return (
    entry?.post === post &&
    typeof entry.code === 'string' &&
    Array.isArray((entry.browser as Partial<BodyModuleData> | undefined)?.components) &&
    Array.isArray(entry.contentFiles) &&
    Array.isArray((entry.structure as { ids?: unknown } | undefined)?.ids)
  );
}

/** Compiled posts kept in one folder, one JSON file per key. */
export interface CompileCache {
  /** The folder. */
  dir: string;
  /** The compile of `post` (an absolute path) stored under `key`, if it is there, readable and still valid. */
  read(key: string, post: string): Promise<CachedCompile | undefined>;
  /** Stores a compile of `post` under `key`; a file half-written by a killed build is never read. */
  write(key: string, post: string, compile: CachedCompile): Promise<void>;
  /** Removes entries older than `MAX_ENTRY_AGE_MS` (and temporary files left by killed builds); returns how many. */
  prune(now?: number): Promise<number>;
}

/** The cache in `dir` (created on the first write). */
export function compileCache(dir: string): CompileCache {
  const files = cacheFiles(dir);
  const entryFile = (key: string) => `${key}.json`;
  return {
    dir,
    async read(key, post) {
      // Missing, unreadable, not JSON or not such an entry: compiled again, and written anew.
      const stored = await files.readJson(entryFile(key));
      if (!isEntryOf(stored, key, post)) return undefined;
      const contentDir = contentDirOfPost(post);
      if (!stored.contentFiles.every((imported) => isStillContentFile(imported, contentDir))) return undefined;
      await files.touch(entryFile(key));
      const { format: _format, key: _key, post: _post, structure, ...compile } = stored;
      return { ...compile, structure: { ...structure, ids: new Set(structure.ids) } };
    },
    async write(key, post, compile) {
      const stored: StoredCompile = {
        format: ENTRY_FORMAT,
        key,
        post,
        ...compile,
        structure: { ...compile.structure, ids: [...compile.structure.ids] },
      };
      await files.write(entryFile(key), JSON.stringify(stored));
    },
    prune: (now) => files.prune(now),
  };
}
