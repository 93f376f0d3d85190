/**
 * The floating Back to top button: shown only while the page is scrolled more than 400 px, checked
 * on load and on every scroll; it scrolls to the top (in one frame under reduced motion), moves
 * focus to the top of the page and works from the keyboard.
 */
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, test, waitForHydration, type Open } from '../support/browser.ts';
import { intermediatePositions, scrollTrace, startScrollTrace, waitForScrollEnd } from '../support/scrolling.ts';

const SMOOTH: BrowserContextOptions = { viewport: DESKTOP, reducedMotion: 'no-preference' };
const REDUCED: BrowserContextOptions = { viewport: DESKTOP, reducedMotion: 'reduce' };

/** The button, found whether shown or hidden (a hidden button has no role in the accessibility tree). */
const button = (page: Page): Locator => page.locator('button', { hasText: 'Back to top' });

/** Opens `path` hydrated; with `muteScrollEvents`, no scroll event ever reaches the page's own listeners. */
async function openHydrated(
  open: Open,
  path: string,
  options: BrowserContextOptions,
  muteScrollEvents = false,
): Promise<Page> {
  // A capturing listener on window runs before any listener the page adds, and stops the event.
  const mute = "window.addEventListener('scroll', (event) => event.stopImmediatePropagation(), { capture: true });";
  const { page } = await open(path, options, muteScrollEvents ? mute : undefined);
  await waitForHydration(page);
  return page;
}

/** Scrolls to exactly `top` px, in one step, and waits for the scroll event to be handled. */
async function scrollToY(page: Page, top: number): Promise<void> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
  // Scroll events fire once per frame; give React two frames and a tick to render.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}

describe('Back to top visibility', () => {
  test('is hidden on load at the top of the page', async ({ open }) => {
    const page = await openHydrated(open, '/', SMOOTH);
    expect(await button(page).isVisible()).toBe(false);
  });

  test('is shown on load when the page opens scrolled past 400 px, without any scroll event', async ({ open }) => {
    const page = await openHydrated(open, '/#contact', REDUCED, true);
    await waitForScrollEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    expect(await button(page).isVisible()).toBe(true);
  });

  test('stays hidden when scrolled to exactly 400 px', async ({ open }) => {
    const page = await openHydrated(open, '/', SMOOTH);
    await scrollToY(page, 400);
    expect(await button(page).isVisible()).toBe(false);
  });

  test('appears when scrolled to 401 px', async ({ open }) => {
    const page = await openHydrated(open, '/', SMOOTH);
    await scrollToY(page, 401);
    expect(await button(page).isVisible()).toBe(true);
  });

  test('disappears again when scrolled back from 401 px to 400 px', async ({ open }) => {
    const page = await openHydrated(open, '/', SMOOTH);
    await scrollToY(page, 401);
    expect(await button(page).isVisible()).toBe(true);
    await scrollToY(page, 400);
    expect(await button(page).isVisible()).toBe(false);
  });
});

describe('Back to top action', () => {
  test('scrolls smoothly back to the top and hides', async ({ open }) => {
    const page = await openHydrated(open, '/', SMOOTH);
    await scrollToY(page, 2000);
    await startScrollTrace(page);
    await button(page).click();
    const trace = await scrollTrace(page);
    expect(trace.at(-1)).toBe(0);
    expect(intermediatePositions(trace).length).toBeGreaterThanOrEqual(3);
    await button(page).waitFor({ state: 'hidden' });
  });

  test('jumps to the top in one frame under reduced motion', async ({ open }) => {
    const page = await openHydrated(open, '/', REDUCED);
    await scrollToY(page, 2000);
    await startScrollTrace(page);
    await button(page).click();
    const trace = await scrollTrace(page);
    expect([trace[0], trace.at(-1), intermediatePositions(trace)]).toEqual([2000, 0, []]);
  });

  test('moves focus to the top of the page, so the next Tab reaches the skip link', async ({ open }) => {
    const page = await openHydrated(open, '/', REDUCED);
    await scrollToY(page, 2000);
    await button(page).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
  });

  test('works from the keyboard: Tab reaches it and Enter returns to the top', async ({ open }) => {
    const page = await openHydrated(open, '/', SMOOTH);
    await scrollToY(page, 2000);
    // Start keyboard navigation from the footer's last link (the footer itself if it has none), the last
    // content before the button.
    await page.locator('footer').evaluate((footer) => {
      const last = [...footer.querySelectorAll<HTMLElement>('a[href], button')].at(-1);
      if (last) {
        last.focus({ preventScroll: true });
        return;
      }
      footer.tabIndex = -1;
      footer.focus({ preventScroll: true });
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Back to top');
    await page.keyboard.press('Enter');
    await waitForScrollEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('works from the keyboard with Space', async ({ open }) => {
    const page = await openHydrated(open, '/', REDUCED);
    await scrollToY(page, 2000);
    await button(page).focus();
    await page.keyboard.press('Space');
    await waitForScrollEnd(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
