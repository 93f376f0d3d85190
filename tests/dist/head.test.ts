/** Each prerendered page's own head: title, description, canonical URL, Open Graph tags and link previews. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DIST, elementsIn, readPage, textOf } from '../support/dist.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { madeFrom } from '../support/pictures.ts';
import { pageFile, postRoute } from '../support/site-pages.ts';

const { site, posts } = fixtureContent();
const url = site.url;

const pages = [
  {
    file: 'index.html',
    title: `${site.name} | ${site.role}`,
    description: site.description,
    canonical: url,
    type: 'website',
  },
  {
    file: 'blog/index.html',
    title: `${site.blog.name} | ${site.name}`,
    description: site.blog.description,
    canonical: `${url}blog`,
    type: 'website',
  },
  ...posts.map((post) => ({
    file: pageFile(postRoute(post)),
    title: `${post.title} | ${site.name}`,
    description: post.description,
    canonical: `${url}${postRoute(post).slice(1)}`,
    type: 'article',
  })),
];

describe.each(pages)('$file head', ({ file, title, description, canonical, type }) => {
  const page = readPage(file);

  it('has its own title, description and one canonical URL', () => {
    expect(page.tags('title').map((t) => String((t.children[0] as { value?: string } | undefined)?.value))).toEqual([
      title,
    ]);
    expect(page.meta('description')).toBe(description);
    const links = page.all((e) => e.tagName === 'link' && String(e.properties.rel) === 'canonical');
    expect(links.map((l) => l.properties.href)).toEqual([canonical]);
  });

  it('has Open Graph tags matching the page', () => {
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:url')).toBe(canonical);
    expect(page.meta('og:type')).toBe(type);
    expect(page.meta('og:site_name')).toBe(site.name);
  });

  it('has an absolute og:image that exists in the build, with its size and alt text', async () => {
    const image = page.meta('og:image') ?? '';
    expect(image.startsWith(`${url}assets/`)).toBe(true);
    const file = path.join(DIST, image.slice(url.length));
    expect(existsSync(file)).toBe(true);
    const { width, height } = await sharp(file).metadata();
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual([String(width), String(height)]);
    expect(page.meta('og:image:alt')?.trim()).not.toBe('');
  });
});

describe('link previews', () => {
  it.each(['index.html', 'blog/index.html'])('%s shows the profile photo in the small card', async (file) => {
    const page = readPage(file);
    const image = path.join(DIST, (page.meta('og:image') ?? '').slice(url.length));
    const pictures = [site.photo.src, ...postWithGallery().gallery.map((picture) => path.posix.join('blog', picture.src))];
    expect(await madeFrom(image, pictures)).toBe(site.photo.src);
    expect(page.meta('og:image:alt')).toBe(site.photo.alt);
    expect(page.meta('twitter:card')).toBe('summary');
  });

  it('a post with a gallery shows its first gallery image as a 1200×630 JPEG in the large card', async () => {
    const post = postWithGallery();
    const page = readPage(pageFile(postRoute(post)));
    const first = post.gallery[0];
    const image = page.meta('og:image') ?? '';
    const gallery = post.gallery.map((picture) => path.posix.join('blog', picture.src));
    expect(await madeFrom(path.join(DIST, image.slice(url.length)), gallery)).toBe(gallery[0]);
    const { width, height, format } = await sharp(path.join(DIST, image.slice(url.length))).metadata();
    expect([width, height, format]).toEqual([1200, 630, 'jpeg']);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(page.meta('og:image:alt')).toBe(first?.alt);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
  });
});

describe.each(posts)('post head: $slug', (post) => {
  const page = readPage(pageFile(postRoute(post)));

  it('has the article dates: published from frontmatter, modified as shown on the page', () => {
    expect(page.meta('article:published_time')).toBe(post.date);
    // The post's own dates, in its header: a related post's card under it shows that post's.
    const [header] = page.all((e) => e.tagName === 'header' && textOf(e).includes(post.title));
    if (!header) throw new Error('no post header');
    const times = elementsIn(header, (e) => e.tagName === 'time');
    expect(times[0]?.properties.dateTime).toBe(post.date);
    // The page shows Updated last (and only when later than publication).
    expect(page.meta('article:modified_time')).toBe(times.at(-1)?.properties.dateTime);
  });
});

it.each(['index.html', 'blog/index.html'])('%s has no article dates', (file) => {
  const page = readPage(file);
  expect(page.meta('article:published_time')).toBeUndefined();
  expect(page.meta('article:modified_time')).toBeUndefined();
});
