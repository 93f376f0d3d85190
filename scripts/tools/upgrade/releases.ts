/**
 * Releases of the product: each is a git tag `vMAJOR.MINOR.PATCH` on upstream's history (CHANGELOG.md
 * says what each one changed). Pure: read from `git ls-remote --tags`, ordered, and a commit's place
 * among them put in words.
 */

/** A release: its version, its tag and the commit the tag names. */
export interface Release {
  version: string;
  tag: string;
  commit: string;
}

const RELEASE_TAG = /^v(\d+)\.(\d+)\.(\d+)$/;

/** Orders versions `major.minor.patch` numerically: negative when `a` is older than `b`. */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split('.').map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The releases in the output of `git ls-remote --tags <remote>`, newest first. An annotated tag is
 * listed twice, the second time peeled (`refs/tags/v1.0.0^{}`, the commit): the commit is what counts.
 * Tags that are not a release's (`v2`, `v2.0.0-rc.1`, `site-2026`) are left out.
 */
export function releasesFromLsRemote(output: string): Release[] {
  const byTag = new Map<string, Release>();
  for (const line of output.split('\n')) {
    const [commit, ref] = line.trim().split(/\s+/);
    if (!commit || !ref?.startsWith('refs/tags/')) continue;
    const peeled = ref.endsWith('^{}');
    const tag = ref.slice('refs/tags/'.length, peeled ? -3 : undefined);
    const version = RELEASE_TAG.exec(tag);
    if (!version) continue;
    if (peeled || !byTag.has(tag)) byTag.set(tag, { version: tag.slice(1), tag, commit });
  }
  return [...byTag.values()].sort((a, b) => compareVersions(b.version, a.version));
}

/** Where a commit of upstream's stands: the newest release in its history, and the commits after it. */
export interface Position {
  commit: string;
  release?: Release | undefined;
  /** Commits after `release` up to `commit` (0: the commit is the release). */
  after: number;
}

/** `release 2.0.0`, `release 2.0.0 and 3 later commits (4f2a9c1)`, or `commit 4f2a9c1 (before the first release)`. */
export function describePosition(position: Position): string {
  const short = position.commit.slice(0, 7);
  if (!position.release) return `commit ${short} (before the first release)`;
  if (position.after === 0) return `release ${position.release.version}`;
  const commits = position.after === 1 ? '1 later commit' : `${position.after} later commits`;
  return `release ${position.release.version} and ${commits} (${short})`;
}
