/**
 * Maths and callouts as a reader gets them, in Chromium against the built test site: formulas set in
 * KaTeX's own fonts with its glyph placement, a wide display formula scrolling inside the column on a
 * phone, callouts that axe finds readable in both colour schemes, and the page within its policy
 * (withSite fails the file on any Content Security Policy violation).
 */
import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect } from 'vitest';
import { postPath } from '../../src/lib/routes-paths.ts';
import { axeViolations } from '../support/axe.ts';
import { PHONE, test, waitForHydration, type Open, type OpenedPage } from '../support/browser.ts';
import { fixtureContent } from '../support/fixture-content.ts';

/** The test site's post with maths and callouts (a `$$` block and at least two alerts). */
function mathsPost(): string {
  const post = fixtureContent().posts.find(
    (p) => /^\$\$$/m.test(p.body) && (p.body.match(/^> \[!/gm)?.length ?? 0) >= 2,
  );
  if (!post) throw new Error('the test site has no post with a display formula and two callouts');
  return postPath(post.slug);
}

/** Opens the maths post, hydrated, with its fonts loaded. */
async function openPost(open: Open, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const opened = await open(mathsPost(), options);
  await waitForHydration(opened.page);
  await opened.page.evaluate(() => document.fonts.ready);
  return opened;
}

describe('maths in the browser', () => {
  test('sets formulas in KaTeX’s fonts, loaded from the site', async ({ open }) => {
    const { page, problems } = await openPost(open);
    const fonts = await page.evaluate(() => ({
      family: getComputedStyle(document.querySelector('.katex') as Element).fontFamily,
      loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      files: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.endsWith('.woff2'))
        .map((url) => `${url.origin === location.origin ? 'site' : url.origin}:${url.pathname.split('/').pop() ?? ''}`),
    }));
    expect(fonts.family).toMatch(/^KaTeX_Main\b/);
    expect(fonts.loaded).toEqual(expect.arrayContaining(['KaTeX_Main', 'KaTeX_Math']));
    expect(fonts.files.length).toBeGreaterThan(0);
    for (const file of fonts.files) expect(file).toMatch(/^site:KaTeX_/);
    expect(problems).toEqual([]);
  });

  test('places glyphs with the classes that replaced KaTeX’s inline styles', async ({ open }) => {
    const { page } = await openPost(open);
    const placed = await page.evaluate(() => {
      const line = document.querySelector('.katex-display .frac-line') as HTMLElement;
      const em = parseFloat(getComputedStyle(line).fontSize);
      return {
        // KaTeX draws a fraction's bar as a 0.04em bottom border, set by a style attribute it wrote.
        bar: parseFloat(getComputedStyle(line).borderBottomWidth) / em,
        // The formula's parts stack: the numerator sits above the bar, the denominator below it.
        order: [...document.querySelectorAll('.katex-display .mfrac')].map((fraction) => {
          // KaTeX lists a fraction's rows bottom up: denominator, bar, numerator.
          const rows = [...(fraction.querySelector('.vlist')?.children ?? [])].map(
            (row) => row.getBoundingClientRect().top,
          );
          return rows.length === 3 && (rows[2] ?? 0) < (rows[1] ?? 0) && (rows[1] ?? 0) < (rows[0] ?? 0);
        }),
      };
    });
    expect(placed.bar).toBeGreaterThan(0.02);
    expect(placed.order.length).toBeGreaterThan(0);
    expect(placed.order.every(Boolean)).toBe(true);
  });

  test('scrolls a display formula wider than a phone inside the column, never the page', async ({ open }) => {
    const { page } = await openPost(open, { viewport: PHONE });
    const sizes = await page.evaluate(() => {
      const display = document.querySelector('.katex-display') as HTMLElement;
      return {
        formula: display.scrollWidth,
        box: display.clientWidth,
        page: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
        focusable: display.tabIndex,
      };
    });
    expect(sizes.formula).toBeGreaterThan(sizes.box);
    expect(sizes.page).toBeLessThanOrEqual(sizes.viewport);
    expect(sizes.focusable).toBe(0);
  });
});

describe('callouts and maths for every reader', () => {
  test.for(['light', 'dark'] as const)(
    'axe finds no violation on the post in the %s scheme',
    async (colorScheme, { open }) => {
      const { page } = await openPost(open, { colorScheme });
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      expect(await page.locator('section.callout').count()).toBeGreaterThanOrEqual(2);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  test.for(['light', 'dark'] as const)(
    'sets each callout type apart by its colours in the %s scheme',
    async (colorScheme, { open }) => {
      const { page } = await openPost(open, { colorScheme });
      const callouts = await page.evaluate(() =>
        [...document.querySelectorAll('section.callout')].map((callout) => ({
          type: callout.className,
          title: getComputedStyle(callout.querySelector('.callout-title') as Element).color,
          background: getComputedStyle(callout).backgroundColor,
          page: getComputedStyle(document.body).backgroundColor,
        })),
      );
      for (const { title, background, page: body } of callouts) {
        expect(background).not.toBe(body);
        expect(title).not.toBe(background);
      }
      const titleByType = new Map(callouts.map((c) => [c.type, c.title]));
      expect(titleByType.size).toBeGreaterThanOrEqual(2);
      expect(new Set(titleByType.values()).size).toBe(titleByType.size);
    },
  );
});
