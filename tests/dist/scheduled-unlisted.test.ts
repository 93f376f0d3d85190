/**
 * Posts to come and unlisted posts in the build of the test site whose owner lives in
 * Pacific/Kiritimati (UTC+14), made at FIXTURE_NOW: a post dated the next day there is in no page, list,
 * feed, sitemap, search index or llms.txt, and the build says when it goes live; a post dated today there
 * at 00:30 is live, though UTC is still on the day before; an unlisted post is built at its URL with
 * noindex and is on no list.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles, readDist, readPage, searchedUrls } from '../support/dist.ts';
import { FIXTURE_NOW, fixtureBuild, OTHER_SITES, type FixtureBuild } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { pageFile, postRoute } from '../support/site-pages.ts';

const root = OTHER_SITES['firmware-security'];
const content = fixtureContent(root);
const { site, posts, scheduled, unlisted } = content;

let build: FixtureBuild;
beforeAll(async () => {
  build = await fixtureBuild('firmware-security');
});

/** Every text file of the build that lists posts: the pages, feeds, sitemap, llms.txt and page data. */
const listing = () =>
  listFiles(build.dir).filter((file) => /\.(html|xml|txt|json)$/.test(file) && !file.startsWith('pagefind/'));

describe('the test site in Pacific/Kiritimati', () => {
  it('has a post dated tomorrow there, and one dated today at 00:30 while UTC is still yesterday', () => {
    expect(site.timezone).toBe('Pacific/Kiritimati');
    expect(scheduled.length).toBeGreaterThan(0);
    const today = posts.find((post) => post.time === '00:30');
    expect(today?.date).not.toBe(FIXTURE_NOW.toISOString().slice(0, 10));
    expect(today && today.date > FIXTURE_NOW.toISOString().slice(0, 10)).toBe(true);
  });

  it.each(scheduled)('leaves $slug out of every page, list, feed, sitemap and the search index', (post) => {
    expect(existsSync(path.join(build.dir, pageFile(postRoute(post))))).toBe(false);
    const found = listing().filter((file) => {
      const text = readDist(file, build.dir);
      return text.includes(postRoute(post)) || text.includes(post.title);
    });
    expect(found).toEqual([]);
    expect(searchedUrls(build.dir).filter((url) => url.includes(post.slug))).toEqual([]);
  });

  it.each(scheduled)('says when $slug goes live, in the owner’s time zone', (post) => {
    const at = `${post.date} ${post.time ?? '00:00'}`;
    expect(build.log).toContain(`scheduled: ${post.file} goes live on ${at} (Pacific/Kiritimati)`);
  });

  it('publishes the post dated today there, with its moment and the zone’s offset in its JSON-LD', () => {
    const today = posts.find((post) => post.time === '00:30');
    if (!today) throw new Error('no post at 00:30');
    const page = readPage(pageFile(postRoute(today)), build.dir);
    const data = page
      .all((e) => e.tagName === 'script' && e.properties.type === 'application/ld+json')
      .map((e) => JSON.parse(String((e.children[0] as { value?: string } | undefined)?.value)) as { datePublished?: string });
    expect(data.map((d) => d.datePublished).filter(Boolean)).toEqual([`${today.date}T00:30:00+14:00`]);
    expect(readDist('feed.xml', build.dir)).toContain(postRoute(today));
    expect(readDist('sitemap.xml', build.dir)).toContain(postRoute(today));
  });
});

describe('an unlisted post', () => {
  it('exists on the test site', () => {
    expect(unlisted.length).toBeGreaterThan(0);
  });

  it.each(unlisted)('builds $slug at its URL, marked noindex, and kept out of search', (post) => {
    const page = readPage(pageFile(postRoute(post)), build.dir);
    expect(page.meta('robots')).toBe('noindex');
    expect(page.text()).toContain(post.title);
    expect(page.all((e) => e.properties.dataPagefindBody !== undefined)).toEqual([]);
    expect(searchedUrls(build.dir).filter((url) => url.includes(post.slug))).toEqual([]);
  });

  it.each(unlisted)(
    'keeps $slug out of the blog, tag pages, feeds, sitemap, llms.txt, home’s Writing, related posts and Prev/Next',
    (post) => {
      const own = pageFile(postRoute(post));
      const found = listing().filter((file) => {
        if (file === own || file === path.posix.join(path.posix.dirname(own), 'page-data.json')) return false;
        const text = readDist(file, build.dir);
        return text.includes(postRoute(post)) || text.includes(post.title);
      });
      expect(found).toEqual([]);
      // It is featured and tagged as the listed posts are: the lists leave it out for being unlisted.
      expect(post.featured).toBe(true);
      expect(post.tags.some((tag) => posts.some((p) => p.tags.includes(tag)))).toBe(true);
    },
  );
});
