/** A post's "Updated" date: its frontmatter `updated`, else its last commit, else the build date. */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';

const publicDir = path.resolve('public');
// Inside the repository but ignored by git, so its files have no commits.
const copy = path.resolve('.tmp/post-updated/content');

beforeAll(async () => {
  await rm(copy, { recursive: true, force: true });
  await mkdir(path.dirname(copy), { recursive: true });
  await cp(path.resolve('content'), copy, { recursive: true });
});
afterAll(async () => {
  await rm(path.dirname(copy), { recursive: true, force: true });
});

const karl = async (contentDir: string) => {
  const { posts } = await loadContent({ contentDir, publicDir, today: '2031-02-03' });
  return posts.find((p) => p.slug === 'karl');
};

describe('post updated date', () => {
  it('comes from the last commit that touched the file when the frontmatter has none', async () => {
    const committed = execFileSync('git', ['log', '-1', '--format=%cs', '--', 'content/blog/karl.mdx'], {
      encoding: 'utf8',
    }).trim();
    const post = await karl(path.resolve('content'));
    expect(post).toMatchObject({ updated: committed, updatedSource: 'git' });
  });

  it('falls back to the build date for a file git does not know', async () => {
    expect(await karl(copy)).toMatchObject({ updated: '2031-02-03', updatedSource: 'build' });
  });

  it('uses the frontmatter `updated` field when set', async () => {
    const file = path.join(copy, 'blog/karl.mdx');
    const source = await readFile(file, 'utf8');
    await writeFile(file, source.replace(/^date: .*$/m, '$&\nupdated: 2025-12-01'));
    expect(await karl(copy)).toMatchObject({ date: '2025-09-14', updated: '2025-12-01', updatedSource: 'frontmatter' });
    await writeFile(file, source);
  });
});
