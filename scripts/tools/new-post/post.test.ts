/** The post scaffold: a file that loads and compiles as a draft, publishes by deleting one line, and never overwrites. */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import { loadContent } from '../../build/content/load.ts';
import { NewPostError, slugFromTitle, writeNewPost } from './post.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

function fixture(name: string): ContentFixture {
  const f = contentFixture(`scaffold-${name}`);
  fixtures.push(f);
  return f;
}

const publicDir = path.resolve('public');
const options = (contentDir: string, title: string) => ({
  contentDir,
  title,
  date: '2026-03-04',
  repo: 'https://github.com/eliasbrandt',
});

describe('slugFromTitle', () => {
  it.each([
    ['Tuning a 915 MHz whip', 'tuning-a-915-mhz-whip'],
    ['  Über-Rover: Part 2!  ', 'uber-rover-part-2'],
    ["Karl's new wheels", 'karls-new-wheels'],
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

    const built = await loadContent({ contentDir: f.dir, publicDir, today: '2026-03-04' });
    expect(built.posts.map((p) => p.slug)).toEqual(['karl']);
    // An author's own drafts in content/ come along in the copy.
    expect(built.skippedDrafts.map((d) => d.slug)).toContain(slug);

    const dev = await loadContent({ contentDir: f.dir, publicDir, today: '2026-03-04', drafts: true });
    expect(dev.posts.find((p) => p.slug === slug)).toMatchObject({
      title,
      date: '2026-03-04',
      repo: 'https://github.com/eliasbrandt',
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
    const built = await loadContent({ contentDir: f.dir, publicDir, today: '2026-03-04' });
    expect(built.posts.map((p) => [p.slug, p.draft])).toEqual([
      ['karl', false],
      [slug, false],
    ]);
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

describe('npm run new:post', () => {
  it('prints the new file and its dev URL, and fails on a second run with the same title', async () => {
    const f = fixture('cli');
    const run = (title: string) =>
      // Node itself rather than npx, whose own warnings would mix into stderr.
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/tools/new-post/cli.ts', title], {
        env: { ...process.env, CONTENT_DIR: f.dir, SITE_URL: '' },
      });
    const { stdout } = await run('Field notes');
    expect(stdout.split('\n')).toEqual([
      `Wrote ${f.shown}/blog/field-notes.mdx, a draft: npm run build leaves it out until you delete its draft: true line.`,
      'See it with npm run dev at http://localhost:5173/blog/field-notes',
      '',
    ]);
    await expect(run('Field notes')).rejects.toMatchObject({
      code: 1,
      stderr: `${f.shown}/blog/field-notes.mdx already exists: edit it, or choose another title\n`,
    });
  }, 30_000);
});
