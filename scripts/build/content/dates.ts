/** A post's "updated" date: its frontmatter, else the last commit that touched its file, else the build date. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { PostSummary, UpdatedSource } from '../../../src/content/schema.ts';

/** The post's "updated" date and where it came from. `commitDates` is called only when needed. */
export function updatedDate(
  frontmatter: string | undefined,
  file: string,
  today: string,
  commitDates: () => Map<string, string>,
): { updated: string; source: UpdatedSource } {
  if (frontmatter) return { updated: frontmatter, source: 'frontmatter' };
  const committed = commitDates().get(path.resolve(file));
  if (committed) return { updated: committed, source: 'git' };
  return { updated: today, source: 'build' };
}

/**
 * The last commit date of every file under `dir`, from one `git log` (one process per build, not one
 * per post, so the build does not slow down by a process start for each post). Empty when `dir` is
 * not in a git checkout or git is missing.
 */
export function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 256 * 1024 * 1024,
      });
    const top = git(['rev-parse', '--show-toplevel']).trim();
    let date: string | undefined;
    // Newest first: a line "\0<date>" per commit, then the paths it touched (relative to the top level).
    for (const line of git(['log', '--format=%x00%cs', '--name-only', '--', '.']).split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
        const file = path.join(top, line);
        if (!dates.has(file)) dates.set(file, date);
      }
    }
  } catch {
    // Not a git checkout, or git is missing: every post falls back to the build date.
  }
  return dates;
}

/**
 * Whether `dir` is in a shallow clone (CI's default checkout): its oldest commit then stands in for
 * every older one, so each file looks last changed by it. False outside a git checkout.
 */
export function isShallowRepository(dir: string): boolean {
  try {
    const out = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * The build's one warning line when some post's "updated" date came from a shallow history, else
 * undefined. `isShallow` runs only when a post took its date from git.
 */
export function shallowHistoryWarning(
  posts: readonly Pick<PostSummary, 'slug' | 'updatedSource'>[],
  isShallow: () => boolean,
): string | undefined {
  const fromGit = posts.filter((p) => p.updatedSource === 'git').map((p) => p.slug);
  if (fromGit.length === 0 || !isShallow()) return undefined;
  return (
    `post dates: the git history is shallow, so the "Updated" date of ${fromGit.join(', ')} may be wrong; ` +
    'build from a full clone (git fetch --unshallow, or fetch-depth: 0 in actions/checkout)'
  );
}
