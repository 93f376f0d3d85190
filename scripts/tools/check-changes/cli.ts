/**
 * `npm run check:changes -- [ref] [--json <file>]`: the advisory checks of what a change adds to the
 * content since `ref` (the working tree compared with it; by default the merge base with main, as
 * `npm run review` takes it): the spelling of its new words, and its new outbound links. Prints one
 * line per finding, naming the file and line, and exits 0 whatever it finds: it never fails a gate.
 * `--json <file>` also writes the findings for the pull request's comment. Only a ref that is not a
 * commit, or an unknown option, is an error (exit 2).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { settings } from '../../pipeline/settings.ts';
import { ReviewError } from '../review/errors.ts';
import { defaultBase, repositoryRoot, resolveCommit } from '../review/git.ts';
import { checkChanges, formatChecks } from './check.ts';

const USAGE = 'usage: npm run check:changes -- [ref] [--json <file>]  (ref: the merge base with main by default)';

try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { json: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length > 1) throw new ReviewError(USAGE);
  const root = repositoryRoot(process.cwd());
  const base = positionals[0] === undefined ? defaultBase(root) : resolveCommit(root, positionals[0], 'BASE');
  const contentDir = path.relative(root, settings.contentDir);
  if (contentDir.startsWith('..') || path.isAbsolute(contentDir))
    throw new ReviewError(`the content folder ${settings.contentDir} is outside the repository ${root}`);
  const checks = await checkChanges({ root, contentDir, commit: base.commit ?? '', since: base.name });
  console.log(formatChecks(checks, base.label).join('\n'));
  if (values.json !== undefined) writeFileSync(path.resolve(values.json), `${JSON.stringify(checks, null, 2)}\n`);
} catch (error) {
  const lines = error instanceof ReviewError ? error.lines : [error instanceof Error ? error.message : String(error)];
  console.error(`check:changes: ${lines.join('\n')}${error instanceof ReviewError ? '' : `\n${USAGE}`}`);
  process.exitCode = 2;
}
