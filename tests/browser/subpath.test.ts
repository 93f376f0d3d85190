/**
 * A build for a sub-path (a GitHub Pages project site) works end to end: the test site built for
 * https://fixture.example.org/portfolio/ (tests/support/fixture-build.ts) and served under /portfolio/
 * only, with its own `_headers` and policy (checked like the root build's, and enforced in every page
 * opened here).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { test as browserTest, waitForHydration, type FreshContext, type Site } from '../support/browser.ts';
import { fixtureBuild, fixtureDist, SUBPATH_SITE_URL } from '../support/fixture-build.ts';
import { madeFrom } from '../support/pictures.ts';
import { fixtureContent, postWithCodeLines, postWithGallery } from '../support/fixture-content.ts';
import { securityChecks } from '../support/security-checks.ts';
import { postRoute, siteRoutes } from '../support/site-pages.ts';

const SITE_URL = SUBPATH_SITE_URL;
const outDir = fixtureDist('subpath');
const { site: content, posts } = fixtureContent();
const GALLERY_POST = postWithGallery();
const POST = postRoute(GALLERY_POST);

/** The browser layer's fixtures, with the sub-path build served under /portfolio/. */
const test = browserTest.extend('served', { scope: 'file' }, { dist: outDir, base: '/portfolio/' });

// The global setup has built it; this rebuilds it only if something it is made from changed since.
beforeAll(async () => {
  await fixtureBuild('subpath');
}, 240_000);

/**
 * Opens `pathname` (under /portfolio/) in a context of its own, recording every request that fails or
 * gets an error status (a first visit: a warm cache would answer some requests without asking).
 */
async function openRecording(
  { site, freshContext }: { site: Site; freshContext: FreshContext },
  pathname: string,
): Promise<{ page: Page; failed: string[]; problems: string[] }> {
  const context = await freshContext();
  const page = await context.newPage();
  const failed: string[] = [];
  const problems: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(site.url(pathname), { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, failed, problems };
}

/** Resolves once the image has loaded (or at once if it has). */
const loaded = (img: ReturnType<Page['locator']>) =>
  img.evaluate((el: HTMLImageElement) =>
    el.complete ? undefined : new Promise((resolve) => el.addEventListener('load', resolve)),
  );

/** The test site's pictures, relative to its content folder: the profile photo and the galleries'. */
const PICTURES = [
  content.photo.src,
  ...posts.flatMap((post) => post.gallery.map((image) => path.posix.join('blog', image.src))),
];

/**
 * Which of PICTURES the image at `url` (a path or URL under /portfolio/assets/) shows: the build names
 * images from their bytes, so they are told apart by what they show.
 */
async function pictureAt(url: string): Promise<string | undefined> {
  const sitePath = new URL(url, SITE_URL).pathname;
  expect(sitePath).toMatch(/^\/portfolio\/assets\//);
  return madeFrom(path.join(outDir, sitePath.replace(/^\/portfolio\//, '')), PICTURES);
}

describe('site built for /portfolio/', () => {
  // The same publishing checks as the root build, every rule and URL under /portfolio/.
  securityChecks(() => outDir, '/portfolio/');

  test('writes sitemap, robots and feed URLs under the sub-path', () => {
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    expect([...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual(
      siteRoutes().map((route) => `${SITE_URL}${route.slice(1)}`),
    );
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE_URL}sitemap.xml\n`);
    const feed = read('feed.xml');
    expect(feed).toContain(`<link rel="self" href="${SITE_URL}feed.xml"/>`);
    expect([...feed.matchAll(/<entry>[\s\S]*?<id>(.*?)<\/id>/g)].map((m) => m[1])).toEqual(
      [...posts].reverse().map((post) => `${SITE_URL}${postRoute(post).slice(1)}`),
    );
  });

  test('home loads every asset from /portfolio/ and shows the profile photo', async ({ site, freshContext }) => {
    const { page, failed, problems } = await openRecording({ site, freshContext }, '/');
    const photo = page.getByAltText(content.photo.alt, { exact: true });
    await photo.scrollIntoViewIfNeeded();
    await loaded(photo);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
    expect(await pictureAt(await photo.evaluate((img: HTMLImageElement) => img.currentSrc))).toBe(content.photo.src);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  // Checks of what the page says, not of what it loads: a warm page of the pool will do.
  test('has canonical and Open Graph URLs under the sub-path', async ({ open }) => {
    const { page } = await open('/');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(SITE_URL);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      new RegExp(`^${SITE_URL}assets/`),
    );
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/portfolio/favicon.svg');
  });

  test('points the resume links at the resume under /portfolio/', async ({ open }) => {
    const { page } = await open('/');
    const hrefs = await page
      .locator('a', { hasText: /Resume/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set([`/portfolio${content.resume}`]));
  });

  test('follows a Quick Link to a post inside the app, and Back returns home', async ({ site, freshContext }) => {
    const link = content.quickLinks.find((l) => posts.some((post) => postRoute(post) === l.href));
    const target = posts.find((post) => postRoute(post) === link?.href);
    if (!link || !target) throw new Error('the test site has no Quick Link to a post');
    const { page, failed, problems } = await openRecording({ site, freshContext }, '/');
    // A marker on window survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name: link.label }).click();
    await page.waitForURL(site.url(link.href));
    // The post's code loads on demand; the home page stays until it has.
    await page.locator('h1', { hasText: target.title }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}${link.href.slice(1)}`);

    await page.goBack();
    await page.waitForURL(site.url('/'));
    await page.locator('h1', { hasText: content.headline }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  for (const indexPath of ['/blog', '/blog/']) {
    test(`serves the blog index at ${indexPath}, whose links stay under the sub-path`, async ({
      site,
      freshContext,
    }) => {
      const { page, failed, problems } = await openRecording({ site, freshContext }, indexPath);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}blog`);
      expect(await page.getByRole('link', { name: 'Atom feed' }).getAttribute('href')).toBe('/portfolio/feed.xml');
      const image = page.locator('main article img').first();
      await image.scrollIntoViewIfNeeded();
      await loaded(image);
      // The index's first picture is the newest post's that has a gallery.
      const newestCover = [...posts].reverse().find((post) => post.gallery.length > 0);
      expect(await pictureAt(await image.evaluate((el: HTMLImageElement) => el.currentSrc))).toBe(
        path.posix.join('blog', newestCover?.gallery[0]?.src ?? ''),
      );
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const link = page.getByRole('link', { name: GALLERY_POST.title });
      expect(await link.getAttribute('href')).toBe(`/portfolio${POST}`);
      await link.click();
      await page.waitForURL(site.url(POST));
      await page.locator('h1', { hasText: GALLERY_POST.title }).waitFor();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await page.getByRole('link', { name: 'All posts' }).click();
      await page.waitForURL(site.url('/blog'));
      await page.locator('h1', { hasText: content.blog.name }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('gives the post a link-preview image and JSON-LD under the sub-path', async ({ open }) => {
    const { page } = await open(POST);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image?.startsWith(`${SITE_URL}assets/`)).toBe(true);
    expect(await pictureAt(image ?? '')).toBe(path.posix.join('blog', GALLERY_POST.gallery[0]?.src ?? ''));
    const data = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent) as { url?: string; image?: string },
      ),
    );
    expect(data[0]).toMatchObject({ url: `${SITE_URL}${POST.slice(1)}`, image });
  });

  test('serves the post directly, with its gallery and Markdown images', async ({ site, freshContext }) => {
    const { page, failed, problems } = await openRecording({ site, freshContext }, POST);
    const images = page.locator('article .prose picture img');
    expect(await images.count()).toBe(GALLERY_POST.gallery.length + GALLERY_POST.images.length);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await loaded(img);
      expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(
        /^\/portfolio\/assets\//,
      );
    }
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('follows a footnote reference to its note and the note’s back-link back, in the same page under the sub-path', async ({
    site,
    freshContext,
  }) => {
    const route = postRoute(postWithCodeLines());
    const { page, failed, problems } = await openRecording({ site, freshContext }, route);
    const at = (hash: string) => (url: URL) => url.pathname === new URL(site.url(route)).pathname && url.hash === hash;
    const inView = (selector: string) =>
      page
        .locator(selector)
        .evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < innerHeight);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const reference = page.getByRole('link', { name: 'Footnote 1', exact: true }).first();
    const note = (await reference.getAttribute('href')) ?? '';
    const origin = `#${(await reference.getAttribute('id')) ?? ''}`;
    await reference.click();
    await page.waitForURL(at(note));
    await expect.poll(() => inView(note)).toBe(true);
    await page.locator(note).getByRole('link', { name: 'Back to footnote 1 in the text', exact: true }).click();
    await page.waitForURL(at(origin));
    await expect.poll(() => inView(origin)).toBe(true);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });

  test.for(posts)(
    'follows every link in the body of $slug to a page, file or anchor that exists under the sub-path',
    async (post, { site, freshContext }) => {
      const { page, problems } = await openRecording({ site, freshContext }, postRoute(post));
      const hrefs = await page
        .locator('article .prose a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      const broken: string[] = [];
      for (const href of hrefs) {
        if (/^[a-z]+:/i.test(href)) continue;
        const [pathPart = '', id = ''] = href.split('#');
        if (pathPart !== '' && !pathPart.startsWith('/portfolio/')) {
          broken.push(`${href}: not under /portfolio/`);
          continue;
        }
        const target = pathPart === '' ? page.url() : new URL(pathPart, page.url()).href;
        const response = await page.request.get(target);
        if (response.status() !== 200) broken.push(`${href}: ${response.status()}`);
        else if (id !== '' && !(await response.text()).includes(`id="${id}"`)) broken.push(`${href}: no #${id}`);
      }
      expect(broken).toEqual([]);
      // And a body link to a page opens it inside the app, under the sub-path.
      const internal = hrefs.find((href) => href.startsWith('/portfolio/blog/'));
      if (internal) {
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        await page.locator(`article .prose a[href="${internal}"]`).first().click();
        await page.waitForURL((url) => url.pathname === internal.split('#')[0]);
        expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      }
      expect(problems).toEqual([]);
    },
  );
});
