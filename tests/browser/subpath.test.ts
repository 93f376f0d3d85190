/**
 * A build for a sub-path (a GitHub Pages project site) works end to end: built with
 * SITE_URL=https://example.github.io/portfolio/ and served under /portfolio/ only, with its own
 * `_headers` and policy (checked like the root build's, and enforced in every page opened here).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration, withSite, type Site } from '../support/browser.ts';
import { securityChecks } from '../support/security-checks.ts';

const SITE_URL = 'https://example.github.io/portfolio/';
const outDir = path.resolve('.tmp', 'dist-subpath');
let site: Site;

beforeAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    encoding: 'utf8',
    env: { ...process.env, SITE_URL, OUT_DIR: outDir },
    timeout: 170_000,
  });
  if (build.status !== 0) throw new Error(`sub-path build failed:\n${build.stdout}\n${build.stderr}`);
  site = await withSite(outDir, '/portfolio/');
}, 180_000);

afterAll(async () => {
  await site?.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** Opens `pathname` (under /portfolio/) recording every request that fails or gets an error status. */
async function openRecording(pathname: string): Promise<{ page: Page; failed: string[]; problems: string[] }> {
  const context = await site.browser.newContext();
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
  await page.goto(site.url(pathname), { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return { page, failed, problems };
}

describe('site built for /portfolio/', () => {
  // The same publishing checks as the root build, every rule and URL under /portfolio/.
  securityChecks(() => outDir, '/portfolio/');

  it('writes sitemap, robots and feed URLs under the sub-path', () => {
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    expect([...read('sitemap.xml').matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([
      SITE_URL,
      `${SITE_URL}blog`,
      `${SITE_URL}blog/karl`,
    ]);
    expect(read('robots.txt')).toContain(`Sitemap: ${SITE_URL}sitemap.xml\n`);
    const feed = read('feed.xml');
    expect(feed).toContain(`<link rel="self" href="${SITE_URL}feed.xml"/>`);
    expect([...feed.matchAll(/<entry>[\s\S]*?<id>(.*?)<\/id>/g)].map((m) => m[1])).toEqual([`${SITE_URL}blog/karl`]);
  });

  it('home loads every asset from /portfolio/ and shows the profile photo', async () => {
    const { page, failed, problems } = await openRecording('/');
    const photo = page.getByAltText(/^Elias Brandt at an electronics bench/);
    await photo.scrollIntoViewIfNeeded();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await photo.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/portfolio\/assets\/profile-/,
    );
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('has canonical and Open Graph URLs under the sub-path', async () => {
    const { page } = await openRecording('/');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(SITE_URL);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /^https:\/\/example\.github\.io\/portfolio\/assets\//,
    );
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/portfolio/favicon.svg');
    await page.context().close();
  });

  it('points the resume links at /portfolio/resume.pdf', async () => {
    const { page } = await openRecording('/');
    const hrefs = await page
      .locator('a', { hasText: /Resume/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set(['/portfolio/resume.pdf']));
    await page.context().close();
  });

  it('follows the Quick Links blog link inside the app, and Back returns home', async () => {
    const { page, failed, problems } = await openRecording('/');
    // A marker on window survives only a client-side navigation.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page
      .getByRole('navigation', { name: 'Quick Links' })
      .getByRole('link', { name: /Build log/ })
      .click();
    await page.waitForURL(site.url('/blog/karl'));
    // The post's code loads on demand; the home page stays until it has.
    await page.locator('h1', { hasText: 'Karl: building an autonomous rover for solar farms' }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.getByRole('figure').first().waitFor();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}blog/karl`);

    await page.goBack();
    await page.waitForURL(site.url('/'));
    await page.locator('h1', { hasText: 'Electronics and firmware for machines that sense, move and talk.' }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const path of ['/blog', '/blog/']) {
    it(`serves the blog index at ${path}, whose links stay under the sub-path`, async () => {
      const { page, failed, problems } = await openRecording(path);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}blog`);
      expect(await page.getByRole('link', { name: 'Atom feed' }).getAttribute('href')).toBe('/portfolio/feed.xml');
      const image = page.locator('main article img');
      await image.scrollIntoViewIfNeeded();
      await image.evaluate((el: HTMLImageElement) =>
        el.complete ? undefined : new Promise((resolve) => el.addEventListener('load', resolve)),
      );
      expect(await image.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(
        /^\/portfolio\/assets\/chassis-/,
      );
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const post = page.getByRole('link', { name: 'Karl: building an autonomous rover for solar farms' });
      expect(await post.getAttribute('href')).toBe('/portfolio/blog/karl');
      await post.click();
      await page.waitForURL(site.url('/blog/karl'));
      await page.locator('h1', { hasText: 'Karl: building an autonomous rover for solar farms' }).waitFor();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await page.getByRole('link', { name: 'All posts' }).click();
      await page.waitForURL(site.url('/blog'));
      await page.locator('h1', { hasText: 'Build log' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(failed).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('gives the post a link-preview image and JSON-LD under the sub-path', async () => {
    const { page } = await openRecording('/blog/karl');
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https:\/\/example\.github\.io\/portfolio\/assets\/chassis-/);
    const data = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => JSON.parse(s.textContent) as { url?: string; image?: string },
      ),
    );
    expect(data[0]).toMatchObject({ url: `${SITE_URL}blog/karl`, image });
    await page.context().close();
  });

  it('serves the post directly, with its gallery images', async () => {
    const { page, failed, problems } = await openRecording('/blog/karl');
    const images = page.locator('figure img');
    expect(await images.count()).toBe(3);
    for (const img of await images.all()) {
      await img.scrollIntoViewIfNeeded();
      await img.evaluate((el: HTMLImageElement) =>
        el.complete ? undefined : new Promise((resolve) => el.addEventListener('load', resolve)),
      );
      expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(
        /^\/portfolio\/assets\//,
      );
    }
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
