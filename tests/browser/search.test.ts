/**
 * Full-text search as a visitor uses it, on the test site built for a sub-path (/portfolio/, as a GitHub
 * Pages project site), so every URL search loads and opens goes through the base path: the keyboard
 * opens it and finds a word that only one post's prose has (picked from the fixture when the test runs),
 * the arrows and Enter open that post at the matching section; nothing of search loads before it is
 * opened; Escape closes it and gives focus back; the results are counted aloud; no axe violation with
 * the dialog open in either scheme; and no Content Security Policy violation anywhere (the site fails
 * the file on any).
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect } from 'vitest';
import { BLOG_PATH } from '../../src/lib/routes-paths.ts';
import { axeViolations } from '../support/axe.ts';
import { test as browserTest, DESKTOP, PHONE, waitForHydration, type Site } from '../support/browser.ts';
import { fixtureBuild, fixtureDist } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { wordOnlyInOnePost } from '../support/search-words.ts';
import { postRoute, postSections } from '../support/site-pages.ts';

const BASE = '/portfolio/';
const { posts } = fixtureContent();
const found = wordOnlyInOnePost();
const section = postSections(found.post).find((s) => s.title === found.section);

/** How long a step that loads search's code (or a page) may take on a busy machine. */
const LOADING = 20_000;

/** Anything search fetches: Pagefind's files, and the dialog's own code and stylesheet. */
const SEARCH_FILE = /\/pagefind\/|\/assets\/(open-search|SearchDialog)-/;

/** The browser layer's fixtures, with the sub-path build served under /portfolio/. */
const test = browserTest.extend('served', { scope: 'file' }, { dist: fixtureDist('subpath'), base: BASE });

// The global setup has built it; this rebuilds it only if something it is made from changed since.
beforeAll(async () => {
  await fixtureBuild('subpath');
}, 240_000);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const field = (page: Page) => dialog(page).getByRole('combobox');
const status = (page: Page) => dialog(page).getByRole('status');
const options = (page: Page) => dialog(page).getByRole('option');

/** Types `query` into the open dialog and waits until the status line counts its results. */
async function searchFor(page: Page, query: string): Promise<void> {
  await field(page).fill(query);
  await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(new RegExp(`“${query}”`));
}

/** The title of the post's page, as its `<title>` (and so the result) says it. */
/** A post's result title: its h1 as the page writes it, without the site's name a <title> adds. */
async function resultTitleOf(site: Site, page: Page, route: string): Promise<string> {
  const response = await page.request.get(site.url(route));
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1]?.replace(/&amp;/g, '&') ?? '';
}

describe('search, on a site under /portfolio/', () => {
  test('finds a word only one post has, typed after /, and opens the post at its section from the keyboard', async ({
    site,
    open,
  }) => {
    if (!section) throw new Error(`no section "${found.section}" in ${found.post.slug}`);
    const { page } = await open('/');
    await waitForHydration(page);
    // A marker on window survives only a navigation inside the app.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.keyboard.press('/');
    await expect
      .poll(() => field(page).evaluate((el) => el === document.activeElement), { timeout: LOADING })
      .toBe(true);
    await page.keyboard.type(found.word);
    await expect.poll(() => status(page).textContent(), { timeout: 20_000 }).toMatch(/^\d+ results? for /);
    const title = await resultTitleOf(site, page, postRoute(found.post));
    const titles = await options(page).evaluateAll((items) =>
      items.map((item) => item.querySelector('span')?.textContent ?? ''),
    );
    const index = titles.indexOf(title);
    expect(index, `${found.word} in ${titles.join(' / ')}`).toBeGreaterThanOrEqual(0);
    const target = options(page).nth(index);
    expect(await target.getAttribute('href')).toBe(`/portfolio${postRoute(found.post)}#${section.id}`);
    expect(await target.textContent()).toContain(section.numbered);
    expect(await target.locator('mark').allTextContents()).toContainEqual(
      expect.stringMatching(new RegExp(found.word, 'i')),
    );
    for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
    expect(await field(page).getAttribute('aria-activedescendant')).toBe(await target.getAttribute('id'));
    expect(await target.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(site.url(`${postRoute(found.post)}#${section.id}`));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: LOADING })
      .toBe(found.post.title);
    expect(await dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The section is in view, under the sticky bars.
    await expect
      .poll(() => page.locator(`#${section.id}`).evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(300);
  });

  test('opens with Ctrl-K and ⌘-K, and not while the visitor types in a field', async ({ open }) => {
    const { page } = await open('/', { viewport: DESKTOP });
    await waitForHydration(page);
    for (const keys of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(keys);
      await expect.poll(() => dialog(page).isVisible(), { timeout: LOADING }).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog(page).count()).toBe(0);
    }
    // Shut the moment it shows, as an Esc at once would: its closing is still heard (the dialog goes), and
    // Ctrl-K opens it again.
    await page.evaluate(() => {
      const flags = window as unknown as { shutOnShow?: boolean };
      flags.shutOnShow = false;
      new MutationObserver((_, observer) => {
        const shown = document.querySelector<HTMLDialogElement>('dialog[open]');
        if (!shown) return;
        observer.disconnect();
        shown.close();
        flags.shutOnShow = true;
      }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    });
    await page.keyboard.press('Control+k');
    // The dialog loads and renders a few tasks after the key: wait until it has shown and been shut (a
    // key pressed while it is still opening is rightly ignored), then until it is gone.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shutOnShow?: boolean }).shutOnShow), { timeout: LOADING })
      .toBe(true);
    await expect.poll(() => page.locator('dialog').count(), { timeout: LOADING }).toBe(0);
    // Asked for again in the same task as it shuts, before its close event, with the keys still going to
    // its hidden field (as right after Esc, until the browser moves focus): it opens again.
    await page.keyboard.press('Control+k');
    await expect.poll(() => dialog(page).isVisible(), { timeout: LOADING }).toBe(true);
    await page.evaluate(() => {
      const shown = document.querySelector<HTMLDialogElement>('dialog[open]');
      shown?.close();
      shown
        ?.querySelector('input')
        ?.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }));
    });
    await expect.poll(() => dialog(page).isVisible(), { timeout: LOADING }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type('/');
    await page.keyboard.press('Control+k');
    expect(await dialog(page).count()).toBe(0);
  });

  test('counts the results in a status line, and says so when there are none', async ({ open }) => {
    const { page } = await open('/');
    await waitForHydration(page);
    await page.keyboard.press('/');
    await searchFor(page, found.word);
    expect(await status(page).textContent()).toBe(
      `${(await options(page).count()) === 1 ? '1 result' : `${await options(page).count()} results`} for “${found.word}”`,
    );
    await searchFor(page, 'qzxjvw');
    expect(await status(page).textContent()).toBe('No results for “qzxjvw”');
    expect(await options(page).count()).toBe(0);
    expect(await field(page).getAttribute('aria-expanded')).toBe('false');
  });

  test('closes on Escape and gives focus back to the header’s Search button', async ({ open }) => {
    const { page } = await open(postRoute(posts[0] ?? found.post), { viewport: PHONE });
    await waitForHydration(page);
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await button.click();
    await searchFor(page, found.word);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    // Opened again, it offers the last search.
    await page.keyboard.press('Enter');
    await expect.poll(() => field(page).inputValue(), { timeout: LOADING }).toBe(found.word);
  });

  test('loads nothing of search until it is opened', async ({ site, freshContext }) => {
    // A context of its own: a cold cache, and every request watched.
    const context: BrowserContext = await freshContext({ viewport: PHONE });
    const requests: string[] = [];
    context.on('request', (request: Request) => requests.push(new URL(request.url()).pathname));
    const page = await context.newPage();
    for (const route of ['/', postRoute(found.post)]) {
      await page.goto(site.url(route), { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    expect(requests.filter((path) => SEARCH_FILE.test(path))).toEqual([]);
    // The check can fail: opening search loads them.
    await page.keyboard.press('/');
    await searchFor(page, found.word);
    expect(requests.filter((path) => SEARCH_FILE.test(path))).toEqual(
      expect.arrayContaining([
        `${BASE}pagefind/pagefind.js`,
        expect.stringMatching(new RegExp(`^${BASE}assets/open-search-.*\\.js$`)),
        expect.stringMatching(new RegExp(`^${BASE}assets/SearchDialog-.*\\.css$`)),
      ]),
    );
  });

  test('opens from the first key, before React has hydrated, and opens a result by loading its page', async ({
    site,
    freshContext,
  }) => {
    const context = await freshContext({ viewport: PHONE });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // React's app is held back; the page's first script and the dialog's own code are not.
    await context.route(
      (url) => /\/assets\/hydrate-[^/]+\.js$/.test(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    const page = await context.newPage();
    await page.goto(site.url('/'), { waitUntil: 'load' });
    await page.keyboard.press('/');
    await searchFor(page, found.word);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${postRoute(found.post)}#`));
    release();
  });

  test('is a link to the blog index without JavaScript', async ({ site, freshContext }) => {
    const context = await freshContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url('/'), { waitUntil: 'load' });
    const link = page.getByRole('banner').getByRole('link', { name: 'Search' });
    expect(await link.getAttribute('href')).toBe(`/portfolio${BLOG_PATH}`);
    await link.click();
    await page.waitForURL(site.url(BLOG_PATH));
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no axe violations with the dialog open and showing results, ${colorScheme} scheme`, async ({ open }) => {
      const { page } = await open('/', { colorScheme, viewport: DESKTOP });
      await waitForHydration(page);
      await page.keyboard.press('/');
      await searchFor(page, found.word);
      await page.keyboard.press('ArrowDown');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
