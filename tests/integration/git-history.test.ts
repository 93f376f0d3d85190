/**
 * The build's one reader of git history, against real repositories: each content file's history (the
 * commit that added it, the last change after it, followed through renames), the folder's last commit
 * time (contentHistory), kept while HEAD names the same commit (contentHistoryAtHead), and whether a clone
 * is shallow.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHistory, contentHistoryAtHead, isShallowRepository } from '../../scripts/pipeline/dates/git-history.ts';

let scratch: string;
let commitDate = '2026-01-01T12:00:00Z';
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    stdio: 'ignore',
    // Each commit on a day of its own, so the dates say which commit touched a file.
    env: { ...process.env, GIT_COMMITTER_DATE: commitDate, GIT_AUTHOR_DATE: commitDate },
  });

/** Commits everything in `repo` on 2026-01-<day>, after `change` has edited its files. */
function commitOn(repo: string, day: string, change: () => void): void {
  commitDate = `2026-01-${day}T12:00:00Z`;
  change();
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', day);
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'git-history-'));
  const full = path.join(scratch, 'full');
  const content = path.join(full, 'content');
  const post = (name: string, text: string) => writeFileSync(path.join(content, 'blog', name), text);
  mkdirSync(path.join(content, 'blog'), { recursive: true });
  git(full, 'init', '-q');
  // Long enough for git to pair a renamed file with its old name.
  const body = Array.from({ length: 20 }, (_, i) => `Line ${i} of a post long enough to be recognised.`).join('\n');
  commitOn(full, '01', () => {
    post('edited.mdx', body);
    post('moved.mdx', body.replaceAll('post', 'note'));
    writeFileSync(path.join(content, 'site.md'), 'site');
  });
  commitOn(full, '02', () => {
    post('edited.mdx', `${body}\nOne more line.`);
    // A fork's import: several posts in one commit.
    post('imported-a.mdx', 'a');
    post('imported-b.mdx', 'b');
  });
  commitOn(full, '03', () => {
    mkdirSync(path.join(content, 'notes'));
    execFileSync('git', ['mv', 'blog/moved.mdx', 'notes/moved.mdx'], { cwd: content });
  });
  // A file:// URL, because git ignores --depth for a plain local path.
  git(scratch, 'clone', '-q', '--depth', '1', pathToFileURL(full).href, 'shallow');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('isShallowRepository', () => {
  it('is true in a clone made with --depth 1 (CI’s default checkout)', () => {
    expect(isShallowRepository(path.join(scratch, 'shallow', 'content'))).toBe(true);
  });

  it('is false in a full clone', () => {
    expect(isShallowRepository(path.join(scratch, 'full', 'content'))).toBe(false);
  });

  it('is false outside a git checkout', () => {
    expect(isShallowRepository(tmpdir())).toBe(false);
  });
});

describe('contentHistory', () => {
  it('gives each file the day that added it, the day of its last change after that, and the folder its last commit time', () => {
    const content = path.join(scratch, 'full', 'content');
    const { files, lastCommit } = contentHistory(content);
    const relative = Object.fromEntries([...files].map(([file, history]) => [path.relative(content, file), history]));
    expect(relative).toEqual({
      'blog/edited.mdx': { added: '2026-01-01', changed: '2026-01-02' },
      'blog/imported-a.mdx': { added: '2026-01-02', changed: undefined },
      'blog/imported-b.mdx': { added: '2026-01-02', changed: undefined },
      // Moved to another folder: the same file, added on the first day, unchanged since.
      'notes/moved.mdx': { added: '2026-01-01', changed: undefined },
      'site.md': { added: '2026-01-01', changed: undefined },
    });
    expect(lastCommit?.toISOString()).toBe('2026-01-03T12:00:00.000Z');
  });

  it('sees every file of a shallow clone as added by its one commit', () => {
    const { files } = contentHistory(path.join(scratch, 'shallow', 'content'));
    expect(files.size).toBe(5);
    for (const history of files.values()) expect(history).toEqual({ added: '2026-01-03', changed: undefined });
  });

  it('knows nothing outside a git checkout', () => {
    expect(contentHistory(tmpdir())).toEqual({ files: new Map(), lastCommit: undefined });
  });
});

describe('contentHistoryAtHead', () => {
  it('is contentHistory, kept while HEAD names the same commit, and read again after a commit', () => {
    const repo = path.join(scratch, 'kept');
    const content = path.join(repo, 'content');
    mkdirSync(content, { recursive: true });
    git(repo, 'init', '-q');
    commitOn(repo, '04', () => writeFileSync(path.join(content, 'site.md'), 'site'));
    const first = contentHistoryAtHead(content);
    expect(first).toEqual(contentHistory(content));
    expect(contentHistoryAtHead(content)).toBe(first);
    // A save that is no commit changes nothing git knows.
    writeFileSync(path.join(content, 'site.md'), 'site, edited');
    expect(contentHistoryAtHead(content)).toBe(first);
    commitOn(repo, '05', () => undefined);
    const second = contentHistoryAtHead(content);
    expect(second).not.toBe(first);
    expect(second).toEqual(contentHistory(content));
    expect(second.files.get(path.join(content, 'site.md'))).toEqual({ added: '2026-01-04', changed: '2026-01-05' });
    // With its refs packed, HEAD is still read from git's files, and the history still kept.
    git(repo, 'pack-refs', '--all');
    expect(contentHistoryAtHead(content)).toBe(second);
  });

  it('reads HEAD in a worktree of its own, and knows nothing outside a checkout', () => {
    const worktree = path.join(scratch, 'worktree');
    git(path.join(scratch, 'full'), 'worktree', 'add', '-q', '--detach', worktree);
    const content = path.join(worktree, 'content');
    const history = contentHistoryAtHead(content);
    expect(history).toEqual(contentHistory(content));
    expect(history.files.size).toBe(5);
    expect(contentHistoryAtHead(content)).toBe(history);
    expect(contentHistoryAtHead(tmpdir())).toEqual({ files: new Map(), lastCommit: undefined });
  });
});
