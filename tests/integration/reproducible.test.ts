/**
 * The same source builds to the same bytes, from an empty cache (as on CI or a fresh clone) or from the
 * cache an earlier build left (as on the owner's machine, or CI with its restored cache): processed
 * images, preview cards, compiled posts and prerendered pages are reused without changing a byte. A warm
 * build compiles no post and renders no page, and one edited post is the only one compiled again, its
 * page rendered again with only the pages that show what changed. The edit adds an image that is a byte copy
 * of another post's, under another name, so the edited content is built once from a cache of other
 * content (which holds that image's outputs under the other name) and once from an empty cache. The
 * test site is built from a copy (the edit must not touch the fixture), always the same one: a post's
 * path is part of its compile.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runBuild } from '../support/build.ts';
import { contentFixture } from '../support/content-fixture.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { listFiles } from '../support/dist.ts';
import { fixtureContent, postWithGallery, postWithoutGallery, projectsWithPages } from '../support/fixture-content.ts';

const root = path.resolve('.tmp', 'reproducible');
const copy = contentFixture('reproducible');
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  copy.dispose();
});

/**
 * A finished build: where its site is, how many posts it compiled and took from the compile cache, and
 * which pages it rendered (the others came from the page cache).
 */
interface Built {
  dir: string;
  compiled: number;
  fromCache: number;
  /** Its log's line saying which pages it rendered, and why. */
  rendered: string;
}

/** Runs `npm run build`'s script on the copy into `.tmp/reproducible/<name>`, with its caches in `cacheDir`. */
async function build(name: string, cacheDir: string): Promise<Built> {
  const outDir = path.join(root, name);
  const { code, log } = await runBuild({
    CONTENT_DIR: copy.dir,
    OUT_DIR: outDir,
    CACHE_DIR: cacheDir,
    SITE_URL: '',
  });
  if (code !== 0) throw new Error(`the build of ${name} failed (exit ${String(code)}):\n${log}`);
  const counts = /^Posts and project pages: (\d+) compiled, (\d+) from the compile cache/m.exec(log);
  if (!counts) throw new Error(`the build of ${name} printed no count of compiled posts:\n${log}`);
  const rendered = /^Rendered .*$/m.exec(log)?.[0];
  if (!rendered) throw new Error(`the build of ${name} printed no line of the pages it rendered:\n${log}`);
  return { dir: outDir, compiled: Number(counts[1]), fromCache: Number(counts[2]), rendered };
}

/** The unlisted post's slug, which the test site has no post of. */
const UNLISTED = 'shared-by-link';

/** The unlisted post, its text `text`. */
function unlistedPost(text: string): string {
  return [
    '---',
    'title: A note shared by link',
    'description: A post on no list of the site.',
    'date: 2025-01-02',
    'updated: 2025-01-02',
    'unlisted: true',
    '---',
    '',
    '## The note',
    '',
    text,
    '',
  ].join('\n');
}

/** The files of `b` that differ from the same files of `a` (both list the same files). */
function differing(a: string, b: string): string[] {
  const files = listFiles(a);
  expect(listFiles(b)).toEqual(files);
  return files.filter((file) => !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))));
}

describe('npm run build', () => {
  it('builds the same source to byte-identical files, cold, warm, and from the cache of other content as from an empty one', async () => {
    rmSync(root, { recursive: true, force: true });
    // A post on no list (`unlisted: true`), whose page is its own alone.
    writeFileSync(path.join(copy.dir, 'blog', `${UNLISTED}.mdx`), unlistedPost('Shared by link only.'));
    // Every compiled body: the posts' (the unlisted one too), and the projects' that have pages.
    const posts = fixtureContent().posts.length + 1 + projectsWithPages().length;
    const edited = postWithoutGallery();
    const cacheDir = path.join(root, 'cache');

    const cold = await build('cold', cacheDir);
    expect(cold).toMatchObject({ compiled: posts, fromCache: 0 });
    expect(cold.rendered).toMatch(/^Rendered all \d+ pages: no earlier build in this cache$/);
    const pages = Number(/\d+/.exec(cold.rendered)?.[0]);
    const files = listFiles(cold.dir);
    expect(files).toContain('index.html');
    // The first build draws the preview card; the second takes it from the cache.
    expect(files.filter((file) => file.startsWith(`assets/${edited.slug}-card-`))).toHaveLength(1);

    const warm = await build('warm', cacheDir);
    expect(warm).toMatchObject({ compiled: 0, fromCache: posts });
    // Every page from the page cache, byte for byte.
    expect(warm.rendered).toMatch(
      new RegExp(`^Rendered 0 of ${pages} pages \\(${pages} unchanged, from the page cache in `),
    );
    expect(differing(cold.dir, warm.dir)).toEqual([]);

    // A sentence, and a picture that is a byte copy of a gallery image of another post, named otherwise.
    const [galleryImage] = postWithGallery().gallery;
    if (!galleryImage) throw new Error('the test site needs a post with a gallery');
    const source = path.join(copy.dir, 'blog', galleryImage.src);
    mkdirSync(path.join(copy.dir, 'blog', edited.slug), { recursive: true });
    copyFileSync(source, path.join(copy.dir, 'blog', edited.slug, 'copy-of-a-gallery-image.jpg'));
    copy.edit(
      path.relative(FIXTURE_CONTENT, path.resolve(edited.file)),
      /\s*$/,
      `\n\nA sentence added later.\n\n![The same picture again](./${edited.slug}/copy-of-a-gallery-image.jpg)\n`,
    );
    const changed = await build('changed', cacheDir);
    expect(changed).toMatchObject({ compiled: 1, fromCache: posts - 1 });
    // The edited post's page is rendered again, and of the others only those that show what changed.
    expect(changed.rendered).toContain(`/blog/${edited.slug} (`);
    const renderedPages = Number(/^Rendered (\d+) of/.exec(changed.rendered)?.[1]);
    expect(renderedPages).toBeGreaterThanOrEqual(1);
    expect(renderedPages).toBeLessThan(pages / 2);
    const page = (built: Built) => readFileSync(path.join(built.dir, 'blog', edited.slug, 'index.html'), 'utf8');
    expect(page(changed)).toContain('A sentence added later.');
    expect(page(cold)).not.toContain('A sentence added later.');

    // The unlisted post's text edited: its page alone is rendered again, as a listed post's would be.
    writeFileSync(path.join(copy.dir, 'blog', `${UNLISTED}.mdx`), unlistedPost('Shared by link only, edited.'));
    const unlisted = await build('unlisted', cacheDir);
    expect(unlisted).toMatchObject({ compiled: 1, fromCache: posts - 1 });
    expect(unlisted.rendered).toMatch(
      new RegExp(`^Rendered 1 of ${pages} pages \\(.*\\): /blog/${UNLISTED} \\([^)]*\\)$`),
    );

    // The same edited content from an empty cache: every byte the same as from the other content's cache.
    const changedCold = await build('changed-cold', path.join(root, 'cache-2'));
    expect(changedCold).toMatchObject({ compiled: posts, fromCache: 0 });
    expect(changedCold.rendered).toMatch(/^Rendered all \d+ pages/);
    // The pages the edit builds kept from the page cache are the bytes a cold build writes.
    expect(differing(changedCold.dir, unlisted.dir)).toEqual([]);
  }, 900_000);
});
