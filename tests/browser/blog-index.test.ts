/**
 * The blog index in Chromium: it lists the posts and leads to them inside the app, every page leads
 * back to it, and the posts' JSON-LD stays readable data under the site's Content Security Policy.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { digest } from '../../scripts/pipeline/security/html.ts';
import { readPage } from '../support/dist.ts';
import { test, waitForHydration } from '../support/browser.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { pageFile, postRoute } from '../support/site-pages.ts';

const { site: content, posts } = fixtureContent();
const newest = posts.at(-1);
if (!newest) throw new Error('the test site has no published post');

/** Marks the window, so a later check can tell a client-side navigation from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument);

describe('the blog index', () => {
  for (const path of ['/blog', '/blog/']) {
    test(`${path} lists every post, newest first, and a title leads to its post inside the app`, async ({
      site,
      open,
    }) => {
      const { page, problems } = await open(path);
      await waitForHydration(page);
      const titles = await page.locator('main article h3').allTextContents();
      expect(titles).toEqual([...posts].reverse().map((post) => post.title));
      await markDocument(page);
      await page.getByRole('link', { name: newest.title }).click();
      await page.waitForURL(site.url(postRoute(newest)));
      await page.locator('h1', { hasText: newest.title }).waitFor();
      expect(await sameDocument(page)).toBe(true);
      await expect.poll(() => page.title()).toBe(`${newest.title} | ${content.name}`);
      expect(problems).toEqual([]);
    });
  }

  test('the whole card opens the post', async ({ site, open }) => {
    const { page } = await open('/blog');
    await waitForHydration(page);
    const card = page.locator('main article').first();
    const box = await card.boundingBox();
    if (!box) throw new Error('no card');
    // Near the card's bottom-right corner: padding, not the title link itself.
    await page.mouse.click(box.x + box.width - 8, box.y + box.height - 8);
    await page.waitForURL(site.url(postRoute(newest)));
  });

  test('is reached from the post’s sticky bar, and the title and canonical URL follow', async ({ site, open }) => {
    const { page, problems } = await open(postRoute(newest));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'All posts' }).click();
    await page.waitForURL(site.url('/blog'));
    await page.locator('h1', { hasText: content.blog.name }).waitFor();
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(() => page.title()).toBe(`${content.blog.name} | ${content.name}`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${content.url}blog`);
    expect(problems).toEqual([]);
  });

  test('is reached from the home page’s footer and Quick Links', async ({ site, open }) => {
    for (const link of [
      (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: content.blog.name }),
      (page: Page) => page.getByRole('navigation', { name: 'Quick Links' }).locator(`a[href="/blog"]`),
    ]) {
      const { page, release } = await open('/');
      await waitForHydration(page);
      await markDocument(page);
      await link(page).click();
      await page.waitForURL(site.url('/blog'));
      await page.locator('h1', { hasText: content.blog.name }).waitFor();
      expect(await sameDocument(page)).toBe(true);
      await release();
    }
  });
});

describe("JSON-LD under the site's Content Security Policy", () => {
  test('is read as data: the policy allows no JSON-LD text as a script, and the page reports no violation', async ({
    site,
    open,
  }) => {
    const { page } = await open(postRoute(newest));
    await waitForHydration(page);
    // The policy the page runs under, as the static host sends it.
    const response = await page.request.get(site.url(postRoute(newest)));
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    const jsonLd = readPage(pageFile(postRoute(newest))).all(
      (e) => e.tagName === 'script' && e.properties.type === 'application/ld+json',
    );
    expect(jsonLd).toHaveLength(2);
    for (const script of jsonLd) expect(policy).not.toContain(digest('sha256', rawText(script)));
    const types = await page.evaluate(() =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => (JSON.parse(s.textContent) as { '@type': string })['@type'],
      ),
    );
    expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(site.cspViolations).toEqual([]);
  });
});

/** The exact text of a script element as written in the file (the hash covers every byte). */
function rawText(element: { children: unknown[] }): string {
  return element.children.map((c) => (c as { value?: string }).value ?? '').join('');
}
