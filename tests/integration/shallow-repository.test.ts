/** isShallowRepository against real git clones: a full one, one made with --depth 1, and no checkout at all. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isShallowRepository } from '../../scripts/build/content/dates.ts';

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
