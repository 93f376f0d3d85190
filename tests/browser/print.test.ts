/** Printing: home becomes a résumé-like document and the post a readable article. */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test, waitForHydration, type Open, type OpenedPage } from '../support/browser.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

/** The test site's post with a gallery, a table and code. */
const POST = postRoute(postWithGallery());

/** Opens `route` in the dark scheme (the harder case) and switches to print media. */
async function openForPrint(open: Open, route: string): Promise<OpenedPage> {
  const opened = await open(route, { colorScheme: 'dark' });
  const { page } = opened;
  await waitForHydration(page);
  // Scroll down so the Back to top button would show on screen.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.emulateMedia({ media: 'print' });
  return opened;
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe('print', () => {
  test('home hides navigation, buttons, the form and Back to top', async ({ open }) => {
    const { page } = await openForPrint(open, '/');
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Back to top' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'View Projects' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Quick Links' }).isVisible()).toBe(false);
    expect(await visible(page, 'form')).toBe(false);
    expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(false);
  });

  test('home keeps the résumé content: headline, about, projects, experience, skills and contact details', async ({
    open,
  }) => {
    const { page } = await openForPrint(open, '/');
    for (const id of ['home', 'about', 'projects', 'experience', 'skills', 'contact'])
      expect(await visible(page, `#${id}`)).toBe(true);
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: fixtureContent().site.email }).isVisible()).toBe(true);
  });

  test('prints dark text on white whatever the colour scheme', async ({ open }) => {
    const { page } = await openForPrint(open, '/');
    const colours = await page.evaluate(() => ({
      bg: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
    expect(colours).toEqual({ bg: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
  });

  test('writes out where external links go', async ({ open }) => {
    const { page } = await openForPrint(open, '/');
    const after = await page
      .locator('main a[href^="https://"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toMatch(/https:\/\//);
  });

  test('the post prints as an article: title, gallery and sections, without the bars and buttons', async ({ open }) => {
    const { page } = await openForPrint(open, POST);
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(await page.locator('main section[aria-label]:has(figure)').isVisible()).toBe(true);
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(postWithGallery().sections.length);
    expect(await page.getByRole('link', { name: /Back to Home/ }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Posts' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
  });

  test('code in the post wraps on paper instead of being cut off', async ({ open }) => {
    const { page } = await openForPrint(open, POST);
    expect(
      await page
        .locator('.prose pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).whiteSpace),
    ).toBe('pre-wrap');
  });

  test('highlighted code prints in its light colours, readable on paper, even from the dark scheme', async ({
    open,
  }) => {
    const { page } = await openForPrint(open, POST);
    const { shown, light } = await page
      .locator('.prose pre code span span')
      .first()
      .evaluate((span) => {
        const probe = document.createElement('span');
        probe.style.color = getComputedStyle(span).getPropertyValue('--shiki-light');
        document.body.append(probe);
        const result = { shown: getComputedStyle(span).color, light: getComputedStyle(probe).color };
        probe.remove();
        return result;
      });
    expect(shown).toBe(light);
  });

  test('a printed page is no wider than the paper', async ({ open }) => {
    for (const route of ['/', POST]) {
      const { page, release } = await openForPrint(open, route);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.setViewportSize({ width: 680, height: 1000 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      await release();
    }
  });
});
