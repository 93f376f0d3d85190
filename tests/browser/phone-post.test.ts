/**
 * The post on a 390 px phone: a wide table or code block shows a scroll cue (a fade at the edge it
 * can scroll towards) and one that fits shows none; Back to top sits clear of the text column.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, waitForHydration, withSite, type Site } from '../support/browser.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

/** The test site's post with a table and code. */
const POST = postRoute(postWithGallery());

let site: Site;
beforeAll(async () => {
  site = await withSite();
});
afterAll(async () => {
  await site.close();
});

async function post(viewport: { width: number; height: number }): Promise<Page> {
  const { page, problems } = await site.open(POST, { viewport });
  await waitForHydration(page);
  expect(problems).toEqual([]);
  return page;
}

/** Wide tables and code blocks: the scroll containers of the post body. */
const scrollers = (page: Page): Locator => page.locator('.prose .table-scroll, .prose pre');

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
  it('gives each table and code block that overflows a fade at its far edge, and none at the start', async () => {
    const page = await post(PHONE);
    const found = await cues(page);
    const wide = found.filter((c) => c.overflows);
    // The test site's post has a wide table and wide code on a phone.
    expect(wide.length).toBeGreaterThanOrEqual(2);
    for (const cue of wide) expect(cue).toMatchObject({ start: 0, end: 40 });
    for (const cue of found.filter((c) => !c.overflows)) expect(cue).toMatchObject({ start: 0, end: 0 });
    const table = page.locator('.prose .table-scroll').first();
    expect(await cueShare(table)).toBeGreaterThan(0.1);
    await page.context().close();
  });

  it('moves the fade to the start edge once scrolled to the end', async () => {
    const page = await post(PHONE);
    const table = page.locator('.prose .table-scroll').first();
    await table.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await waitFrames(page);
    const style = await table.evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        start: parseFloat(s.getPropertyValue('--fade-start')),
        end: parseFloat(s.getPropertyValue('--fade-end')),
      };
    });
    expect(style).toEqual({ start: 40, end: 0 });
    await page.context().close();
  });

  it('shows no cue on a table or code block that fits (the same post at 1280 px)', async () => {
    const page = await post(DESKTOP);
    const found = await cues(page);
    expect(found.filter((c) => !c.overflows).length).toBeGreaterThan(0);
    for (const cue of found.filter((c) => !c.overflows)) expect(cue).toMatchObject({ start: 0, end: 0 });
    const fitting = page.locator('.prose .table-scroll').first();
    expect(await fitting.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(await cueShare(fitting)).toBeLessThan(0.005);
    await page.context().close();
  });

  it('keeps Back to top clear of every line of text in the article', async () => {
    const page = await post(PHONE);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    const button = page.locator('button', { hasText: 'Back to top' });
    await button.waitFor({ state: 'visible' });
    const box = await button.boundingBox();
    if (!box) throw new Error('Back to top has no box');
    // The button is fixed, so as the page scrolls it sweeps the band of x it covers: no visible text may
    // reach into that band (text in a sideways scroller counts as far as the scroller shows it).
    const overlapping = await page.evaluate((left) => {
      const article = document.querySelector('article');
      if (!article) throw new Error('no article');
      const found: string[] = [];
      const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent?.checkVisibility({ visibilityProperty: true })) continue;
        let clipRight = Infinity;
        for (let el: Element | null = parent; el && el !== article; el = el.parentElement) {
          const style = getComputedStyle(el);
          if (style.overflowX !== 'visible' || style.clipPath !== 'none') {
            clipRight = Math.min(clipRight, el.getBoundingClientRect().right);
          }
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 0 && Math.min(rect.right, clipRight) > left) {
            found.push(
              `"${node.textContent.trim().slice(0, 40)}" reaches ${Math.round(Math.min(rect.right, clipRight))} px`,
            );
          }
        }
      }
      return found;
    }, box.x);
    expect(overlapping).toEqual([]);
    await page.context().close();
  });
});
