/** `repo` is optional on a post: a post about no code project loads without it, and a bad one is still caught. */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, formatIssue } from '../../scripts/build/issues.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

const load = (f: ContentFixture) =>
  loadContent({ contentDir: f.dir, publicDir: path.resolve('public'), today: '2025-01-01' });

describe('a post’s repo field', () => {
  it('may be left out: the post loads, and its summary has no repo', async () => {
    const f = contentFixture('post-without-repo').edit('blog/karl.mdx', /^repo: .*\n/m, '');
    fixtures.push(f);
    const { posts } = await load(f);
    expect(posts).toHaveLength(1);
    expect(posts[0]).not.toHaveProperty('repo');
  });

  it('is kept when given', async () => {
    const f = contentFixture('post-with-repo');
    fixtures.push(f);
    const { posts } = await load(f);
    expect(posts[0]?.repo).toBe('https://github.com/eliasbrandt/karl-rover');
  });

  it('must still be an http(s) URL when given', async () => {
    const f = contentFixture('post-bad-repo').edit('blog/karl.mdx', /^repo: .*$/m, 'repo: karl-rover');
    fixtures.push(f);
    const error = await load(f).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues.map(formatIssue)).toContain(
      `${f.shown}/blog/karl.mdx:5 repo: expected an absolute http(s) URL, got "karl-rover"`,
    );
  });
});
