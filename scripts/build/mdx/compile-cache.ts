/**
 * Compiled posts kept between builds, as processed images are: a post whose source, path and pipeline
 * are unchanged takes its compiled module, and what its compile recorded (its structure for the content
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
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentDirOfPost, isStillContentFile } from '../content-paths.ts';
import type { PostStructure } from './inspect.ts';

/** Bumped when an entry's layout changes, so entries of another layout are never read. */
const ENTRY_FORMAT = 1;

/**
 * Entries no build has read or written for this long are removed after a successful build. Not "every
 * entry this build did not use": builds of other content folders (tests, the benchmark, an owner trying
 * a copy) share the cache folder, and would remove each other's entries. Two weeks bounds the cache by
 * the posts built recently: one entry per post, plus one per edit of that fortnight.
 */
export const MAX_ENTRY_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** What a compile depends on besides the post: the pipeline's packages, its code and its options. */
export interface PipelineIdentity {
  /** Version of each package the pipeline runs, by name (and folder, where one is installed twice). */
  packages: Record<string, string>;
  /** Hash of the pipeline's own source files. */
  code: string;
  /** The compile's settings that are data, not plugins (development mode, where the project is…). */
  options: Record<string, unknown>;
}

/** JSON with every object's keys sorted, so the same data always gives the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The cache key of the post at `file` (an absolute path) with `source`, compiled by `pipeline`. */
export function compileKey(post: { file: string; source: string }, pipeline: PipelineIdentity): string {
  return createHash('sha256')
    .update(stableJson([ENTRY_FORMAT, pipeline, post.file]))
    .update('\0')
    .update(post.source)
    .digest('hex');
}

/** `import … from 'x'`, `export … from 'x'`, `import 'x'`: the specifier, unless the import is of types only. */
const IMPORT = /^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The package a bare specifier names: `shiki/core` is `shiki`, `@shikijs/transformers/x` is `@shikijs/transformers`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** The folder of package `name` as Node finds it from `fromDir`, or undefined when it is not installed. */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The pipeline's identity from its entry module (`entry`, an absolute path): every project file it
 * imports, followed from import to import, is hashed; every package those files import is listed
 * with its version, and so are the packages those depend on, so an update anywhere below (a Shiki
 * grammar, KaTeX, a micromark extension) changes the key.
 */
export function pipelineIdentity(entry: string, root: string, options: Record<string, unknown>): PipelineIdentity {
  const code = createHash('sha256');
  const files = new Set<string>();
  const roots: { name: string; from: string }[] = [];
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    code.update(`${path.relative(root, file)}\0${text}\0`);
    for (const [, typeOnly, specifier = ''] of text.matchAll(IMPORT)) {
      if (typeOnly || specifier.startsWith('node:')) continue;
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else roots.push({ name: packageOf(specifier), from: path.dirname(file) });
    }
  };
  visit(entry);

  const packages: Record<string, string> = {};
  const seen = new Set<string>();
  const queue = [...roots];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const dir = packageDir(next.name, next.from);
    if (!dir || seen.has(dir)) continue;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      version?: string;
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    packages[path.relative(root, dir)] = manifest.version ?? '';
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      queue.push({ name, from: dir });
    }
  }
  return { packages, code: code.digest('hex'), options };
}

/** A compile as the cache keeps it: the module, and what the compile recorded besides. */
export interface CachedCompile {
  code: string;
  /** The compile's source map, as @mdx-js/rollup returned it. */
  map: unknown;
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
  const entry = value as Partial<Record<keyof StoredCompile, unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    entry.format === ENTRY_FORMAT &&
    entry.key === key &&
    entry.post === post &&
    typeof entry.code === 'string' &&
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
  const entryFile = (key: string) => path.join(dir, `${key}.json`);
  return {
    dir,
    async read(key, post) {
      const file = entryFile(key);
      let stored: unknown;
      try {
        stored = JSON.parse(await readFile(file, 'utf8'));
      } catch {
        // Missing, unreadable or not JSON: compiled again, and written anew.
        return undefined;
      }
      if (!isEntryOf(stored, key, post)) return undefined;
      const contentDir = contentDirOfPost(post);
      if (!stored.contentFiles.every((imported) => isStillContentFile(imported, contentDir))) return undefined;
      // Marks the entry as used, for `prune`; a failure costs only an early removal.
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
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
      await mkdir(dir, { recursive: true });
      // Written beside the entry, then renamed over it: a reader sees the whole file or none.
      const temporary = `${entryFile(key)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, JSON.stringify(stored));
      await rename(temporary, entryFile(key));
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
        const file = path.join(dir, name);
        try {
          if (now - (await stat(file)).mtimeMs <= MAX_ENTRY_AGE_MS) continue;
          await rm(file, { force: true });
          removed += 1;
        } catch {
          // Removed by another build meanwhile.
        }
      }
      return removed;
    },
  };
}
