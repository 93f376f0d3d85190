/**
 * A site that grows: the large test site (the test site with 120 more posts and 500 more tags, made by
 * the layers' global setup; see large-site.ts) against the small one. A post page ships its own data and
 * its neighbours', never the list of posts, and no more script for a long post than for a short one; the
 * blog index lists a page of posts at a time, by year, linked in order; a tag page is as small on a site
 * of many tags as on one of few.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { brotliSize } from '../../scripts/hosting/server.ts';
import { FIRST_NAMED } from '../../scripts/pipeline/log/prerendered-line.ts';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_FILE } from '../../src/lib/page-data.ts';
import { listFiles, readDist, readPage, textOf } from '../support/dist.ts';
import { fixtureBuild, fixtureDist } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { EXTRA_LINKS, EXTRA_POSTS, EXTRA_TAGS, generatedSlug, generatedTag, LONG_POST } from '../support/large-site.ts';
import { pageFile, pageModules, postRoute } from '../support/site-pages.ts';

const small = fixtureDist('root');
const large = fixtureDist('large');
const { site, posts } = fixtureContent();
const total = posts.length + EXTRA_POSTS;
const pageSize = site.blog.pageSize ?? 10;

const brotli = (bytes: Buffer) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * What a visitor's browser fetches for the page at `route` of the site in `dist`, brotli-compressed as a
 * host sends it: the HTML, its stylesheets, its first script and the app that script loads, the
 * modules that render the page, and every module those import.
 */
function pageBytes(dist: string, route: string): number {
  const html = readFileSync(path.join(dist, pageFile(route)));
  const linked = readPage(pageFile(route), dist)
    .all((e) => e.tagName === 'link' || e.tagName === 'script')
    .map((e) => e.properties.href ?? e.properties.src)
    .filter((url): url is string => typeof url === 'string' && /^\/assets\/[^/]+\.(?:css|js)$/.test(url))
    .map((url) => url.slice(1));
  const entry = linked.find((file) => file.endsWith('.js')) ?? '';
  // The app the first script loads once the page has painted, with the modules it needs.
  const app = [...readDist(entry, dist).matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith('.js')) return;
    for (const [, imported] of readDist(file, dist).matchAll(/from"\.\/([^"]+\.js)"/g)) add(`assets/${imported}`);
  };
  for (const file of [...linked, ...app, ...pageModules(route, dist).map((url) => url.slice(1))]) add(file);
  return brotli(html) + [...files].reduce((sum, file) => sum + brotli(readFileSync(path.join(dist, file))), 0);
}

describe('a post page on a site of many posts', () => {
  const post = posts[0];
  if (!post) throw new Error('the test site has no post');

  it('transfers what it does on a site of few posts, within a few KB', () => {
    const few = pageBytes(small, postRoute(post));
    const many = pageBytes(large, postRoute(post));
    expect(Math.abs(many - few)).toBeLessThan(3 * 1024);
  });

  it('carries only its own data, its neighbours’ and at most three related posts’', () => {
    const data = JSON.parse(readDist(`${pageFile(postRoute(post)).replace(/index\.html$/, '')}${PAGE_DATA_FILE}`, large)) as {
      data: Record<string, unknown> & { related: unknown[] };
    };
    // Its series, when it is in one, lists that series' parts: a thread, never the site's posts.
    const keys = Object.keys(data.data).filter((key) => key !== 'series');
    expect(keys.sort()).toEqual(['alone', 'body', 'conversation', 'next', 'post', 'previous', 'related']);
    expect(data.data.related.length).toBeLessThanOrEqual(3);
  });

  it('has no script that lists the posts: none holds another post’s title', () => {
    const scripts = listFiles(large).filter((file) => file.endsWith('.js'));
    expect(scripts.filter((file) => readDist(file, large).includes('Field note'))).toEqual([]);
  });
});

/**
 * The scripts the page at `route` of the site in `dist` loads: its first script, the app that script
 * loads, the modules that render the page, and every module those import.
 */
function scriptFiles(dist: string, route: string): string[] {
  const html = readFileSync(path.join(dist, pageFile(route)), 'utf8');
  const entry = /<script [^>]*type="module"[^>]* src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  // The app the first script loads once the page has painted, with the modules it may need.
  const app = [...readDist(entry, dist).matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, imported] of readDist(file, dist).matchAll(/from"\.\/([^"]+\.js)"/g)) add(`assets/${imported}`);
  };
  for (const file of [entry, ...app, ...pageModules(route, dist).map((url) => url.slice(1))]) add(file);
  return [...files];
}

/** The bytes of the scripts the page at `route` loads, as they are (`size`) or as a host sends them. */
function scriptBytes(dist: string, route: string, size: (bytes: Buffer) => number = (bytes) => bytes.length): number {
  return scriptFiles(dist, route).reduce((sum, file) => sum + size(readFileSync(path.join(dist, file))), 0);
}

describe('a long post', () => {
  const long = postRoute({ slug: generatedSlug(LONG_POST) });
  const short = postRoute({ slug: generatedSlug(LONG_POST + 1) });

  it('loads no more script than a short post with the same parts, within 10 %', () => {
    const longHtml = readDist(pageFile(long), large).length;
    // Its text alone makes it many times the short one's page, whose frame and links stay the same.
    expect(longHtml).toBeGreaterThan(15 * readDist(pageFile(short), large).length);
    expect(scriptBytes(large, long)).toBeGreaterThan(0);
    expect(scriptBytes(large, long)).toBeLessThanOrEqual(1.1 * scriptBytes(large, short));
  });
});

describe('home, for an owner with twelve profile links rather than two', () => {
  it('loads the same scripts, within 200 bytes brotli', () => {
    // The large site's owner is the test site's with EXTRA_LINKS more (large-site.ts).
    expect(site.links.length + EXTRA_LINKS.length).toBe(12);
    const profiles = (dist: string) =>
      new Set(
        readPage('index.html', dist)
          .all((e) => e.tagName === 'a' && Array.isArray(e.properties.rel) && e.properties.rel.includes('me'))
          .map((a) => String(a.properties.href)),
      ).size;
    expect([profiles(small), profiles(large)]).toEqual([site.links.length, 12]);
    const two = scriptBytes(small, '/', brotliSize);
    const twelve = scriptBytes(large, '/', brotliSize);
    expect(Math.abs(twelve - two)).toBeLessThan(200);
  });

  it('has no link in a script: their labels, addresses and icons reach the page as HTML', () => {
    const html = readDist('index.html', large);
    const scripts = scriptFiles(large, '/').map((file) => readDist(file, large));
    for (const { label, url } of EXTRA_LINKS) {
      expect(html, url).toContain(`href="${url}"`);
      for (const script of scripts) {
        expect(script, url).not.toContain(url);
        expect(script, label).not.toContain(`"${label}"`);
      }
    }
    // Each link's icon is drawn from the sprite, a file of the site: no path of it is in a script.
    const sprite = /<use href="([^"#]+)#/.exec(html)?.[1] ?? '';
    const paths = [...readDist(sprite.slice(1), large).matchAll(/ d="([^"]{24})/g)].map((m) => m[1] ?? '');
    expect(paths.length).toBeGreaterThanOrEqual(EXTRA_LINKS.length);
    for (const d of paths) for (const script of scripts) expect(script).not.toContain(d);
  });
});

describe('the blog index of many posts', () => {
  const pages = Math.ceil(total / pageSize);
  const first = readPage('blog/index.html', large);

  it('runs to a page for each page size of posts, each in the sitemap', () => {
    expect(pages).toBeGreaterThan(2);
    const sitemap = readDist('sitemap.xml', large);
    for (let page = 2; page <= pages; page++) {
      expect(listFiles(large)).toContain(`blog/page/${page}/index.html`);
      expect(sitemap).toContain(`<loc>${site.url}blog/page/${page}</loc>`);
    }
    expect(listFiles(large)).not.toContain(`blog/page/${pages + 1}/index.html`);
  });

  it('lists a page size of posts on each page, newest first, under year headings', () => {
    expect(first.tags('article')).toHaveLength(pageSize);
    const years = first.tags('h2').map(textOf);
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => /^\d{4}$/.test(year))).toBe(true);
    expect([...years].sort().reverse()).toEqual(years);
    for (const year of years) expect(first.all((e) => e.properties.id === year)).toHaveLength(1);
    const dates = first.tags('time').map((t) => String(t.properties.dateTime));
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('links its pages in order, in the head and with Previous and Next links that need no script', () => {
    const second = readPage('blog/page/2/index.html', large);
    const last = readPage(`blog/page/${pages}/index.html`, large);
    const rel = (page: typeof first, name: string) =>
      page.all((e) => e.tagName === 'link' && String(e.properties.rel) === name).map((e) => e.properties.href);
    const anchors = (page: typeof first, name: string) =>
      page.all((e) => e.tagName === 'a' && String(e.properties.rel) === name).map((e) => e.properties.href);
    expect(rel(first, 'canonical')).toEqual([`${site.url}blog`]);
    expect(rel(first, 'prev')).toEqual([]);
    expect(rel(first, 'next')).toEqual([`${site.url}blog/page/2`]);
    expect(rel(second, 'canonical')).toEqual([`${site.url}blog/page/2`]);
    expect(rel(second, 'prev')).toEqual([`${site.url}blog`]);
    expect(rel(last, 'next')).toEqual([]);
    expect(anchors(first, 'next')).toEqual(['/blog/page/2']);
    expect(anchors(second, 'prev')).toEqual(['/blog']);
    expect(anchors(second, 'next')).toEqual(['/blog/page/3']);
    expect(anchors(last, 'next')).toEqual([]);
  });
});

describe('the build log of many posts', () => {
  it('names the first pages written and counts the rest, pages and other files, on one short line', async () => {
    const { log } = await fixtureBuild('large');
    const line = log.split('\n').find((l) => l.startsWith('Prerendered ')) ?? '';
    const files = listFiles(large);
    const pages = files.filter((file) => file.endsWith('.html'));
    const counted = /^Prerendered (.+) and (\d+) more \((\d+) pages and (\d+) other files\) in \S+\/$/.exec(line);
    const [named = '', more, pageCount, others] = counted?.slice(1) ?? [];
    // The first files it names are files of the site, and the counts add up to everything it wrote.
    expect(named.split(', ')).toHaveLength(FIRST_NAMED);
    expect(files).toEqual(expect.arrayContaining(named.split(', ')));
    expect(Number(pageCount)).toBe(pages.length);
    expect(Number(more) + FIRST_NAMED).toBe(Number(pageCount) + Number(others));
    expect(Number(others)).toBeGreaterThan(0);
    expect(line.length).toBeLessThan(1000);
  });
});

describe('the tag pages of many tags', () => {
  const tagPages = (dir: string) => listFiles(dir).filter((file) => /^blog\/tags\/[^/]+\/index\.html$/.test(file));

  it('give each of its 500 generated tags a page and a feed', () => {
    const files = new Set(listFiles(large));
    const missing = Array.from({ length: EXTRA_TAGS }, (_, k) => generatedTag(k)).filter(
      (tag) => !files.has(`blog/tags/${tag}/index.html`) || !files.has(`blog/tags/${tag}/feed.xml`),
    );
    expect(missing).toEqual([]);
  });

  it('are each no larger than a tag page of a site of few tags: a page does not grow with the number of tags', () => {
    const largest = (dir: string) => Math.max(...tagPages(dir).map((file) => statSync(path.join(dir, file)).size));
    expect(tagPages(small).length).toBeGreaterThan(0);
    // The large site's list one post a tag, with its four or five tags; the small site's several posts.
    expect(largest(large)).toBeLessThan(largest(small) * 1.5);
  });
});
