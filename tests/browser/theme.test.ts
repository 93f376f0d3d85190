/** The colour theme: follows the system, a toggle whose choice persists, and no flash on load. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DIST, test, waitForHydration } from '../support/browser.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

/** The test site's post with a gallery, a table and code. */
const POST = postRoute(postWithGallery());

/** The page background as Chromium paints it, e.g. "rgb(13, 17, 23)". */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const LIGHT_BG = 'rgb(247, 249, 251)';
const DARK_BG = 'rgb(13, 17, 23)';

describe('theme', () => {
  test('follows the system scheme when the visitor has not chosen', async ({ open }) => {
    for (const [colorScheme, expected] of [
      ['light', LIGHT_BG],
      ['dark', DARK_BG],
    ] as const) {
      const { page } = await open('/', { colorScheme });
      expect(await background(page)).toBe(expected);
    }
  });

  test('the toggle is named for what it does and shows the theme in effect as its pressed state', async ({ open }) => {
    const { page } = await open('/', { colorScheme: 'dark' });
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
  });

  test('pressing the toggle switches the theme and remembers the choice across pages and reloads', async ({
    site,
    open,
  }) => {
    const { page, problems } = await open('/', { colorScheme: 'light' });
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await background(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.goto(site.url(POST));
    await waitForHydration(page);
    expect(await background(page)).toBe(DARK_BG);
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.reload();
    await waitForHydration(page);
    expect(await background(page)).toBe(LIGHT_BG);
    expect(problems).toEqual([]);
  });

  test('applies a saved theme before any app script runs (no flash of the wrong theme)', async ({
    site,
    freshContext,
  }) => {
    const context = await freshContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Block the app's modules: only the inline script in <head> can set the theme now.
    await context.route(/\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(site.url('/'));
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await background(page)).toBe(DARK_BG);
  });

  test('the inline theme script comes before every stylesheet', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const script = html.indexOf("localStorage.getItem('theme')");
    const firstStylesheet = html.indexOf('rel="stylesheet"');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(firstStylesheet);
  });

  test('the prerendered toggle does not claim a state the server cannot know', () => {
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
    const button = html.match(/<button[^>]*>(?:(?!<\/button>).)*Dark theme<\/span><\/button>/s)?.[0] ?? '';
    expect(button).not.toBe('');
    expect(button).not.toContain('aria-pressed');
  });

  test('a stored theme survives hydration without a console error', async ({ site, freshContext }) => {
    const context = await freshContext({ colorScheme: 'light' });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') problems.push(msg.text());
    });
    await page.goto(site.url('/'));
    await waitForHydration(page);
    // The pressed state is read in a render right after hydration commits, so poll for it.
    await expect.poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    expect(problems).toEqual([]);
  });
});
