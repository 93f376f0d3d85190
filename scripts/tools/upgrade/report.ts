/**
 * What `npm run upgrade` says, line by line: a refused working tree, the owner's overrides, a merge that
 * stopped, the undo command and what to do next. Pure, so each wording is tested as the owner reads it.
 */
import type { Conflict } from './merge.ts';
import type { Override } from './overrides.ts';

/** The most files a list shows before it says how many more there are. */
const SHOWN = 20;

function capped(lines: readonly string[]): string[] {
  return lines.length <= SHOWN ? [...lines] : [...lines.slice(0, SHOWN), `  … and ${lines.length - SHOWN} more`];
}

/** Why a working tree with uncommitted changes (`git status --porcelain` lines) is refused, and what to do. */
export function uncommittedLines(status: readonly string[]): string[] {
  return [
    'your working tree has uncommitted changes:',
    ...capped(status.map((line) => `  ${line}`)),
    'The upgrade is one merge commit, and the command that undoes it (git reset --hard) would throw',
    'uncommitted work away; merged into, it would be mixed up with upstream’s changes.',
    'Commit them (git add --all && git commit) or set them aside (git stash --include-untracked),',
    'then run npm run upgrade again.',
  ];
}

/** The owner's overrides, each upstream also changed marked, compared with the release they were on. */
export function overrideLines(list: readonly Override[], from: string): string[] {
  if (list.length === 0) return [`You have no changes outside content/ (compared with ${from}).`];
  const width = Math.max(...list.map((o) => o.file.length));
  const lines = list.map((o) =>
    `  ${o.change.padEnd(8)}  ${o.file.padEnd(width)}${o.upstreamToo ? '  upstream changed it too' : ''}`.trimEnd(),
  );
  const both = list.filter((o) => o.upstreamToo).length;
  return [
    `Your changes outside content/, compared with ${from}:`,
    ...capped(lines),
    both === 0
      ? 'Upstream changed none of them.'
      : `Upstream changed ${both === 1 ? 'one of them' : `${both} of them`} too: after the merge, check that ${both === 1 ? 'it' : 'each'} still does what you meant.`,
  ];
}

/** The command that puts the branch back where it was: `reinstall` when the upgrade changed the packages. */
export function undoCommand(commit: string, reinstall: boolean): string {
  return `git reset --hard ${commit}${reinstall ? ' && npm ci' : ''}`;
}

/** The command that reviews what the upgrade changes on the site: the owner's last commit against now. */
export function reviewCommand(commit: string): string {
  return `npm run review -- ${commit}`;
}

/** A merge that stopped: the files, how to finish, how to abort. */
export function conflictLines(conflicts: readonly Conflict[], orig: string): string[] {
  const width = Math.max(...conflicts.map((c) => c.file.length));
  return [
    'The merge stopped: git could not combine your changes and upstream’s in these files',
    '(content/ is already resolved to yours):',
    ...capped(conflicts.map((c) => `  ${c.file.padEnd(width)}  ${c.how}`)),
    'Resolve each one: edit it to keep what you need (git marks the two versions between <<<<<<< and',
    '>>>>>>>), or take one side whole with git checkout --ours (yours) or --theirs (upstream’s) -- <file>;',
    'a file you deleted stays deleted with git rm <file>. Then git add <file>.',
    'To finish: git commit --no-edit, then npm run check:content and',
    `  ${reviewCommand(orig)}`,
    'To abort, leaving everything as it was: git merge --abort',
  ];
}

/** After a content check that failed: what the lines above mean and what comes next. */
export function contentFixLines(release: string, orig: string): string[] {
  return [
    `Your content needs the changes above for ${release}: each line names the file, the line and what to write.`,
    'Fix them, check again with npm run check:content, and commit. Then see what the upgrade changes on',
    `your site: ${reviewCommand(orig)}`,
  ];
}
