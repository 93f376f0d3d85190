/** Each prerendered page's own head: title, description, canonical URL and Open Graph tags. */
import { existsSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../scripts/build/site-url.ts';
import { DIST, readPage } from '../support/dist.ts';

const url = siteUrl(path.resolve(process.env.CONTENT_DIR ?? 'content'));

const pages = [
  {
    file: 'index.html',
    title: 'Elias Brandt | RF & Embedded Systems Engineer',
    description:
      'Elias Brandt, RF and embedded systems engineer: radio links, robot firmware, motor control and renewable-energy hardware, with projects, experience and a rover build log.',
    canonical: url,
    type: 'website',
  },
  {
    file: 'blog/index.html',
    title: 'Build log | Elias Brandt',
    description: 'Every build log by Elias Brandt, RF & Embedded Systems Engineer, newest first.',
    canonical: `${url}blog`,
    type: 'website',
  },
  {
    file: 'blog/karl/index.html',
    title: 'Karl: building an autonomous rover for solar farms | Elias Brandt',
    // The post's own frontmatter is the source of its description.
    description: String(matter(readFileSync(path.resolve('content/blog/karl.mdx'), 'utf8')).data.description),
    canonical: `${url}blog/karl`,
    type: 'article',
  },
];

describe.each(pages)('$file head', ({ file, title, description, canonical, type }) => {
  const page = readPage(file);

  it('has its own title', () => {
    expect(page.tags('title').map((t) => String((t.children[0] as { value?: string } | undefined)?.value))).toEqual([title]);
  });

  it('has its description', () => {
    expect(page.meta('description')).toBe(description);
  });

  it('has one canonical URL', () => {
    const links = page.all((e) => e.tagName === 'link' && (e.properties.rel)?.includes('canonical') === true);
    expect(links.map((l) => l.properties.href)).toEqual([canonical]);
  });

  it('has Open Graph tags matching the page', () => {
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:url')).toBe(canonical);
    expect(page.meta('og:type')).toBe(type);
    expect(page.meta('og:site_name')).toBe('Elias Brandt');
  });

  it('has an absolute og:image that exists in the build, with its size', async () => {
    const image = page.meta('og:image') ?? '';
    expect(image.startsWith(`${url}assets/`)).toBe(true);
    const file = path.join(DIST, image.slice(url.length));
    expect(existsSync(file)).toBe(true);
    const { width, height } = await sharp(file).metadata();
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual([String(width), String(height)]);
  });
});

describe('link previews', () => {
  it.each(['index.html', 'blog/index.html'])('%s shows the profile photo in the small card', (file) => {
    const page = readPage(file);
    expect(page.meta('og:image')?.startsWith(`${url}assets/profile-`)).toBe(true);
    expect(page.meta('og:image:alt')).toBe('Elias Brandt at an electronics bench, holding a rover motor controller board');
    expect(page.meta('twitter:card')).toBe('summary');
  });

  it('a post shows its first gallery image as a 1200×630 JPEG in the large card', async () => {
    const page = readPage('blog/karl/index.html');
    const image = page.meta('og:image') ?? '';
    expect(image.startsWith(`${url}assets/chassis-`)).toBe(true);
    const { width, height, format } = await sharp(path.join(DIST, image.slice(url.length))).metadata();
    expect([width, height, format]).toEqual([1200, 630, 'jpeg']);
    expect([page.meta('og:image:width'), page.meta('og:image:height')]).toEqual(['1200', '630']);
    expect(page.meta('og:image:alt')).toBe(
      "The rover's aluminium chassis with six wheels and rocker-bogie suspension, seen from the side",
    );
    expect(page.meta('twitter:card')).toBe('summary_large_image');
  });
});

describe('post head', () => {
  const page = readPage('blog/karl/index.html');

  it('has the article dates: published from frontmatter, modified as shown on the page', () => {
    expect(page.meta('article:published_time')).toBe('2025-09-14');
    const times = page.tags('time');
    expect(times[0]?.properties.dateTime).toBe('2025-09-14');
    // The page shows Updated last (and only when later than publication).
    expect(page.meta('article:modified_time')).toBe(times.at(-1)?.properties.dateTime);
  });

  it.each(['index.html', 'blog/index.html'])('%s has no article dates', (file) => {
    const other = readPage(file);
    expect(other.meta('article:published_time')).toBeUndefined();
    expect(other.meta('article:modified_time')).toBeUndefined();
  });
});
