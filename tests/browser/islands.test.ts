/**
 * A post is HTML that React adopts as it is, and its interactive parts are islands that hydrate on
 * their own. Before any script has run, each island works as its HTML does; once hydrated, each
 * behaves, and the prose around them is the very nodes the page arrived with. A navigation between two
 * posts and back shows each one's prose, islands and head, at the top of the page, in the same document;
 * and an island's first tap works as soon as it has hydrated, on a slowed phone.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_URL_ATTRIBUTE,
} from '../../src/components/mdx/body-parts.ts';
import { PHONE, test, waitForHydration, type FreshContext, type Site } from '../support/browser.ts';
import { fixtureContent, postWithGallery, type FixturePost } from '../support/fixture-content.ts';
import { postRoute, postSections } from '../support/site-pages.ts';

const { site: content, posts } = fixtureContent();
const GALLERY_POST = postWithGallery();
const ROUTE = postRoute(GALLERY_POST);
/** React and the app: what hydration needs, not the page's first script. */
const APP_SCRIPTS = /\/assets\/(hydrate|vendor)-[^/]+\.js$/;
/** Every script of the site. */
const EVERY_SCRIPT = /\/assets\/[^/]+\.js$/;
/** Slow work on a slowed phone: hydration may take a while on a busy machine. */
const SLOW = 90_000;

/** The post the gallery post's prose links to, by a site path written in its Markdown. */
const LINKED = posts.find((post) => !post.draft && GALLERY_POST.body.includes(`](${postRoute(post)})`));
if (!LINKED) throw new Error('the test site’s gallery post links to no other published post in its prose');

/** A line of `post`'s prose (a paragraph's first line of plain words) that is in no other post. */
function phraseOf(post: FixturePost): string {
  const others = posts.filter((other) => other !== post).map((other) => other.body);
  const line = post.body
    .split('\n')
    .map((text) => text.trim().split(' ').slice(0, 6).join(' '))
    .find(
      (words) =>
        /^[A-Z][A-Za-z ,.]+$/.test(words) && words.split(' ').length === 6 && !others.some((o) => o.includes(words)),
    );
  if (!line) throw new Error(`${post.slug} has no line of plain prose of its own`);
  return line;
}

/** The islands of the page's body: each one's name, and whether it has hydrated. */
const islands = (page: Page) =>
  page.evaluate(
    ({ name, hydrated }) =>
      [...document.querySelectorAll(`[${name}]`)].map((element) => ({
        name: element.getAttribute(name),
        hydrated: element.hasAttribute(hydrated),
      })),
    { name: ISLAND_ATTRIBUTE, hydrated: ISLAND_HYDRATED_ATTRIBUTE },
  );

/** The text of the page's body, its white space as one space. */
const prose = (page: Page) => page.locator('.prose').evaluate((element) => element.textContent.replace(/\s+/g, ' '));

/**
 * Opens `route` in a context of its own, holding every request for a script matching `held` until
 * `release()`; returns once the scripts that were not held have run.
 */
async function openHeld(
  { site, freshContext }: { site: Site; freshContext: FreshContext },
  route: string,
  held: RegExp,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; release: () => void; problems: string[] }> {
  // A held module script holds DOMContentLoaded back: wait for the whole page's HTML instead.
  const context = await freshContext(options);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(
    (url) => held.test(url.pathname),
    async (request) => {
      await released;
      await request.continue();
    },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(site.url(route), { waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor({ state: 'attached' });
  return { page, release, problems };
}

describe('before any script has run', () => {
  test('the islands are in the HTML with their props, and work as HTML: images link to their files, contents to their sections', async ({
    site,
    freshContext,
  }) => {
    const { page, release } = await openHeld({ site, freshContext }, ROUTE, EVERY_SCRIPT);
    expect((await islands(page)).map(({ name }) => name)).toEqual(['Gallery', 'Contents', 'PostImage']);
    expect((await islands(page)).filter(({ hydrated }) => hydrated)).toEqual([]);
    // The gallery's props, serialised by the build: its images' captions, as the post writes them.
    const props = await page
      .locator(`[${ISLAND_ATTRIBUTE}="Gallery"]`)
      .evaluate(
        (element, attribute) => JSON.parse(element.getAttribute(attribute) ?? '{}') as unknown,
        ISLAND_PROPS_ATTRIBUTE,
      );
    expect(props).toMatchObject({
      children: GALLERY_POST.gallery.map((image) => ({ component: 'GalleryImage', props: { caption: image.caption } })),
    });
    for (const image of GALLERY_POST.gallery) {
      const link = page.getByRole('link', { name: image.alt });
      await expect(link.evaluate((a) => (a as HTMLAnchorElement).href)).resolves.toMatch(/\/assets\/[^/]+\.jpe?g$/);
    }
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(
      postSections(GALLERY_POST).map(({ id }) => `#${id}`),
    );
    await contents.last().click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${postSections(GALLERY_POST).at(-1)?.id ?? ''}`);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
  });
});

describe('once hydrated', () => {
  test('every island has hydrated, and React has neither compared nor rendered the prose: a change made to it before survives', async ({
    site,
    freshContext,
  }) => {
    const { page, release, problems } = await openHeld({ site, freshContext }, ROUTE, APP_SCRIPTS);
    // What a browser extension or a page translator might do before the scripts arrive: a prose text
    // changed, and marks on the prose's nodes. Hydrating the prose would find the text changed (an
    // error) and render it again, as new nodes without the marks.
    const marked = await page.evaluate(() => {
      const nodes = [...document.querySelectorAll('.prose > p, .prose > h2, .prose > figure, .prose table')];
      for (const node of nodes) Object.assign(node, { arrived: true });
      Object.assign(window, { arrived: nodes });
      const first = document.querySelector('.prose > p')?.firstChild;
      if (first) first.textContent = `${first.textContent ?? ''} (annotated)`;
      return nodes.length;
    });
    expect(marked).toBeGreaterThan(10);
    release();
    await waitForHydration(page);
    expect(await islands(page)).toEqual(['Gallery', 'Contents', 'PostImage'].map((name) => ({ name, hydrated: true })));
    const kept = await page.evaluate(
      () =>
        (window as unknown as { arrived: (Element & { arrived?: true })[] }).arrived.filter(
          (node) => node.arrived === true && document.querySelector('.prose')?.contains(node),
        ).length,
    );
    expect(kept).toBe(marked);
    await expect(page.locator('.prose > p').first().textContent()).resolves.toContain('(annotated)');
    // The islands behave: the gallery opens its dialog, the contents mark the section being read.
    await page.getByRole('link', { name: GALLERY_POST.gallery[0]?.alt ?? '' }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator(`#${postSections(GALLERY_POST).at(-1)?.id ?? ''}`).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Contents' }).locator('[aria-current="true"]').count())
      .toBe(1);
    expect(page.url()).toBe(site.url(ROUTE));
    expect(problems).toEqual([]);
  });
});

test('a navigation between two posts and back shows each one’s prose, islands and head, at the top, in one document', async ({
  open,
}) => {
  const { page, problems } = await open(ROUTE);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.locator(`.prose a[href="${postRoute(LINKED)}"]`).first();
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();

  await expect.poll(() => page.locator('h1').textContent()).toBe(LINKED.title);
  expect(new URL(page.url()).pathname).toBe(postRoute(LINKED));
  await expect.poll(() => page.title()).toBe(`${LINKED.title} | ${content.name}`);
  await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(LINKED.description);
  await expect.poll(() => prose(page)).toContain(phraseOf(LINKED));
  expect(await prose(page)).not.toContain(phraseOf(GALLERY_POST));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(async () => (await islands(page)).every(({ hydrated }) => hydrated)).toBe(true);
  expect((await islands(page)).length).toBeGreaterThan(0);

  await page.goBack();
  await expect.poll(() => page.locator('h1').textContent()).toBe(GALLERY_POST.title);
  await expect.poll(() => page.title()).toBe(`${GALLERY_POST.title} | ${content.name}`);
  await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
    GALLERY_POST.description,
  );
  await expect.poll(() => prose(page)).toContain(phraseOf(GALLERY_POST));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect
    .poll(() => islands(page))
    .toEqual(['Gallery', 'Contents', 'PostImage'].map((name) => ({ name, hydrated: true })));
  await page.getByRole('link', { name: GALLERY_POST.gallery[0]?.alt ?? '' }).click();
  await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(problems).toEqual([]);
});

test('each island hydrates from the module its element names, which the page loads', async ({ site, freshContext }) => {
  const context = await freshContext();
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('requestfinished', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto(site.url(ROUTE), { waitUntil: 'load' });
  await waitForHydration(page);
  const named = await page.evaluate(
    (url) => [...document.querySelectorAll(`[${url}]`)].map((element) => element.getAttribute(url) ?? ''),
    ISLAND_URL_ATTRIBUTE,
  );
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((url) => !loaded.includes(url))).toEqual([]);
  expect((await islands(page)).every(({ hydrated }) => hydrated)).toBe(true);
});

test(
  'an island’s first tap on a slowed phone opens it as soon as it has hydrated',
  async ({ site, freshContext }) => {
    const context = await freshContext({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(site.url(ROUTE), { waitUntil: 'commit' });
    const gallery = page.locator(`[${ISLAND_ATTRIBUTE}="Gallery"][${ISLAND_HYDRATED_ATTRIBUTE}]`);
    await gallery.waitFor({ state: 'attached', timeout: SLOW });
    await gallery.getByRole('link').first().tap();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(page.url()).toBe(site.url(ROUTE));
  },
  SLOW,
);
