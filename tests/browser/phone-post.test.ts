/**
 * The post on a 390 px phone: a code block too wide for the column shows a scroll cue (a fade at the
 * edge it can scroll towards) and one that fits shows none. (A wide table becomes one card per row on a
 * phone and Back to top gives way to the sticky bar's Top there: post-layout.test.ts.)
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, test, waitForHydration, type Open } from '../support/browser.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

/** The test site's post with a table and code. */
const POST = postRoute(postWithGallery());

/** The post at `viewport`, hydrated, failing on any console error or warning. */
async function post(open: Open, viewport: { width: number; height: number }): Promise<Page> {
  const { page, problems } = await open(POST, { viewport });
  await waitForHydration(page);
  expect(problems).toEqual([]);
  return page;
}

/** Wide tables and code blocks: the scroll containers of the post body. */
const scrollers = (page: Page): Locator => page.locator('.prose .table-scroll, .prose pre');

/** The first scroller wider than its box. */
async function firstOverflowing(page: Page): Promise<Locator> {
  const overflows = await scrollers(page).evaluateAll((elements) =>
    elements.map((el) => el.scrollWidth > el.clientWidth),
  );
  const index = overflows.indexOf(true);
  if (index < 0) throw new Error('nothing on the page is wider than its box');
  return scrollers(page).nth(index);
}

/** Each scroller's overflow and the fade at its start and end edges, in px. */
function cues(page: Page) {
  return scrollers(page).evaluateAll((elements) =>
    elements.map((el) => {
      const style = getComputedStyle(el);
      return {
        overflows: el.scrollWidth > el.clientWidth,
        start: parseFloat(style.getPropertyValue('--fade-start')),
        end: parseFloat(style.getPropertyValue('--fade-end')),
      };
    }),
  );
}

/**
 * The share of pixels in the element's last 40 px (where a cue for more to the right shows) that
 * change when its scroll cue is switched off. Compositing through a mask moves a few stray pixels
 * anywhere in the box, so a visible cue is one that changes much of the edge, not any pixel.
 */
async function cueShare(element: Locator): Promise<number> {
  await element.scrollIntoViewIfNeeded();
  // Not `animations: 'disabled'`: that would finish the scroll-driven animation that sets the cue.
  const withCue = await element.screenshot();
  await element.evaluate((el: HTMLElement) => el.style.setProperty('mask-image', 'none'));
  const without = await element.screenshot();
  await element.evaluate((el: HTMLElement) => el.style.removeProperty('mask-image'));
  const a = await sharp(withCue).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const b = await sharp(without).ensureAlpha().raw().toBuffer();
  const { width, height } = a.info;
  let changed = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = width - 40; x < width; x += 1) {
      const i = (y * width + x) * 4;
      if (a.data.readUInt32BE(i) !== b.readUInt32BE(i)) changed += 1;
    }
  }
  return changed / (40 * height);
}

const waitFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('the post on a phone', () => {
  test('gives each table and code block that overflows a fade at its far edge, and none at the start', async ({
    open,
  }) => {
    const page = await post(open, PHONE);
    const found = await cues(page);
    const wide = found.filter((c) => c.overflows);
    // The test site's post has code wider than a phone.
    expect(wide.length).toBeGreaterThanOrEqual(1);
    for (const cue of wide) expect(cue).toMatchObject({ start: 0, end: 40 });
    for (const cue of found.filter((c) => !c.overflows)) expect(cue).toMatchObject({ start: 0, end: 0 });
    expect(await cueShare(await firstOverflowing(page))).toBeGreaterThan(0.1);
  });

  test('moves the fade to the start edge once scrolled to the end', async ({ open }) => {
    const page = await post(open, PHONE);
    const wide = await firstOverflowing(page);
    await wide.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await waitFrames(page);
    const style = await wide.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        start: parseFloat(s.getPropertyValue('--fade-start')),
        end: parseFloat(s.getPropertyValue('--fade-end')),
      };
    });
    expect(style).toEqual({ start: 40, end: 0 });
  });

  test('shows no cue on a table or code block that fits (the same post at 1280 px)', async ({ open }) => {
    const page = await post(open, DESKTOP);
    const found = await cues(page);
    expect(found.filter((c) => !c.overflows).length).toBeGreaterThan(0);
    for (const cue of found.filter((c) => !c.overflows)) expect(cue).toMatchObject({ start: 0, end: 0 });
    const fitting = page.locator('.prose .table-scroll').first();
    expect(await fitting.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(await cueShare(fitting)).toBeLessThan(0.005);
  });
});
