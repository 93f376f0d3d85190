/** `repo` is optional on a post: a post about no code project loads without it, and a bad one is still caught. */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, formatIssue } from '../../scripts/pipeline/content/issues.ts';
import { loadContent } from '../../scripts/pipeline/content/load.ts';
import { datedContentFixture, lineOf, type ContentFixture } from '../support/content-fixture.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

/** A copy of the test site; every post in it is dated in its frontmatter, so loading it asks git nothing. */
function fixture(name: string): ContentFixture {
  const f = datedContentFixture(name);
  fixtures.push(f);
  return f;
}

const load = (f: ContentFixture) => loadContent({ contentDir: f.dir, publicDir: path.resolve('public') });

const withRepo = fixtureContent().posts.find((p) => p.repo !== undefined);
if (!withRepo?.repo) throw new Error('the test site needs a published post with a repo');
const file = `blog/${withRepo.slug}.mdx`;

describe('a post’s repo field', () => {
  it('may be left out: the post loads, and its summary has no repo', async () => {
    const f = fixture('post-without-repo').edit(file, /^repo: .*\n/m, '');
    const { posts } = await load(f);
    expect(posts.map((p) => p.slug)).toEqual(fixtureContent().posts.map((p) => p.slug));
    expect(posts.find((p) => p.slug === withRepo.slug)).not.toHaveProperty('repo');
  });

  it('is kept when given', async () => {
    const { posts } = await load(fixture('post-with-repo'));
    expect(posts.find((p) => p.slug === withRepo.slug)?.repo).toBe(withRepo.repo);
  });

  it('must still be an http(s) URL when given', async () => {
    const f = fixture('post-bad-repo').edit(file, /^repo: .*$/m, 'repo: my-project');
    const error = await load(f).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues.map(formatIssue)).toContain(
      `${f.shown}/${file}:${lineOf(f, file, 'repo: my-project')} repo: expected an absolute http(s) URL, got "my-project"`,
    );
  });
});
