/**
 * The fast layer's second rule, enforced (a setup file of the `fast` project): its tests never read the
 * owner's `content/`, so no edit of it can turn them red. Every function of node:fs (and its promises)
 * that reads a file is wrapped in the fast layer's workers; one given a path inside the project's
 * content/ is refused, and the test that made it fails even where the code under test
 * catches the error. Tests give the loaders content of their own (a temporary folder, or
 * tests/fixtures/content).
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect } from 'vitest';

/** The owner's content folder of this checkout. */
export const OWNER_CONTENT = path.resolve(fileURLToPath(new URL('../../content', import.meta.url)));

/**
 * The functions that read a file's bytes (sync, callback and promise forms share names). Listing a folder
 * or looking at a file is allowed: Vite's dependency scan walks the whole project, content/ included,
 * and a test that reads the owner's data must open a file of it.
 */
const READING = ['readFile', 'readFileSync', 'open', 'openSync', 'createReadStream'] as const;

/** Whether `target` (a path, file URL or buffer) names the owner's content/ or a file inside it. */
export function isOwnerContent(target: unknown, cwd = process.cwd()): boolean {
  let file: string;
  if (typeof target === 'string') file = target;
  else if (target instanceof URL && target.protocol === 'file:') file = fileURLToPath(target);
  else if (Buffer.isBuffer(target)) file = target.toString('utf8');
  else return false;
  const relative = path.relative(OWNER_CONTENT, path.resolve(cwd, file));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Reads of content/ refused since the last test ended. Kept on the worker's global object: a worker runs
 * this file again before each of its test files, but wraps the functions only the first time.
 */
const store = globalThis as typeof globalThis & { refusedContentReads?: string[] };
const refused = (store.refusedContentReads ??= []);

type Wrapped = ((...args: unknown[]) => unknown) & { guarded?: boolean };

/** Wraps the reading functions of one module object: node:fs, or its promises (which reject, not throw). */
function guard(module: Record<string, unknown>, promises: boolean): void {
  for (const name of READING) {
    const original = module[name] as Wrapped | undefined;
    if (typeof original !== 'function' || original.guarded) continue;
    const wrapped: Wrapped = function (this: unknown, ...args: unknown[]) {
      if (isOwnerContent(args[0])) {
        const line = `${name}(${String(args[0])})`;
        refused.push(line);
        const error = new Error(
          `a fast test never reads the owner's content/, got ${line}; give it content of its own`,
        );
        if (promises) return Promise.reject(error);
        throw error;
      }
      return original.apply(this, args);
    };
    wrapped.guarded = true;
    module[name] = wrapped;
  }
}

const require = createRequire(import.meta.url);
guard(require('node:fs') as Record<string, unknown>, false);
guard(require('node:fs/promises') as Record<string, unknown>, true);
// Modules that imported the functions by name (import { readFileSync } from 'node:fs') see the change.
syncBuiltinESMExports();

afterEach(() => {
  expect(refused.splice(0), "reads of the owner's content/ by this test").toEqual([]);
});
