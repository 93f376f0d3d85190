/**
 * The post scaffold: a file that loads and compiles as a draft, publishes by deleting one line, and
 * never overwrites. The command that writes it is tested in tests/integration/new-post-command.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datedContentFixture, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import { fixtureContent } from '../../../tests/support/fixture-content.ts';
import { codeHostLink } from '../../../src/lib/profile-links.ts';
import { loadContent } from '../../pipeline/content/load.ts';
import { NewPostError, slugFromTitle, writeNewPost } from './post.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

/** A copy of the test site; every post in it is dated in its frontmatter, so loading it asks git nothing. */
function fixture(name: string): ContentFixture {
  const f = datedContentFixture(`scaffold-${name}`);
  fixtures.push(f);
  return f;
}

/**
 * Gives the scaffold at `file` an `updated` date, as the copy's other posts have, so that loading it
 * asks git nothing (its last commit is what a real build would date it by).
 */
function dated(file: string): void {
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^date: (.*)$/m, 'date: $1\nupdated: $1'));
}

const publicDir = path.resolve('public');
const DATE = '2026-03-04';
/** The scaffold's repo: the CLI passes the site's first code-host profile. */
const REPO = codeHostLink(fixtureContent().site.links)?.url;
const options = (contentDir: string, title: string) => ({ contentDir, title, date: DATE, repo: REPO });

describe('slugFromTitle', () => {
  it.each([
    ['Tuning a 915 MHz whip', 'tuning-a-915-mhz-whip'],
    ['  Über-Logger: Part 2!  ', 'uber-logger-part-2'],
    ["The buoy's new cell", 'the-buoys-new-cell'],
    ['!!!', ''],
  ])('%s → %s', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
});

describe('writeNewPost', () => {
  it('writes a draft that the build leaves out and the dev server compiles, with the title as written', async () => {
    const f = fixture('new');
    const title = 'Tuning the "whip": 915 MHz, #2';
    const { slug, file, route } = writeNewPost(options(f.dir, title));
    expect([slug, route]).toEqual(['tuning-the-whip-915-mhz-2', '/blog/tuning-the-whip-915-mhz-2']);
    expect(file).toBe(path.join(f.dir, 'blog', 'tuning-the-whip-915-mhz-2.mdx'));
    dated(file);

    const built = await loadContent({ contentDir: f.dir, publicDir });
    expect(built.posts.map((p) => p.slug)).toEqual(fixtureContent().posts.map((p) => p.slug));
    // The test site's own drafts are left out with it.
    expect(built.skippedDrafts.map((d) => d.slug)).toContain(slug);

    const dev = await loadContent({ contentDir: f.dir, publicDir, drafts: true });
    expect(dev.posts.find((p) => p.slug === slug)).toMatchObject({
      title,
      date: DATE,
      repo: REPO,
      draft: true,
      readingMinutes: 1,
    });
  });

  it('is published by deleting its draft: true line', async () => {
    const f = fixture('publish');
    const { slug, file } = writeNewPost(options(f.dir, 'Ready to ship'));
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n').filter((line) => line === 'draft: true')).toHaveLength(1);
    writeFileSync(file, text.replace('draft: true\n', ''));
    dated(file);
    const built = await loadContent({ contentDir: f.dir, publicDir });
    // Published among the test site's posts, oldest first.
    const expected = [...fixtureContent().posts, { slug, date: DATE }]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((p) => [p.slug, false]);
    expect(built.posts.map((p) => [p.slug, p.draft])).toEqual(expected);
  });

  it('refuses to overwrite an existing file', () => {
    const f = fixture('exists');
    const { file } = writeNewPost(options(f.dir, 'Once'));
    writeFileSync(file, 'my own words');
    expect(() => writeNewPost(options(f.dir, 'Once'))).toThrow(
      new NewPostError(`${f.shown}/blog/once.mdx already exists: edit it, or choose another title`),
    );
    expect(readFileSync(file, 'utf8')).toBe('my own words');
  });

  it('refuses a title with nothing to name the file after', () => {
    const f = fixture('no-slug');
    expect(() => writeNewPost(options(f.dir, '!!!'))).toThrow(
      'expected a title with letters or digits for the file name, got "!!!"',
    );
    expect(() => writeNewPost(options(f.dir, '  '))).toThrow(
      'expected a title: npm run new:post -- "Title of the post"',
    );
  });
});
