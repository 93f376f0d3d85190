/**
 * What git knows of the content folder's history: for each file, the commit that added it and the last
 * later commit that changed it (posts' "updated" dates), when the folder last changed (the resume's
 * date), read with one `git log`, and whether the clone is shallow. The one reader of git dates in the
 * build.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One file's history, followed through renames. */
export interface FileHistory {
  /** The day (YYYY-MM-DD, the committer's) of the commit that added the file, under whatever name it had then. */
  added: string;
  /**
   * The day of the newest commit after that one which changed the file's text; undefined when none did.
   * A rename that keeps the text is no change.
   */
  changed?: string | undefined;
}

/** The content's history: each file's history, and the folder's last commit time. */
export interface ContentHistory {
  /** Absolute path of each file in the working tree that git has a commit of → its history. */
  files: Map<string, FileHistory>;
  /** When the last commit that touched the folder was made; undefined outside a git checkout. */
  lastCommit: Date | undefined;
}

/**
 * The history of every file under `dir`, from one `git log` (one process per build, not one per
 * post). Empty when `dir` is not in a git checkout or git is missing.
 */
export function contentHistory(dir: string): ContentHistory {
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 256 * 1024 * 1024,
      });
    const top = git(['rev-parse', '--show-toplevel']).trim();
    // -M pairs a file's old and new name, so a moved or renamed post keeps its history (one call for all
    // files, where `--follow` takes one file per call). Children come before parents (--topo-order), as
    // following a rename back needs; -z leaves paths unquoted.
    const log = git(['log', '--topo-order', '-M', '--name-status', '-z', `--format=${HEADER}%ct %cs`, '--', '.']);
    return parseContentLog(log, top);
  } catch {
    // Not a git checkout, or git is missing: no history.
    return { files: new Map(), lastCommit: undefined };
  }
}

/** Each folder's history, with the commit HEAD named when it was read. */
const histories = new Map<string, { head: string; history: ContentHistory }>();

/**
 * `contentHistory(dir)`, kept while HEAD names the same commit (and the clone is as deep): the history is
 * a function of that commit, and the dev server, which reads the content at every save, asks git once per
 * commit rather than once per save. Read afresh when HEAD cannot be read from git's files.
 */
export function contentHistoryAtHead(dir: string): ContentHistory {
  const head = headState(dir);
  if (head === undefined) return contentHistory(dir);
  const known = histories.get(dir);
  if (known?.head === head) return known.history;
  const history = contentHistory(dir);
  histories.set(dir, { head, history });
  return history;
}

/** Reads a file's text, or undefined. */
function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The git folder of the checkout holding `dir` (a worktree's own, from its `.git` file) and the folder
 * its refs are shared in, found without running git; undefined outside a checkout.
 */
function gitFolders(dir: string): { gitDir: string; commonDir: string } | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const dotGit = path.join(at, '.git');
    let gitDir: string | undefined;
    try {
      if (statSync(dotGit).isDirectory()) gitDir = dotGit;
      else {
        const pointer = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? '')?.[1]?.trim();
        gitDir = pointer === undefined ? undefined : path.resolve(at, pointer);
      }
    } catch {
      // No .git here: look further up.
    }
    if (gitDir !== undefined) {
      const common = readText(path.join(gitDir, 'commondir'))?.trim();
      return { gitDir, commonDir: common ? path.resolve(gitDir, common) : gitDir };
    }
    if (path.dirname(at) === at) return undefined;
  }
}

/**
 * What `git log` in `dir` depends on besides the paths: the commit HEAD names (following symbolic refs
 * through loose and packed refs) and the shallow boundary, read from git's files; undefined when they
 * cannot be read that way (no checkout, git's location set in the environment, a layout this does not know).
 */
function headState(dir: string): string | undefined {
  if (process.env.GIT_DIR !== undefined || process.env.GIT_COMMON_DIR !== undefined) return undefined;
  const folders = gitFolders(dir);
  if (!folders) return undefined;
  const { gitDir, commonDir } = folders;
  let head = readText(path.join(gitDir, 'HEAD'))?.trim();
  for (let depth = 0; head?.startsWith('ref:') && depth < 5; depth++) {
    const ref = head.slice('ref:'.length).trim();
    head = (
      readText(path.join(gitDir, ref)) ??
      readText(path.join(commonDir, ref)) ??
      packedRef(commonDir, ref)
    )?.trim();
  }
  if (head === undefined || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(head)) return undefined;
  return `${head} ${readText(path.join(commonDir, 'shallow')) ?? ''}`;
}

/** The commit `ref` names in the packed refs of `commonDir`, or undefined. */
function packedRef(commonDir: string, ref: string): string | undefined {
  const packed = readText(path.join(commonDir, 'packed-refs')) ?? '';
  return packed
    .split('\n')
    .find((line) => line.endsWith(` ${ref}`) && !line.startsWith('#'))
    ?.split(' ')[0];
}

/** Starts each commit's line in the log, a byte no path holds. */
const HEADER = '\x01';

/** What happened to one file in one commit, newest commit first. */
type FileEvent = { day: string; kind: 'add' | 'change' | 'rename' };

/**
 * The histories in the output of `git log --topo-order -M --name-status -z --format=<HEADER>%ct %cs`,
 * read newest commit first: paths are relative to `top`, the repository's top level. A file's history
 * ends (going back) at the commit that added it; a rename carries it on under the older name.
 */
export function parseContentLog(log: string, top: string): ContentHistory {
  /** Each file of the working tree: its events, newest first. */
  const live = new Map<string, FileEvent[]>();
  /** The name a file had at the point of history reached so far → its events (a deleted file's go nowhere). */
  const names = new Map<string, FileEvent[]>();
  /** Names already met: meeting one again with no file under it means an older, deleted file. */
  const seen = new Set<string>();
  let day: string | undefined;
  let lastCommit: Date | undefined;

  const eventsAt = (name: string, deleted: boolean): FileEvent[] => {
    const known = names.get(name);
    if (known) return known;
    const events: FileEvent[] = [];
    if (!deleted && !seen.has(name)) live.set(name, events);
    seen.add(name);
    names.set(name, events);
    return events;
  };

  const fields = log.split('\0');
  for (let i = 0; i < fields.length; i++) {
    // Git ends each commit's header with a newline, and the field after it begins with that newline.
    const field = (fields[i] ?? '').replace(/^\n/, '');
    if (field.startsWith(HEADER)) {
      const [seconds = '', date = ''] = field.slice(HEADER.length).trim().split(' ');
      day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
      if (/^\d+$/.test(seconds)) {
        const time = new Date(Number(seconds) * 1000);
        if (lastCommit === undefined || time > lastCommit) lastCommit = time;
      }
      continue;
    }
    const status = /^([ACDMRTUX])(\d*)$/.exec(field);
    if (!status || day === undefined) continue;
    const [, letter, score] = status;
    if (letter === 'R' || letter === 'C') {
      const from = fields[++i] ?? '';
      const to = fields[++i] ?? '';
      const events = eventsAt(to, false);
      names.delete(to);
      if (letter === 'C') {
        // A copy is a new file; the one it was copied from carries on as it was.
        events.push({ day, kind: 'add' });
        continue;
      }
      events.push({ day, kind: score === '100' ? 'rename' : 'change' });
      names.set(from, events);
      seen.add(from);
      continue;
    }
    const name = fields[++i] ?? '';
    const events = eventsAt(name, letter === 'D');
    if (letter === 'A') {
      events.push({ day, kind: 'add' });
      names.delete(name);
    } else if (letter !== 'D') {
      events.push({ day, kind: 'change' });
    }
  }

  const files = new Map<string, FileHistory>();
  for (const [name, events] of live) {
    const history = fileHistory(events);
    if (history) files.set(path.join(top, name), history);
  }
  return { files, lastCommit };
}

/**
 * A file's history from its events, newest first. The oldest event is the commit that added it (an
 * add, or, where the history reached holds none, the oldest commit of the file it has).
 */
function fileHistory(events: readonly FileEvent[]): FileHistory | undefined {
  const first = events.at(-1);
  if (!first) return undefined;
  // YYYY-MM-DD strings sort as dates; the newest change is the latest day, whatever the commit order.
  const changed = events
    .slice(0, -1)
    .filter((e) => e.kind === 'change')
    .reduce<string | undefined>((latest, e) => (latest === undefined || e.day > latest ? e.day : latest), undefined);
  return { added: first.day, changed };
}

/**
 * Whether `dir` is in a shallow clone (CI's default checkout): its oldest commit then stands in for
 * every older one, so each file looks added by it. False outside a git checkout.
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
