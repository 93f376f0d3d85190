/**
 * The identity of the code a page is made by, for the page cache's keys (page-keys.ts): the build
 * pipeline's files and every package they run (code-identity.ts, from the pipeline's config), the app's
 * files (every file under `src/`, whatever imports it, lazily or by a glob) and the page template.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pipelineIdentity, stableJson } from './code-identity.ts';

/** Files of `dir` (recursively), sorted, leaving out tests, which make no page. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The code's identity under `root`, as text: it changes whenever any code that makes a page does. */
export function siteCodeIdentity(root: string): string {
  const app = createHash('sha256');
  for (const file of [...sourceFiles(path.join(root, 'src')), path.join(root, 'index.html')]) {
    app
      .update(`${path.relative(root, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  }
  const pipeline = pipelineIdentity(path.join(root, 'scripts', 'pipeline', 'config.ts'), root, {});
  return stableJson({ app: app.digest('hex'), pipeline, node: process.version });
}
