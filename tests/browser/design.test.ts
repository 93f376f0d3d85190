/** Structure and keyboard use on every page: skip link, landmarks, headings, focus, reduced motion. */
import { describe, expect } from 'vitest';
import { PHONE, sharedPage, test, waitForHydration } from '../support/browser.ts';
import { builtPageKinds } from '../support/routes.ts';

describe('page structure', () => {
  for (const route of builtPageKinds()) {
    describe(`${route}, hydrated at desktop width`, () => {
      // One page for the three: reading headings and landmarks leaves it as it was; the skip link's
      // test, which moves focus, comes last.
      const shared = sharedPage(route);

      test(`${route}: one h1 and no skipped heading levels`, async () => {
        const { page } = shared;
        const levels = await page.evaluate(() =>
          [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])),
        );
        expect(levels.filter((l) => l === 1)).toHaveLength(1);
        expect(levels[0]).toBe(1);
        levels.forEach((level, i) => {
          if (i > 0) expect(level - (levels[i - 1] ?? 1)).toBeLessThanOrEqual(1);
        });
      });

      test(`${route}: banner, main nav, main and contentinfo landmarks`, async () => {
        const { page } = shared;
        expect(await page.getByRole('banner').count()).toBe(1);
        expect(await page.getByRole('main').count()).toBe(1);
        expect(await page.getByRole('contentinfo').count()).toBe(1);
        expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
      });

      test(`${route}: the first Tab shows the skip link, which moves focus to the main content`, async () => {
        const { page } = shared;
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
        const box = await skip.boundingBox();
        expect(box && box.y >= 0).toBe(true);
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
      });
    });

    test(`${route}: every focusable control shows a visible focus ring`, async ({ open }) => {
      const { page } = await open(route, { viewport: PHONE });
      await waitForHydration(page);
      const missing: string[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const ring = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          return {
            name: `${el.tagName} ${el.textContent.trim().slice(0, 30)}`,
            ok: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          };
        });
        if (ring && !ring.ok) missing.push(ring.name);
      }
      expect(missing).toEqual([]);
    });
  }
});

describe('motion', () => {
  test('scrolls smoothly by default', async ({ open }) => {
    const { page } = await open('/', { reducedMotion: 'no-preference' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
  });

  test('prefers-reduced-motion turns off smooth scrolling and transitions', async ({ open }) => {
    const { page } = await open('/', { reducedMotion: 'reduce' });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
    const longest = await page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('*')].map((el) => parseFloat(getComputedStyle(el).transitionDuration) || 0),
      ),
    );
    expect(longest).toBeLessThan(0.01);
  });
});

describe('controls have names', () => {
  test('icon links and icon buttons in the header have accessible names', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    await waitForHydration(page);
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a, button')]
        .filter((el) => !(el.getAttribute('aria-label') ?? el.textContent).trim())
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });
});
