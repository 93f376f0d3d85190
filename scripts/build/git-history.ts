/**
 * What git knows of the content folder's history: when each file was last committed (posts' "updated"
 * dates) and when the folder last changed (the resume's date), read with one `git log`, and whether the
 * clone is shallow. The one reader of git dates in the build.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The content's history: each file's last commit day, and the folder's last commit time. */
export interface ContentHistory {
  /** Absolute file path → the day (YYYY-MM-DD, the committer's) of the last commit that touched it. */
  fileDates: Map<string, string>;
  /** When the last commit that touched the folder was made; undefined outside a git checkout. */
  lastCommit: Date | undefined;
}

/**
 * The history of every file under `dir`, from one `git log` (one process per build, not one per
 * post). Empty when `dir` is not in a git checkout or git is missing.
 */
export function contentHistory(dir: string): ContentHistory {
  const fileDates = new Map<string, string>();
  let lastCommit: Date | undefined;
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
    // Newest first: a line "\0<seconds> <day>" per commit, then the paths it touched (relative to the top level).
    for (const line of git(['log', '--format=%x00%ct %cs', '--name-only', '--', '.']).split('\n')) {
      if (line.startsWith('\0')) {
        const [seconds = '', day = ''] = line.slice(1).split(' ');
        date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
        if (lastCommit === undefined && /^\d+$/.test(seconds)) lastCommit = new Date(Number(seconds) * 1000);
      } else if (line && date) {
        const file = path.join(top, line);
        if (!fileDates.has(file)) fileDates.set(file, date);
      }
    }
  } catch {
    // Not a git checkout, or git is missing: no dates.
  }
  return { fileDates, lastCommit };
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
