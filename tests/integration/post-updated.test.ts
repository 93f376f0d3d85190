/** A post's "Updated" date: its frontmatter `updated`, else its last commit, else the build date. */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';
import { CONTENT_DIR, contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const publicDir = path.resolve('public');
const TODAY = '2031-02-03';
/** When the test's own repository commits the copy. */
const COMMITTED = '2030-05-06';

const withUpdated = fixtureContent().posts.find((p) => p.updated !== undefined);
const withoutUpdated = fixtureContent().posts.find((p) => p.updated === undefined);
if (!withUpdated || !withoutUpdated) throw new Error('the test site needs a post with `updated` and one without');

/** A copy of the test site inside this repository but ignored by git (.tmp/), so its files have no commits. */
let uncommitted: ContentFixture;
/** A copy of the test site in a git repository of its own, committed on a known day. */
let repository: string;

beforeAll(() => {
  uncommitted = contentFixture('post-updated');
  repository = mkdtempSync(path.join(tmpdir(), 'post-updated-'));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repository,
      stdio: 'ignore',
      env: { ...process.env, GIT_COMMITTER_DATE: `${COMMITTED}T12:00:00Z`, GIT_AUTHOR_DATE: `${COMMITTED}T12:00:00Z` },
    });
  git('init', '-q');
  cpSync(CONTENT_DIR, path.join(repository, 'content'), { recursive: true });
  git('add', '.');
  git('commit', '-q', '-m', 'content');
});
afterAll(() => {
  uncommitted.dispose();
  rmSync(repository, { recursive: true, force: true });
});

const postIn = async (contentDir: string, slug: string) => {
  const { posts } = await loadContent({ contentDir, publicDir, today: TODAY });
  return posts.find((p) => p.slug === slug);
};

describe('post updated date', () => {
  it('comes from the last commit that touched the file when the frontmatter has none', async () => {
    expect(await postIn(path.join(repository, 'content'), withoutUpdated.slug)).toMatchObject({
      updated: COMMITTED,
      updatedSource: 'git',
    });
  });

  it('falls back to the build date for a file git does not know', async () => {
    expect(await postIn(uncommitted.dir, withoutUpdated.slug)).toMatchObject({
      updated: TODAY,
      updatedSource: 'build',
    });
  });

  it('uses the frontmatter `updated` field when set, even for a committed file', async () => {
    const expected = { date: withUpdated.date, updated: withUpdated.updated, updatedSource: 'frontmatter' };
    expect(await postIn(uncommitted.dir, withUpdated.slug)).toMatchObject(expected);
    expect(await postIn(path.join(repository, 'content'), withUpdated.slug)).toMatchObject(expected);
  });
});
