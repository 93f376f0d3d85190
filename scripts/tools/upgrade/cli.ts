/**
 * `npm run upgrade -- [remote or URL] [ref]`: takes the product's improvements into the owner's fork
 * without losing the owner's own. From the `upstream` remote's newest release by default, it merges with
 * every file in `content/` kept as the owner has it (merge.ts), commits the merge and never pushes it,
 * and prints the one command that undoes it. Then what the upgrade means: the owner's changes outside
 * `content/` that upstream changed too, the changelog's "Upgrading" parts, the new release's content
 * check on the owner's content (with the migration notes' fixes), and `npm run review` between the
 * owner's last commit and the merge. Everything after the merge runs the new release's own scripts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { git, tryGit } from '../git.ts';
import { parseChangelog, upgradingParts } from './changelog.ts';
import { UpgradeError } from './errors.ts';
import { CONTENT, mergeKeepingContent } from './merge.ts';
import { overrides, parseNameStatus } from './overrides.ts';
import { packagesChanged } from './packages.ts';
import { describePosition, type Position } from './releases.ts';
import {
  conflictLines,
  contentFixLines,
  overrideLines,
  reviewCommand,
  uncommittedLines,
  undoCommand,
} from './report.ts';
import { fetchTarget, isAncestor, positionOf, sourceOf } from './upstream.ts';

const USAGE = 'usage: npm run upgrade -- [remote or URL] [ref]  (default: the upstream remote, its newest release)';

type Log = (...lines: string[]) => void;

/** Runs an npm command in `root` with the terminal's input and output; returns its exit code. */
function npm(root: string, args: string[]): number {
  return spawnSync('npm', args, { cwd: root, stdio: 'inherit' }).status ?? 1;
}

/** Refuses a working tree with uncommitted changes (new files included), saying why. */
function refuseUncommitted(root: string): void {
  const status = git(root, ['status', '--porcelain=v1', '--untracked-files=all']).split('\n').filter(Boolean);
  if (status.length > 0) throw new UpgradeError(uncommittedLines(status));
}

/** The owner's changes outside content/ since `base`, each marked when upstream changed it by `target`. */
function overridesSince(root: string, base: string, orig: string, target: string) {
  const changed = (to: string) =>
    parseNameStatus(
      git(root, ['diff', '--name-status', '--no-renames', '-z', base, to, '--', '.', `:(exclude)${CONTENT}`]),
    );
  return overrides(changed(orig), new Set(changed(target).keys()));
}

/** The "Upgrading" parts of the changelog the merge brought, for the releases the owner crosses. */
function upgradingLines(root: string, from: Position, to: Position): string[] {
  const file = path.join(root, 'CHANGELOG.md');
  if (!existsSync(file)) return [];
  const parts = upgradingParts(
    parseChangelog(readFileSync(file, 'utf8')),
    from.release?.version,
    to.after === 0 ? to.release?.version : undefined,
  );
  if (parts.length === 0) return [];
  return [
    '',
    'What the releases ask of you (CHANGELOG.md, "Upgrading"):',
    ...parts.flatMap((part) => [`  ${part.version}:`, ...part.text.split('\n').map((line) => `    ${line}`)]),
  ];
}

/** Whether node_modules is a link to another folder (a checkout sharing another's packages, as the review's worktrees do). */
function linkedModules(root: string): boolean {
  const modules = path.join(root, 'node_modules');
  return existsSync(modules) && lstatSync(modules).isSymbolicLink();
}

/** The new release's content check, by its own script (the build where it has none); true when it passed. */
function checkContent(root: string, log: Log): boolean {
  const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: object }).scripts;
  const script = scripts && 'check:content' in scripts ? 'check:content' : 'build';
  log('', `Checking your content with the new release (npm run ${script}):`);
  return npm(root, ['run', '--silent', script]) === 0;
}

/** The upgrade, from the checks before the merge to the review after it; returns the exit code. */
function upgrade(cwd: string, args: string[], log: Log): number {
  if (args.length > 2 || args.some((a) => a.startsWith('-'))) throw new UpgradeError(USAGE);
  const root = tryGit(cwd, ['rev-parse', '--show-toplevel']);
  if (!root) throw new UpgradeError(`${cwd} is not inside a git repository`);
  refuseUncommitted(root);
  const source = sourceOf(root, args[0]);
  const target = fetchTarget(root, source, args[1]);
  const orig = git(root, ['rev-parse', 'HEAD']).trim();
  if (isAncestor(root, target.commit, orig)) {
    log(`You already have everything in ${target.name} from ${source}: nothing to upgrade.`);
    return 0;
  }
  const base = tryGit(root, ['merge-base', orig, target.commit]);
  if (!base)
    throw new UpgradeError(`your branch and ${target.name} from ${source} share no history, so git cannot merge them`);
  const [from, to] = [positionOf(root, base, target.releases), positionOf(root, target.commit, target.releases)];
  log(`Upgrading from ${source}: you are on ${describePosition(from)}; this moves you to ${describePosition(to)}.`, '');
  log(...overrideLines(overridesSince(root, base, orig, target.commit), describePosition(from)), '');

  const sample = git(root, ['diff', '--name-only', '-z', base, target.commit, '--', CONTENT])
    .split('\0')
    .filter(Boolean);
  const message = `Upgrade to ${describePosition(to)} from ${source}\n\nMerged by npm run upgrade with every file in ${CONTENT}/ kept as it was.`;
  const conflicts = mergeKeepingContent(root, target.commit, message);
  if (conflicts.length > 0) {
    log(...conflictLines(conflicts, orig));
    return 1;
  }
  git(root, ['commit', '--quiet', '--no-edit']);
  const lock = (commit: string) => tryGit(root, ['show', `${commit}:package-lock.json`]);
  const packages = packagesChanged(lock(orig), lock('HEAD'));
  // npm ci would empty the folder a linked node_modules points to: the owner installs there.
  const reinstall = packages && !linkedModules(root);
  const undo = undoCommand(orig, reinstall);
  log(
    `Merged ${target.name} (${target.commit.slice(0, 7)}) and committed it: ${CONTENT}/ is exactly as you had it` +
      (sample.length > 0
        ? ` (upstream’s changes to ${sample.length === 1 ? '1 file' : `${sample.length} files`} of the sample’s content left out).`
        : '.'),
    'Nothing was pushed. To undo the upgrade:',
    `  ${undo}`,
    ...upgradingLines(root, from, to),
  );
  if (packages) {
    log(
      '',
      `The release changes the packages: ${reinstall ? 'installing them (npm ci).' : 'node_modules is a link, so install them where it leads.'}`,
    );
    if (reinstall && npm(root, ['ci', '--no-audit', '--no-fund']) !== 0)
      throw new UpgradeError(['npm ci failed (above).', `To undo the upgrade: ${undo}`]);
  }
  if (!checkContent(root, log)) {
    log('', ...contentFixLines(describePosition(to), orig), '', `To undo the upgrade: ${undo}`);
    return 1;
  }
  log('', `What the upgrade changes on your site (${reviewCommand(orig)}):`);
  const reviewed = npm(root, ['run', '--silent', 'review', '--', orig]);
  log(
    '',
    `Upgraded to ${describePosition(to)}. Nothing was pushed: push when you are happy with it.`,
    `To undo the upgrade: ${undo}`,
  );
  return reviewed;
}

const args = process.argv.slice(2).filter((a) => a !== '--');
try {
  process.exitCode = upgrade(process.cwd(), args, (...lines) => console.log(lines.join('\n')));
} catch (error) {
  // Expected problems read as their own lines; anything else as its message, never a stack trace.
  const lines = error instanceof UpgradeError ? error.lines : [error instanceof Error ? error.message : String(error)];
  console.error(`upgrade: ${lines.join('\n')}`);
  process.exitCode = 1;
}
