/**
 * Where an upgrade comes from: a remote of the owner's repository (`upstream` by default) or a URL, the
 * commit taken from it (its newest release unless a ref is named), and where the owner's fork and that
 * commit stand among upstream's releases. Only fetches: nothing is pushed, and no tag is written.
 */
import { existsSync } from 'node:fs';
import { git, gitRun, tryGit } from '../git.ts';
import { UpgradeError } from './errors.ts';
import { releasesFromLsRemote, type Position, type Release } from './releases.ts';

/** The remote an upgrade comes from when none is named. */
export const DEFAULT_REMOTE = 'upstream';

/** What the upgrade takes: from where, under what name, the commit, and upstream's releases. */
export interface Target {
  source: string;
  /** The ref as the owner knows it: a release's tag, a branch, or what they typed. */
  name: string;
  commit: string;
  releases: Release[];
}

/** The remote or URL to upgrade from: `given`, else the `upstream` remote; an UpgradeError says how to add one. */
export function sourceOf(root: string, given: string | undefined): string {
  const remotes = git(root, ['remote']).split('\n').filter(Boolean);
  if (given === undefined) {
    if (remotes.includes(DEFAULT_REMOTE)) return DEFAULT_REMOTE;
    throw new UpgradeError([
      `this repository has no remote named ${DEFAULT_REMOTE}, the product’s repository that upgrades come from.`,
      'Add it once, with the address of the repository you forked (on GitHub, the "forked from" link under your repository’s name):',
      `  git remote add ${DEFAULT_REMOTE} https://github.com/<owner>/<repository>.git`,
      'or name a remote or URL: npm run upgrade -- <remote or URL> [ref]',
    ]);
  }
  // A URL (https://…, ssh://…, git@host:path) or a repository on this machine.
  if (remotes.includes(given) || /^[a-z][a-z0-9+.-]*:\/\//i.test(given) || /^[^/\s]+@[^:\s]+:/.test(given))
    return given;
  if (existsSync(given)) return given;
  throw new UpgradeError(
    `${given} is neither a remote of this repository (${remotes.join(', ') || 'it has none'}) nor a URL; ` +
      'usage: npm run upgrade -- [remote or URL] [ref]',
  );
}

/** Fetches `ref` from `source` (else its newest release, else its default branch) and says what it is. */
export function fetchTarget(root: string, source: string, ref: string | undefined): Target {
  let listing: string;
  try {
    listing = git(root, ['ls-remote', '--tags', source]);
  } catch (error) {
    throw new UpgradeError(`could not reach ${source}: ${gitReason(error)}`);
  }
  const releases = releasesFromLsRemote(listing);
  const newest = releases[0];
  const name = ref ?? newest?.tag ?? defaultBranch(root, source);
  const wanted = ref ?? (newest ? `refs/tags/${newest.tag}` : 'HEAD');
  try {
    git(root, ['fetch', '--quiet', '--no-tags', source, wanted]);
  } catch (error) {
    throw new UpgradeError(`could not fetch ${name} from ${source}: ${gitReason(error)}`);
  }
  const commit = git(root, ['rev-parse', '--verify', 'FETCH_HEAD^{commit}']).trim();
  return { source, name, commit, releases };
}

/** Git's complaint without its `fatal:` label. */
const gitReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/^(fatal|error): /, '');

/** The branch a remote's HEAD names (`main`), or `HEAD` when it does not say. */
function defaultBranch(root: string, source: string): string {
  const symref = tryGit(root, ['ls-remote', '--symref', source, 'HEAD']);
  return /^ref: refs\/heads\/(\S+)\s+HEAD/m.exec(symref ?? '')?.[1] ?? 'HEAD';
}

/** Whether `ancestor` is in the history of `commit` (false when either is not in this repository). */
export function isAncestor(root: string, ancestor: string, commit: string): boolean {
  return gitRun(root, ['merge-base', '--is-ancestor', ancestor, commit]).status === 0;
}

/** Where `commit` stands: the newest of `releases` in its history, and the commits after it. */
export function positionOf(root: string, commit: string, releases: readonly Release[]): Position {
  const release = releases.find((r) => isAncestor(root, r.commit, commit));
  if (!release) return { commit, after: 0 };
  const after = Number(git(root, ['rev-list', '--count', `${release.commit}..${commit}`]).trim());
  return { commit, release, after };
}
