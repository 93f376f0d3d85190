/**
 * Link previews of posts in the built test site: a post without a gallery shows its own preview card
 * (drawn at build time), a post with one shows its first gallery image.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/posts.ts';
import { DIST, listFiles, readPage, type BuiltPage } from '../support/dist.ts';
import { madeFrom } from '../support/pictures.ts';
import { fixtureContent, postWithGallery, postWithoutGallery } from '../support/fixture-content.ts';

const { site } = fixtureContent();

/** The built file an absolute URL of the site points to. */
function builtFile(url: string): string {
  expect(url.startsWith(`${site.url}assets/`)).toBe(true);
  const file = path.join(DIST, url.slice(site.url.length));
  expect(existsSync(file)).toBe(true);
  return file;
}

/** The page's BlogPosting structured data. */
function blogPosting(page: BuiltPage): { image?: unknown } {
  const blocks = page
    .all((e) => e.tagName === 'script' && e.properties.type === 'application/ld+json')
    .map(
      (e) =>
        JSON.parse(String((e.children[0] as { value?: string } | undefined)?.value)) as {
          '@type'?: string;
          image?: unknown;
        },
    );
  const found = blocks.find((block) => block['@type'] === 'BlogPosting');
  if (!found) throw new Error('the page has no BlogPosting data');
  return found;
}

describe('a post without a gallery', () => {
  const post = postWithoutGallery();
  const page = readPage(`blog/${post.slug}/index.html`);
  const image = page.meta('og:image') ?? '';

  it('shows its own 1200×630 preview card, a file of the build', async () => {
    const { width, height, format } = await sharp(builtFile(image)).metadata();
    expect([width, height, format]).toEqual([1200, 630, 'png']);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
  });

  it('describes the card by what it says: title, date and owner', () => {
    const alt = page.meta('og:image:alt') ?? '';
    for (const shown of [post.title, formatDate(post.date), site.name]) expect(alt).toContain(shown);
  });

  it('no longer shows the profile photo', () => {
    const photo = readPage('index.html').meta('og:image') ?? '';
    expect(image).not.toBe(photo);
    expect(readFileSync(builtFile(image)).equals(readFileSync(builtFile(photo)))).toBe(false);
  });

  it('gives search engines the card as the article’s image', () => {
    expect(path.basename(image).startsWith(`${post.slug}-card-`)).toBe(true);
    expect(blogPosting(page).image).toBe(image);
  });
});

describe('a post with a gallery', () => {
  const post = postWithGallery();
  const page = readPage(`blog/${post.slug}/index.html`);
  const image = page.meta('og:image') ?? '';

  it('still shows its first gallery image as a 1200×630 JPEG', async () => {
    const gallery = post.gallery.map((picture) => path.posix.join('blog', picture.src));
    expect(await madeFrom(builtFile(image), gallery)).toBe(gallery[0]);
    const { width, height, format } = await sharp(builtFile(image)).metadata();
    expect([width, height, format]).toEqual([1200, 630, 'jpeg']);
    expect(blogPosting(page).image).toBe(image);
  });

  it('gets no preview card drawn for it', () => {
    expect(listFiles().filter((file) => file.startsWith(`assets/${post.slug}-card-`))).toEqual([]);
    expect(listFiles().filter((file) => file.startsWith(`assets/${postWithoutGallery().slug}-card-`))).toHaveLength(1);
  });
});
