/**
 * The fast layer's second rule, enforced (a setup file of the `fast` project): its tests never read the
 * owner's `content/`, so no edit of it can turn them red. Every function of node:fs (and its promises)
 * that reads a file is wrapped in the fast layer's workers; one given a path inside the project's
 * content/ is refused, and the test that made it fails even where the code under test
 * catches the error. Tests give the loaders content of their own (a temporary folder, or
 * tests/fixtures/content).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSettings } from '../../scripts/pipeline/settings.ts';
import { refuseCalls } from './refuse-calls.ts';

/** The owner's content folder of this checkout: the content folder when CONTENT_DIR names none. */
export const OWNER_CONTENT = readSettings({}).contentDir;

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

refuseCalls({
  record: 'refusedContentReads',
  targets: [
    { module: 'node:fs', names: READING },
    { module: 'node:fs/promises', names: READING, promises: true },
  ],
  refuses: (_name, [target]) => isOwnerContent(target),
  describe: (name, [target]) => `${name}(${String(target)})`,
  message: (_name, call) => `a fast test never reads the owner's content/, got ${call}; give it content of its own`,
  label: "reads of the owner's content/ by this test",
});
