/**
 * A hash on the home route scrolls to its section: on first load, on in-page links and after
 * navigating from another page; smoothly (the position moves over several frames), or in one frame
 * under `prefers-reduced-motion: reduce`; and the sticky header never covers the section's heading.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, sharedPage, test, waitForHydration, type Open } from '../support/browser.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { homeSectionsOf, postRoute } from '../support/site-pages.ts';
import {
  headingPlacement,
  intermediatePositions,
  isJustBelowHeader,
  isMonotonic,
  SCROLL_TRACE_SCRIPT,
  scrollTrace,
  startScrollTrace,
  waitForScrollEnd,
} from '../support/scrolling.ts';

const SMOOTH: BrowserContextOptions = { viewport: DESKTOP, reducedMotion: 'no-preference' };
const REDUCED: BrowserContextOptions = { viewport: DESKTOP, reducedMotion: 'reduce' };

/** Opens `path`, recording a scroll trace from the first frame. */
async function load(open: Open, path: string, options: BrowserContextOptions): Promise<Page> {
  const { page } = await open(path, options, SCROLL_TRACE_SCRIPT);
  await waitForHydration(page);
  return page;
}

/** Opens home at the top, hydrated. */
const home = (open: Open, options: BrowserContextOptions): Promise<Page> => load(open, '/', options);

/**
 * Opens the post scrolled to its end, then follows its "Contact me" link to `/#contact`. A smooth
 * scroll is traced from home's first frame: the post may end lower than home can scroll, and the
 * browser then shows home at its lowest before the scroll starts. An instant jump is traced from the post.
 */
async function contactFromPost(open: Open, options: BrowserContextOptions): Promise<Page> {
  const page = await load(open, postRoute(postWithGallery()), options);
  await page.evaluate(() => {
    Object.assign(window, { __onPost: true });
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  });
  await startScrollTrace(page, options.reducedMotion === 'reduce' ? undefined : '#contact');
  await page.getByRole('link', { name: 'Contact me' }).click();
  return page;
}

/** The trace moved through at least three positions between start and end, one way. */
function expectSmooth(trace: number[]): void {
  expect(trace.at(-1)).not.toBe(trace[0]);
  // At least one frame between start and end (an instant jump has none): a busy machine drops frames,
  // so a smooth scroll may show only a few of them.
  expect(intermediatePositions(trace).length).toBeGreaterThanOrEqual(1);
  expect(isMonotonic(trace)).toBe(true);
}

/** The trace jumped from start to end between two frames. */
function expectInstant(trace: number[]): void {
  expect(trace.at(-1)).not.toBe(trace[0]);
  expect(intermediatePositions(trace)).toEqual([]);
}

describe('first load with a hash', () => {
  test('/#contact scrolls smoothly to the Contact section', async ({ open }) => {
    const page = await load(open, '/#contact', SMOOTH);
    expectSmooth(await scrollTrace(page));
  });

  test('/#contact jumps in one frame under reduced motion', async ({ open }) => {
    const page = await load(open, '/#contact', REDUCED);
    expectInstant(await scrollTrace(page));
  });

  test('/#contact ends with the Contact heading just below the sticky header', async ({ open }) => {
    const page = await load(open, '/#contact', SMOOTH);
    await scrollTrace(page);
    await waitForScrollEnd(page);
    expect(isJustBelowHeader(await headingPlacement(page, 'contact'))).toBe(true);
  });
});

describe('in-page links', () => {
  test('a nav link scrolls smoothly to its section', async ({ open }) => {
    const page = await home(open, SMOOTH);
    await startScrollTrace(page);
    await page.locator('header nav').getByRole('link', { name: 'Skills' }).click();
    expectSmooth(await scrollTrace(page));
  });

  test('a nav link jumps in one frame under reduced motion', async ({ open }) => {
    const page = await home(open, REDUCED);
    await startScrollTrace(page);
    await page.locator('header nav').getByRole('link', { name: 'Skills' }).click();
    expectInstant(await scrollTrace(page));
  });

  describe('each nav link, followed in turn on one page', () => {
    // Where a link leaves its heading does not depend on how the page got there: smooth scrolling is
    // traced above, so these jump (reduced motion) and share one page.
    const shared = sharedPage('/', REDUCED, SCROLL_TRACE_SCRIPT);

    for (const { id, label } of homeSectionsOf()) {
      test(`the ${label} nav link leaves the ${label} heading just below the sticky header`, async () => {
        const { page } = shared;
        await page.locator('header nav').getByRole('link', { name: label, exact: true }).click();
        await waitForScrollEnd(page);
        expect(isJustBelowHeader(await headingPlacement(page, id))).toBe(true);
      });
    }
  });

  for (const [name, id] of [
    ['View Projects', 'projects'],
    ['Get in touch', 'contact'],
  ] as const) {
    test(`the hero's ${name} button scrolls to ${id}`, async ({ open }) => {
      const page = await home(open, REDUCED);
      await page.locator('#home').getByRole('link', { name }).click();
      await waitForScrollEnd(page);
      expect(isJustBelowHeader(await headingPlacement(page, id))).toBe(true);
    });
  }

  for (const [name, id] of [
    ['Experience', 'experience'],
    ['Skills', 'skills'],
  ] as const) {
    test(`the Quick Links ${name} anchor scrolls to ${id}`, async ({ open }) => {
      const page = await home(open, REDUCED);
      await page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link', { name, exact: true }).click();
      await waitForScrollEnd(page);
      expect(isJustBelowHeader(await headingPlacement(page, id))).toBe(true);
    });
  }
});

describe('navigating from another page', () => {
  test("the post's Contact me link opens home and scrolls smoothly to Contact", async ({ open }) => {
    const page = await contactFromPost(open, SMOOTH);
    expectSmooth(await scrollTrace(page));
  });

  test("the post's Contact me link jumps to Contact in one frame under reduced motion", async ({ open }) => {
    const page = await contactFromPost(open, REDUCED);
    expectInstant(await scrollTrace(page));
  });

  test("the post's Contact me link stays in the document and ends with the Contact heading just below the sticky header", async ({
    open,
  }) => {
    const page = await contactFromPost(open, SMOOTH);
    await scrollTrace(page);
    // A marker set on the post's window survives only a client-side navigation.
    expect(await page.evaluate(() => (window as { __onPost?: boolean }).__onPost)).toBe(true);
    await waitForScrollEnd(page);
    expect(new URL(page.url()).hash).toBe('#contact');
    expect(isJustBelowHeader(await headingPlacement(page, 'contact'))).toBe(true);
  });
});
