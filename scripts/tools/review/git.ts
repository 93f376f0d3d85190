/**
 * The revisions a review compares, and the temporary git worktree each committed revision is built in.
 * Worktrees live in `.tmp/review/worktrees/` of the repository (ignored by git); their `node_modules`
 * is a link to the repository's own, so nothing is installed twice. A worktree left there by an
 * interrupted run is removed before a new one is made; one the review did not make is never touched.
 */
import { existsSync, lstatSync, realpathSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { git, tryGit } from '../git.ts';
import { ReviewError } from './errors.ts';

/** The top folder of the repository that holds `cwd`. */
export function repositoryRoot(cwd: string): string {
  try {
    return git(cwd, ['rev-parse', '--show-toplevel']).trim();
  } catch {
    throw new ReviewError(`${cwd} is not inside a git repository`);
  }
}

/** A revision to compare: a commit, or the working tree with its uncommitted edits. */
export interface Revision {
  /** What the reader typed or what was chosen for them, e.g. `main` or `HEAD~1`. */
  name: string;
  /** The full commit id; absent for the working tree. */
  commit?: string;
  /** How the summary names it, e.g. `main (3f2a9c1)` or `the working tree`. */
  label: string;
}

/** The commit `name` stands for, or a ReviewError saying which argument is not a commit. */
export function resolveCommit(root: string, name: string, role: 'BASE' | 'HEAD'): Revision {
  let commit: string;
  try {
    commit = git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${name}^{commit}`]).trim();
  } catch {
    throw new ReviewError(`${role} "${name}" is not a commit in this repository (try a branch, a tag or a commit id)`);
  }
  return { name, commit, label: `${name} (${commit.slice(0, 7)})` };
}

/** BASE when none is given: the merge base with `main` (or `origin/main`), or `HEAD~1` on `main` itself. */
export function defaultBase(root: string): Revision {
  const branch = tryGit(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  const main = ['main', 'origin/main'].find((ref) =>
    tryGit(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]),
  );
  if (branch === 'main' || !main) {
    const previous = resolveCommit(root, 'HEAD~1', 'BASE');
    return { ...previous, label: `HEAD~1 (${(previous.commit ?? '').slice(0, 7)})` };
  }
  const commit = tryGit(root, ['merge-base', 'HEAD', main]);
  if (!commit) throw new ReviewError(`HEAD and ${main} have no common commit; name a BASE to compare with`);
  return { name: commit, commit, label: `the merge base with ${main} (${commit.slice(0, 7)})` };
}

/** Where the review keeps its worktrees and builds. */
export function workFolder(root: string): string {
  return path.join(root, '.tmp', 'review');
}

interface WorktreeEntry {
  path: string;
  branch?: string;
}

function worktrees(root: string): WorktreeEntry[] {
  return git(root, ['worktree', 'list', '--porcelain'])
    .split('\n\n')
    .map((block) => {
      const lines = block.split('\n');
      const dir = lines.find((l) => l.startsWith('worktree '))?.slice('worktree '.length);
      const branch = lines.find((l) => l.startsWith('branch '))?.slice('branch '.length);
      return dir ? { path: dir, ...(branch ? { branch } : {}) } : undefined;
    })
    .filter((entry) => entry !== undefined);
}

const samePath = (a: string, b: string) => {
  const real = (p: string) => (existsSync(p) ? realpathSync(p) : path.resolve(p));
  return real(a) === real(b);
};

/**
 * Clears `dir` for a new worktree. A detached worktree there is one an interrupted review left: it is
 * removed, uncommitted changes and all, and the returned notice says so. A worktree on a branch is
 * someone's work, so the review stops instead.
 */
export function clearLeftover(root: string, dir: string): string | undefined {
  const shown = path.relative(root, dir);
  const entry = worktrees(root).find((w) => samePath(w.path, dir));
  if (entry?.branch) {
    throw new ReviewError(
      `${shown} is a worktree on ${entry.branch.replace(/^refs\/heads\//, 'branch ')}, which the review did not make; ` +
        `remove it yourself (git worktree remove ${shown})`,
    );
  }
  let notice: string | undefined;
  if (entry) {
    const dirty = existsSync(dir) && tryGit(dir, ['status', '--porcelain', '--untracked-files=no']) !== undefined;
    unlinkModules(dir);
    git(root, ['worktree', 'remove', '--force', dir]);
    notice = `Removed ${shown}, a worktree left by an interrupted review${dirty ? ' (with uncommitted changes)' : ''}`;
  } else if (existsSync(dir)) {
    unlinkModules(dir);
    rmSync(dir, { recursive: true, force: true });
    notice = `Removed ${shown}, a folder left by an interrupted review`;
  }
  git(root, ['worktree', 'prune']);
  return notice;
}

/** Checks out `commit` in a new detached worktree at `dir`, sharing the repository's node_modules. */
export function addWorktree(root: string, dir: string, commit: string): void {
  git(root, ['worktree', 'add', '--detach', '--force', dir, commit]);
  const modules = path.join(root, 'node_modules');
  if (existsSync(modules)) symlinkSync(realpathSync(modules), path.join(dir, 'node_modules'), 'dir');
}

/** Removes the worktree at `dir` (and its link to node_modules, never what the link points to). */
export function removeWorktree(root: string, dir: string): void {
  unlinkModules(dir);
  if (worktrees(root).some((w) => samePath(w.path, dir))) git(root, ['worktree', 'remove', '--force', dir]);
  else rmSync(dir, { recursive: true, force: true });
  git(root, ['worktree', 'prune']);
}

function unlinkModules(dir: string): void {
  const link = path.join(dir, 'node_modules');
  try {
    if (lstatSync(link).isSymbolicLink()) unlinkSync(link);
  } catch {
    // No link there: nothing to undo.
  }
}
