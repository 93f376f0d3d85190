import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary, UpdatedSource } from '../../../src/content/schema.ts';
import { isShallowRepository, shallowHistoryWarning } from './dates.ts';

const post = (slug: string, updatedSource: UpdatedSource): PostSummary => ({
  slug,
  title: slug,
  description: slug,
  date: '2025-09-14',
  updated: '2025-09-14',
  updatedSource,
  source: `content/blog/${slug}.mdx`,
  readingMinutes: 1,
  draft: false,
});

describe('shallowHistoryWarning', () => {
  it('names the posts dated from a shallow history, says the dates may be wrong and how to fetch it all', () => {
    const warning = shallowHistoryWarning(
      [post('karl', 'git'), post('notes', 'frontmatter'), post('radio', 'git')],
      () => true,
    );
    expect(warning).toBe(
      'post dates: the git history is shallow, so the "Updated" date of karl, radio may be wrong; ' +
        'build from a full clone (git fetch --unshallow, or fetch-depth: 0 in actions/checkout)',
    );
  });

  it('is silent with a full history', () => {
    expect(shallowHistoryWarning([post('karl', 'git')], () => false)).toBeUndefined();
  });

  it('is silent, without asking git, when no post took its date from a commit', () => {
    let asked = false;
    const isShallow = () => (asked = true);
    expect(shallowHistoryWarning([post('karl', 'frontmatter'), post('notes', 'build')], isShallow)).toBeUndefined();
    expect(asked).toBe(false);
  });
});

describe('isShallowRepository', () => {
  let scratch: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd,
      stdio: 'ignore',
    });

  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'shallow-'));
    const full = path.join(scratch, 'full');
    mkdirSync(path.join(full, 'content'), { recursive: true });
    git(full, 'init', '-q');
    for (const day of ['01', '02']) {
      writeFileSync(path.join(full, 'content', 'post.mdx'), day);
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
});
