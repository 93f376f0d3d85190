/**
 * The upgrade's merge: upstream's commit merged into the owner's branch with every path under `content/`
 * resolved to the owner's side. Files the owner changed, deleted or renamed there stay as they are, and
 * no file of the sample comes back, whatever upstream did to it: the merge's `content/` is exactly the
 * owner's last commit's. Anything else git could not combine stops the merge, for the owner to finish.
 *
 * The sample stays in `content/`, so a fresh clone builds and runs it at once. Two other ways were
 * weighed and left. A `.gitattributes` merge driver (`content/** merge=ours`) must be defined in each
 * clone's own git config, applies only when both sides changed a file's text (a deleted sample post would
 * still conflict, a new sample file still arrive), and would keep "ours" in the product's own merges of
 * sample changes. Moving the sample out of `content/` would need a copy step before `npm start`, a
 * fallback in every reader of `content/`, and one release in which every fork's sample files conflict.
 * The cost of this way: only `npm run upgrade` knows the rule (GitHub's Sync fork does not).
 */
import { existsSync, readdirSync, rmdirSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { failureLines } from '../child-failure.ts';
import { git, gitRun } from '../git.ts';
import { UpgradeError } from './errors.ts';

/** The folder that is the owner's alone. */
export const CONTENT = 'content';

/** A file git could not merge, and how the two sides left it. */
export interface Conflict {
  file: string;
  how: string;
}

/** What each unmerged status of `git status --porcelain` means to an owner. */
const CONFLICT_KINDS: Record<string, string> = {
  UU: 'changed on both sides',
  AA: 'added on both sides',
  DU: 'you deleted it; upstream changed it',
  UD: 'upstream deleted it; you changed it',
  AU: 'you added it where upstream moved a file',
  UA: 'upstream added it where you moved a file',
  DD: 'moved differently on each side',
};

/** The unmerged files in the output of `git status --porcelain=v1 -z`, in path order. */
export function conflictsFromStatus(output: string): Conflict[] {
  const conflicts: Conflict[] = [];
  for (const entry of output.split('\0')) {
    const how = CONFLICT_KINDS[entry.slice(0, 2)];
    if (how) conflicts.push({ file: entry.slice(3), how });
  }
  return conflicts.sort((a, b) => a.file.localeCompare(b.file));
}

const filesOf = (output: string) => new Set(output.split('\0').filter(Boolean));

/**
 * Merges `commit` into HEAD without committing, with `message` ready for the commit, then puts
 * `content/` back as HEAD has it, in the index and the working tree. Returns the files outside
 * `content/` left unmerged (none: the merge is ready to commit). Throws when git refuses to merge.
 */
export function mergeKeepingContent(root: string, commit: string, message: string): Conflict[] {
  const merge = gitRun(root, ['merge', '--no-ff', '--no-commit', '--no-edit', '-m', message, commit]);
  if (!existsSync(path.join(root, git(root, ['rev-parse', '--git-path', 'MERGE_HEAD']).trim()))) {
    const [reason = merge.output] = failureLines(merge.output, 1);
    throw new UpgradeError(`git could not merge: ${reason.replace(/^(fatal|error): /, '')}`);
  }
  keepOwnContent(root);
  return conflictsFromStatus(git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=no']));
}

/** Makes the index's and the working tree's `content/` HEAD's again, conflicts in it resolved. */
function keepOwnContent(root: string): void {
  const merged = filesOf(git(root, ['ls-files', '-z', '--', CONTENT]));
  const own = filesOf(git(root, ['ls-tree', '-r', '-z', '--name-only', 'HEAD', '--', CONTENT]));
  // Unmerged entries cannot be restored over; removed from the index first, they are gone as conflicts.
  git(root, ['rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', CONTENT]);
  if (own.size > 0) git(root, ['checkout', 'HEAD', '--', CONTENT]);
  for (const file of merged) {
    if (own.has(file)) continue;
    const full = path.join(root, file);
    if (existsSync(full)) unlinkSync(full);
    removeEmptyFolders(root, path.dirname(full));
  }
}

/** Removes `dir` and its parents while they are empty, up to (not including) `content/`. */
function removeEmptyFolders(root: string, dir: string): void {
  const top = path.join(root, CONTENT);
  for (let at = dir; at.startsWith(`${top}${path.sep}`); at = path.dirname(at)) {
    if (!existsSync(at) || readdirSync(at).length > 0) return;
    rmdirSync(at);
  }
}
