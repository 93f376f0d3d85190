/**
 * The build's one reader of git history, against real repositories: each content file's last commit day
 * and the folder's last commit time (contentHistory), and whether a clone is shallow.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHistory, isShallowRepository } from '../../scripts/build/git-history.ts';

describe('isShallowRepository', () => {
  let scratch: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd,
      stdio: 'ignore',
      // Each commit on a day of its own, so the dates say which commit touched a file last.
      env: { ...process.env, GIT_COMMITTER_DATE: commitDate, GIT_AUTHOR_DATE: commitDate },
    });
  let commitDate = '2026-01-01T12:00:00Z';

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'shallow-'));
    const full = path.join(scratch, 'full');
    mkdirSync(path.join(full, 'content'), { recursive: true });
    git(full, 'init', '-q');
    for (const day of ['01', '02']) {
      commitDate = `2026-01-${day}T12:00:00Z`;
      writeFileSync(path.join(full, 'content', 'post.mdx'), day);
      if (day === '01') writeFileSync(path.join(full, 'content', 'site.md'), day);
      git(full, 'add', '.');
      git(full, 'commit', '-q', '-m', day);
    }
    // A file:// URL, because git ignores --depth for a plain local path.
    git(scratch, 'clone', '-q', '--depth', '1', pathToFileURL(full).href, 'shallow');
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('is true in a clone made with --depth 1 (CI’s default checkout)', () => {
    expect(isShallowRepository(path.join(scratch, 'shallow', 'content'))).toBe(true);
  });

  it('is false in a full clone', () => {
    expect(isShallowRepository(path.join(scratch, 'full', 'content'))).toBe(false);
  });

  it('is false outside a git checkout', () => {
    expect(isShallowRepository(tmpdir())).toBe(false);
  });

  it('gives each file the day of the last commit that touched it, and the folder its last commit time', () => {
    const { fileDates, lastCommit } = contentHistory(path.join(scratch, 'full', 'content'));
    expect(Object.fromEntries([...fileDates].map(([file, day]) => [path.basename(file), day]))).toEqual({
      'post.mdx': '2026-01-02',
      'site.md': '2026-01-01',
    });
    expect(lastCommit?.toISOString()).toBe('2026-01-02T12:00:00.000Z');
  });

  it('knows nothing outside a git checkout', () => {
    expect(contentHistory(tmpdir())).toEqual({ fileDates: new Map(), lastCommit: undefined });
  });
});
