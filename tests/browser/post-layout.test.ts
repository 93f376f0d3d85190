/**
 * The page frame as a visitor sees it, measured in Chromium: a post's text column takes the whole width
 * less the page margins on a phone, Back to top never covers text, a table stays readable on a phone (one
 * card per row, each cell under its column's name, still a table to assistive technology), Previous and
 * Next are balanced at every width, a short page keeps its footer at the window's bottom, and every page
 * but home has a Back link in its header.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, test, waitForHydration, type Open, type OpenedPage } from '../support/browser.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { pageKinds, postRoute } from '../support/site-pages.ts';

const posts = fixtureContent().posts.map(postRoute);
const TOUCH_PHONE: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true };

/** Opens `route` hydrated, failing on any console error or warning. */
async function openHydrated(open: Open, route: string, options: BrowserContextOptions): Promise<OpenedPage> {
  const opened = await open(route, { reducedMotion: 'reduce', ...options });
  await waitForHydration(opened.page);
  expect(opened.problems).toEqual([]);
  return opened;
}

/** The page margin: the header's side padding, which every page's content lines up with. */
const pageMargin = (page: Page) =>
  page.evaluate(() => {
    const inner = document.querySelector('header > div');
    if (!inner) throw new Error('no header');
    return parseFloat(getComputedStyle(inner).paddingLeft);
  });

/** Scrolls to `top` and waits two frames, so scroll listeners have run. */
async function scrollTo(page: Page, top: number): Promise<void> {
  await page.evaluate(async (y) => {
    window.scrollTo({ top: y, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, top);
}

/**
 * Text in the article that reaches into the band of x from `left` on (what a fixed button there covers as
 * the page scrolls under it); text in a sideways scroller counts as far as the scroller shows it.
 */
function textReaching(page: Page, left: number): Promise<string[]> {
  return page.evaluate((edge) => {
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
        if (style.overflowX !== 'visible') clipRight = Math.min(clipRight, el.getBoundingClientRect().right);
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const right = Math.min(rect.right, clipRight);
        if (rect.width > 0 && right > edge) found.push(`"${node.textContent.trim().slice(0, 40)}" reaches ${right}`);
      }
    }
    return found;
  }, left);
}

describe("a post's text column on a phone", () => {
  for (const route of posts) {
    test(`${route}: every paragraph spans the window less the page margins`, async ({ open }) => {
      const { page } = await openHydrated(open, route, TOUCH_PHONE);
      const margin = await pageMargin(page);
      const boxes = await page
        .locator('article .prose > p')
        .evaluateAll((ps) => ps.map((p) => [p.getBoundingClientRect().left, p.getBoundingClientRect().right]));
      expect(boxes.length).toBeGreaterThan(0);
      for (const [left, right] of boxes) {
        expect(left).toBeCloseTo(margin, 0);
        expect(right).toBeCloseTo(PHONE.width - margin, 0);
      }
    });
  }
});

describe('Back to top', () => {
  const button = (page: Page) => page.locator('button', { hasText: 'Back to top' });

  test("on a post at 390 to 1280 px covers no text once shown, and the sticky bar's Top is in view", async ({
    open,
  }) => {
    // One page, turned through the widths as a visitor resizing a window would.
    const { page } = await openHydrated(open, posts[0] ?? '/', { viewport: { width: 390, height: 800 } });
    for (const width of [390, 700, 900, 1000, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await scrollTo(page, 1200);
      await expect(
        page.getByRole('navigation', { name: 'Post' }).getByRole('link', { name: 'Top' }).isVisible(),
      ).resolves.toBe(true);
      const box = (await button(page).isVisible()) ? await button(page).boundingBox() : null;
      // Shown wherever the margin beside the column holds it (desktop), never over the text.
      if (width >= 1280) expect(box, `${width} px`).not.toBeNull();
      if (box) await expect(textReaching(page, box.x), `${width} px`).resolves.toEqual([]);
    }
  });

  test("on a post below 840 px steps aside for the sticky bar's Top, which takes the reader to the top", async ({
    open,
  }) => {
    const { page } = await openHydrated(open, posts[0] ?? '/', TOUCH_PHONE);
    await scrollTo(page, 1200);
    expect(await button(page).isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Post' }).getByRole('link', { name: 'Top' }).tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('still floats on the other pages of a phone once scrolled past 400 px', async ({ open }) => {
    const { page } = await openHydrated(open, '/', TOUCH_PHONE);
    await scrollTo(page, 401);
    expect(await button(page).isVisible()).toBe(true);
  });
});

describe('a table on a phone', () => {
  /** Each post with a table, opened (the others are given back at once). */
  async function postsWithTables(open: Open, options: BrowserContextOptions): Promise<OpenedPage[]> {
    const pages: OpenedPage[] = [];
    for (const route of posts) {
      const opened = await openHydrated(open, route, options);
      if ((await opened.page.locator('.prose table').count()) > 0) pages.push(opened);
      else await opened.release();
    }
    expect(pages.length).toBeGreaterThan(0);
    return pages;
  }

  test('shows one card per row, as wide as the column, each cell under its column’s name, with nothing to scroll', async ({
    open,
  }) => {
    for (const { page, release } of await postsWithTables(open, TOUCH_PHONE)) {
      const tables = await page.locator('.prose .table-scroll').evaluateAll((wrappers) =>
        wrappers.map((wrapper) => {
          const headers = [...wrapper.querySelectorAll('th')].map((th) => th.textContent.trim());
          return {
            scrolls: wrapper.scrollWidth > wrapper.clientWidth,
            width: wrapper.getBoundingClientRect().width,
            rows: [...wrapper.querySelectorAll('tbody tr')].map((row) => ({
              width: row.getBoundingClientRect().width,
              cells: [...row.querySelectorAll('td')].map((cell, column) => ({
                // The label the card shows (the generated text before the cell's content).
                label: getComputedStyle(cell, '::before').content.replace(/^"|"\s*\/\s*""$|"$/g, ''),
                header: headers[column],
                width: cell.getBoundingClientRect().width,
              })),
            })),
          };
        }),
      );
      for (const table of tables) {
        expect(table.scrolls).toBe(false);
        expect(table.rows.length).toBeGreaterThan(0);
        for (const row of table.rows) {
          expect(row.width).toBeCloseTo(table.width, 0);
          for (const cell of row.cells) {
            expect(cell.label).toBe(cell.header);
            // A cell takes the card's width (less its padding), not a squeezed column's.
            expect(cell.width).toBeGreaterThan(row.width * 0.8);
          }
        }
      }
      await release();
    }
  });

  test('is still a table, with its rows, column headers and cells, to assistive technology', async ({ open }) => {
    for (const { page, release } of await postsWithTables(open, TOUCH_PHONE)) {
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      await cdp.detach();
      const roles = nodes.filter((n) => !n.ignored).map((n): unknown => n.role?.value);
      const count = (role: string) => roles.filter((r) => r === role).length;
      const dom = await page.locator('.prose').evaluate((prose) => ({
        tables: prose.querySelectorAll('table').length,
        rows: prose.querySelectorAll('tr').length,
        headers: prose.querySelectorAll('th').length,
        cells: prose.querySelectorAll('td').length,
      }));
      expect({
        tables: count('table'),
        rows: count('row'),
        headers: count('columnheader'),
        cells: count('cell'),
      }).toEqual(dom);
      await release();
    }
  });

  test('stays a table with its columns side by side on a desktop', async ({ open }) => {
    for (const { page, release } of await postsWithTables(open, { viewport: DESKTOP })) {
      const rowsSideBySide = await page
        .locator('.prose tbody tr')
        .evaluateAll((rows) =>
          rows.every(
            (row) => new Set([...row.querySelectorAll('td')].map((td) => td.getBoundingClientRect().top)).size === 1,
          ),
        );
      expect(rowsSideBySide).toBe(true);
      await release();
    }
  });
});

describe('Previous and Next', () => {
  test('a post with one neighbour shows it across the whole text column', async ({ open }) => {
    for (const route of [posts[0], posts.at(-1)]) {
      if (!route) throw new Error('no post');
      const { page, release } = await openHydrated(open, route, { viewport: { width: 1280, height: 800 } });
      const column = await page.locator('article .prose').boundingBox();
      const boxes = await page
        .getByRole('navigation', { name: 'Posts' })
        .evaluate((el) => [...el.children].map((child) => child.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(1);
      expect(boxes[0]?.width).toBeCloseTo(column?.width ?? 0, 0);
      await release();
    }
  });

  for (const route of posts.slice(1, -1)) {
    test(`${route} at 390, 800 and 1280 px: the two are as wide as each other and together span the text column`, async ({
      open,
    }) => {
      const { page } = await openHydrated(open, route, { viewport: { width: 390, height: 800 } });
      for (const width of [390, 800, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const nav = page.getByRole('navigation', { name: 'Posts' });
        const column = await page.locator('article .prose').boundingBox();
        const boxes = await nav.evaluate((el) =>
          [...el.children].map((child) => {
            const box = child.getBoundingClientRect();
            return { left: box.left, right: box.right, top: box.top, width: box.width };
          }),
        );
        if (!column) throw new Error('no text column');
        expect(boxes).toHaveLength(2);
        const [previous, next] = boxes as [(typeof boxes)[0], (typeof boxes)[0]];
        expect(previous.width, `${width} px`).toBeCloseTo(next.width, 0);
        expect(previous.left, `${width} px`).toBeCloseTo(column.x, 0);
        expect(next.right, `${width} px`).toBeCloseTo(column.x + column.width, 0);
        // Side by side in one row, or stacked with each filling it.
        if (previous.top === next.top) expect(previous.right, `${width} px`).toBeLessThan(next.left);
        else expect(previous.width, `${width} px`).toBeCloseTo(column.width, 0);
        if (width === 1280) expect(previous.top, `${width} px`).toBe(next.top);
        if (width === 390) expect(previous.top, `${width} px`).toBeLessThan(next.top);
      }
    });
  }
});

describe('the footer of a short page', () => {
  // Windows taller than the blog index of the test site (its cards stack on a phone).
  for (const viewport of [
    { width: 1280, height: 1600 },
    { width: 390, height: 2600 },
  ]) {
    test(`sits at the window's bottom on the blog index at ${viewport.width}×${viewport.height}`, async ({ open }) => {
      const { page } = await openHydrated(open, '/blog', { viewport });
      const geometry = await page.evaluate(() => ({
        footerBottom: document.querySelector('body > #root > footer')?.getBoundingClientRect().bottom,
        pageHeight: document.documentElement.scrollHeight,
        window: window.innerHeight,
      }));
      expect(geometry.footerBottom).toBeCloseTo(viewport.height, 0);
      expect(geometry.pageHeight).toBe(viewport.height);
    });
  }

  test('follows the content of a long page', async ({ open }) => {
    const { page } = await openHydrated(open, '/', { viewport: DESKTOP });
    const geometry = await page.evaluate(() => ({
      footerBottom: document.querySelector('body > #root > footer')?.getBoundingClientRect().bottom,
      pageHeight: document.documentElement.scrollHeight,
    }));
    expect(geometry.pageHeight).toBeGreaterThan(DESKTOP.height);
    expect(geometry.footerBottom).toBeCloseTo(geometry.pageHeight, 0);
  });
});

describe('the header’s Back link', () => {
  for (const route of pageKinds()) {
    const expected = route === '/' ? 0 : 1;
    test(`${route} has ${expected} Back link in its header on a desktop`, async ({ open }) => {
      const { page } = await openHydrated(open, route, { viewport: DESKTOP });
      expect(await page.getByRole('banner').getByRole('link', { name: 'Back', exact: true }).count()).toBe(expected);
    });

    test(`${route} has ${expected} Back link in its header on a phone, menu open`, async ({ open }) => {
      const { page } = await openHydrated(open, route, TOUCH_PHONE);
      await page.getByRole('button', { name: 'Menu' }).tap();
      await page.getByRole('banner').getByRole('link', { name: 'Resume PDF' }).waitFor();
      expect(await page.getByRole('banner').getByRole('link', { name: 'Back', exact: true }).count()).toBe(expected);
    });
  }

  for (const route of pageKinds().filter((r) => r !== '/')) {
    test(`leads home from ${route}`, async ({ open }) => {
      const { page } = await openHydrated(open, route, { viewport: DESKTOP });
      await page.getByRole('banner').getByRole('link', { name: 'Back', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/');
      await page.locator('#contact').waitFor();
    });
  }

  test('a post keeps Back to Home in its sticky bar, which leads home', async ({ open }) => {
    const { page } = await openHydrated(open, posts[0] ?? '/', TOUCH_PHONE);
    const bar = page.getByRole('navigation', { name: 'Post' });
    await bar.getByRole('link', { name: 'Back to Home' }).tap();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
