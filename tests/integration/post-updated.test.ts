/**
 * A post's "updated" date: its frontmatter `updated`, else a commit to its file after the one that added
 * it; the commit that adds it (an import of several posts included) is no update, nor is a file git has
 * no commit of. With no update, `updated` is the publication date, so the post shows no "Updated".
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type LoadedPost } from '../../scripts/pipeline/content/load.ts';
import { postDates } from '../../src/lib/posts.ts';
import { CONTENT_DIR, contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const publicDir = path.resolve('public');
/** The day the test's own repository imports the test site, in one commit. */
const IMPORTED = '2030-05-06';
/** The day a second commit changes one post. */
const CHANGED = '2030-06-07';

const { posts } = fixtureContent();
const withUpdated = posts.find((p) => p.updated !== undefined);
const withoutUpdated = posts.find((p) => p.updated === undefined);
if (!withUpdated || !withoutUpdated) throw new Error('the test site needs a post with `updated` and one without');

/** A copy of the test site inside this repository but ignored by git (.tmp/), so its files have no commits… */
let uncommitted: ContentFixture;
/** …and its posts. */
let unversioned: LoadedPost[];
/** The posts of a repository that imported the test site (its `updated` fields removed) in one commit… */
let imported: LoadedPost[];
/** …and of the same repository after a second commit changed one post. */
let changed: LoadedPost[];

const load = async (contentDir: string) => (await loadContent({ contentDir, publicDir })).posts;
const find = (list: LoadedPost[], slug: string) => list.find((p) => p.slug === slug);

beforeAll(async () => {
  uncommitted = contentFixture('post-updated');
  unversioned = await load(uncommitted.dir);
  const repository = mkdtempSync(path.join(tmpdir(), 'post-updated-'));
  const content = path.join(repository, 'content');
  const git = (day: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
      cwd: repository,
      stdio: 'ignore',
      env: { ...process.env, GIT_COMMITTER_DATE: `${day}T12:00:00Z`, GIT_AUTHOR_DATE: `${day}T12:00:00Z` },
    });
  try {
    git(IMPORTED, 'init', '-q');
    cpSync(CONTENT_DIR, content, { recursive: true });
    // Every post's date comes from git: an import of several posts without `updated`.
    for (const name of readdirSync(path.join(content, 'blog')).filter((n) => n.endsWith('.mdx'))) {
      const file = path.join(content, 'blog', name);
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^updated: .*\n/m, ''));
    }
    git(IMPORTED, 'add', '.');
    git(IMPORTED, 'commit', '-q', '-m', 'import');
    imported = await load(content);
    appendFileSync(
      path.join(content, path.relative(CONTENT_DIR, path.resolve(withoutUpdated.file))),
      '\nOne more line.\n',
    );
    git(CHANGED, 'commit', '-q', '-am', 'change');
    changed = await load(content);
  } finally {
    rmSync(repository, { recursive: true, force: true });
  }
});
afterAll(() => uncommitted.dispose());

describe('post updated date', () => {
  it('is no update for posts an import added together in one commit', () => {
    expect(imported.length).toBeGreaterThan(1);
    for (const post of imported) {
      expect(post).toMatchObject({ updated: post.date, updatedSource: 'first-commit' });
      expect(postDates(post).map((d) => d.label)).toEqual(['Published']);
    }
  });

  it('comes from a second commit to the file', () => {
    const post = find(changed, withoutUpdated.slug);
    expect(post).toMatchObject({ updated: CHANGED, updatedSource: 'later-commit' });
    expect(post && postDates(post)).toEqual([
      { label: 'Published', date: withoutUpdated.date },
      { label: 'Updated', date: CHANGED },
    ]);
    // The other posts, untouched, still show none.
    for (const other of changed.filter((p) => p.slug !== withoutUpdated.slug)) {
      expect(other.updatedSource).toBe('first-commit');
    }
  });

  it('is no update for a file git has no commit of, whatever the day of the build', () => {
    expect(find(unversioned, withoutUpdated.slug)).toMatchObject({
      updated: withoutUpdated.date,
      updatedSource: 'no-commit',
    });
  });

  it('uses the frontmatter `updated` field when set', () => {
    expect(find(unversioned, withUpdated.slug)).toMatchObject({
      date: withUpdated.date,
      updated: withUpdated.updated,
      updatedSource: 'frontmatter',
    });
  });
});
