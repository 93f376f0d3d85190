/** Printing: home becomes a résumé-like document and the post a readable article. */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration, withSite, type Site } from '../support/browser.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

/** The test site's post with a gallery, a table and code. */
const POST = postRoute(postWithGallery());

let site: Site;
beforeAll(async () => {
  site = await withSite();
});
afterAll(async () => {
  await site.close();
});

/** Opens `route` in the dark scheme (the harder case) and switches to print media. */
async function openForPrint(route: string): Promise<Page> {
  const { page } = await site.open(route, { colorScheme: 'dark' });
  await waitForHydration(page);
  // Scroll down so the Back to top button would show on screen.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await page.emulateMedia({ media: 'print' });
  return page;
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe('print', () => {
  it('home hides navigation, buttons, the form and Back to top', async () => {
    const page = await openForPrint('/');
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Back to top' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'View Projects' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Quick Links' }).isVisible()).toBe(false);
    expect(await visible(page, 'form')).toBe(false);
    expect(await page.getByRole('link', { name: 'Skip to content' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('home keeps the résumé content: headline, about, projects, experience, skills and contact details', async () => {
    const page = await openForPrint('/');
    for (const id of ['home', 'about', 'projects', 'experience', 'skills', 'contact'])
      expect(await visible(page, `#${id}`)).toBe(true);
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: fixtureContent().site.email }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('prints dark text on white whatever the colour scheme', async () => {
    const page = await openForPrint('/');
    const colours = await page.evaluate(() => ({
      bg: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
    expect(colours).toEqual({ bg: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    await page.context().close();
  });

  it('writes out where external links go', async () => {
    const page = await openForPrint('/');
    const after = await page
      .locator('main a[href^="https://"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toMatch(/https:\/\//);
    await page.context().close();
  });

  it('the post prints as an article: title, gallery and sections, without the bars and buttons', async () => {
    const page = await openForPrint(POST);
    expect(await page.locator('h1').isVisible()).toBe(true);
    expect(await page.locator('main section[aria-label]:has(figure)').isVisible()).toBe(true);
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(postWithGallery().sections.length);
    expect(await page.getByRole('link', { name: /Back to Home/ }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Next Post' }).isVisible()).toBe(false);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    await page.context().close();
  });

  it('code in the post wraps on paper instead of being cut off', async () => {
    const page = await openForPrint(POST);
    expect(
      await page
        .locator('.prose pre')
        .first()
        .evaluate((pre) => getComputedStyle(pre).whiteSpace),
    ).toBe('pre-wrap');
    await page.context().close();
  });

  it('highlighted code prints in its light colours, readable on paper, even from the dark scheme', async () => {
    const page = await openForPrint(POST);
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
    await page.context().close();
  });

  it('a printed page is no wider than the paper', async () => {
    for (const route of ['/', POST]) {
      const page = await openForPrint(route);
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.setViewportSize({ width: 680, height: 1000 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      await page.context().close();
    }
  });
});
