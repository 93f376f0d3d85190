/**
 * The shared layout in Chromium against the production build: the sticky header (brand, centre
 * nav, Resume PDF on desktop only, profile icon links) and the footer (current year, built-with note).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, DIST, PHONE, test, waitForHydration } from '../support/browser.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { homeSectionsOf, postRoute } from '../support/site-pages.ts';

const { site: content } = fixtureContent();
const POST = postRoute(postWithGallery());

const header = (page: Page) => page.locator('body > #root header').first();

describe('sticky header', () => {
  test('stays at the top of the viewport while the page scrolls', async ({ open }) => {
    const { page } = await open('/');
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    expect((await header(page).boundingBox())?.y).toBe(0);
  });

  test('has a brand link that leads home from the post', async ({ site, open }) => {
    const { page } = await open(POST);
    await waitForHydration(page);
    await header(page).getByRole('link', { name: content.name }).click();
    await page.waitForURL(site.url('/'));
    // The URL changes before React commits the new page, so wait for the home headline.
    await expect.poll(() => page.locator('h1').textContent()).toBe(content.headline);
  });

  test('holds the five in-page links, in order, on home', async ({ open }) => {
    const { page } = await open('/');
    const links = header(page).getByRole('navigation', { name: 'Main' }).getByRole('link');
    const found = await links.evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(found).toEqual(homeSectionsOf().map((s) => [s.label, `#${s.id}`]));
  });

  test('shows the Resume PDF button at desktop width', async ({ open }) => {
    const { page } = await open('/', { viewport: DESKTOP });
    const resume = header(page).getByRole('link', { name: 'Resume PDF' });
    expect([await resume.isVisible(), await resume.getAttribute('href')]).toEqual([true, content.resume]);
  });

  test('hides the Resume PDF button below tablet width', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    // The header's button, and the closed mobile menu's link, are both out of sight.
    const links = await header(page).locator(`a[href="${content.resume}"]`).all();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(await link.isVisible()).toBe(false);
  });

  test('keeps the resume reachable from Quick Links below tablet width', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    const quick = page.getByRole('navigation', { name: 'Quick Links' }).locator(`a[href="${content.resume}"]`);
    expect(await quick.isVisible()).toBe(true);
  });

  for (const [name, href] of content.links
    .filter((profile) => profile.header)
    .map((profile) => [`${profile.label} profile (opens in a new tab)`, profile.url] as const)) {
    test(`has a "${name}" icon link opening in a new tab with rel="me noopener noreferrer"`, async ({ open }) => {
      const { page } = await open('/');
      const link = header(page).getByRole('link', { name, exact: true });
      const attributes = await link.evaluate((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
      ]);
      expect(attributes).toEqual([href, '_blank', 'me noopener noreferrer']);
    });
  }
});

describe('footer', () => {
  const builtYear = Number(
    /data-testid="copyright-year">(\d{4})</.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))?.[1],
  );

  test('shows the current year', async ({ open }) => {
    const { page } = await open('/');
    await waitForHydration(page);
    expect(await page.getByTestId('copyright-year').textContent()).toBe(String(new Date().getFullYear()));
  });

  test("shows the visitor's current year when the site was built the year before, without a hydration warning", async ({
    site,
    freshContext,
  }) => {
    const context = await freshContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.clock.setFixedTime(new Date(`${builtYear + 1}-01-01T00:00:30`));
    await page.goto(site.url('/'));
    await waitForHydration(page);
    await page
      .getByTestId('copyright-year')
      .filter({ hasText: String(builtYear + 1) })
      .waitFor();
    expect(problems).toEqual([]);
  });

  test('carries a built-with note', async ({ open }) => {
    const { page } = await open('/', { javaScriptEnabled: false });
    expect(await page.locator('footer').textContent()).toMatch(/Built with React, Vite and MDX/);
  });
});
