/**
 * The first tap is never lost: on a phone slowed four times (Chromium's CPU throttling), the app's code
 * is held back (route interception) while a control is tapped, then let through; the tap's effect must
 * be there. What works without JavaScript (the menu, a gallery thumbnail) is tapped with every script
 * held; what the page's first script handles (theme, Back to top, code copy buttons) with only React's
 * chunks held; text typed into the contact form before and while the page hydrates must reach the mail
 * link.
 */
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DESKTOP,
  PHONE,
  expandedState,
  test,
  waitForHydration,
  type FreshContext,
  type Site,
} from '../support/browser.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { watchMailLinks } from '../support/mail-link.ts';
import { expectedBody, expectedSubject, mailtoField } from '../support/mailto-oracle.ts';
import { pageModules, postRoute } from '../support/site-pages.ts';

/** A touch phone, reduced motion so scrolling ends at once. */
const TOUCH_PHONE: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' };

/** Every script of the site. */
const EVERY_SCRIPT = /\/assets\/[^/]+\.js$/;
/** React and the app: what hydration needs, not the page's first script. */
const APP_SCRIPTS = /\/assets\/(hydrate|vendor)-[^/]+\.js$/;

/** Slow work on a slowed phone: hydration may take a while on a busy machine. */
const SLOW = 90_000;

interface HeldPage {
  page: Page;
  context: BrowserContext;
  /** Settles once the page has asked for a held script. */
  requested: Promise<void>;
  /** Lets the held scripts through. */
  release: () => void;
  /** Console errors and warnings, and page errors (a hydration mismatch is one). */
  problems: string[];
}

/**
 * Opens `route` on a phone slowed four times, in a context of its own, holding every request for a
 * script matching `held` until `release()`. Returns once the page has committed, or with
 * `until: 'domcontentloaded'` once the scripts that were not held have run.
 */
async function openHeld(
  { site, freshContext }: { site: Site; freshContext: FreshContext },
  route: string,
  held: RegExp,
  until: 'commit' | 'domcontentloaded',
  options: BrowserContextOptions = {},
): Promise<HeldPage> {
  const context = await freshContext({ ...TOUCH_PHONE, ...options });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await context.route(
    (url) => held.test(url.pathname),
    async (request) => {
      asked();
      await released;
      await request.continue();
    },
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(site.url(route), { waitUntil: until });
  return { page, context, requested, release, problems };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('the menu', () => {
  test(
    'opens at the first tap before any script has run, closes on Escape, and stays open through hydration',
    async ({ site, freshContext }) => {
      const { page, release, problems } = await openHeld({ site, freshContext }, '/', EVERY_SCRIPT, 'commit');
      const button = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      await button.tap();
      await expect(nav.isVisible()).resolves.toBe(true);
      await expect(expandedState(page, 'Menu')).resolves.toBe(true);
      await page.keyboard.press('Escape');
      await expect(nav.isVisible()).resolves.toBe(false);
      await expect(button.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
      await expect(expandedState(page, 'Menu')).resolves.toBe(false);

      await button.tap();
      expect(await hydrated(page)).toBe(false);
      release();
      await waitForHydration(page);
      await expect(nav.isVisible()).resolves.toBe(true);
      // Hydrated, a followed link closes it.
      await nav.getByRole('link').first().tap();
      await expect.poll(() => nav.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    },
    SLOW,
  );
});

describe('a gallery thumbnail', () => {
  const gallery = postWithGallery();
  const post = postRoute(gallery);
  const firstImage = gallery.gallery[0]?.alt ?? '';

  test(
    'opens its full-size image at the first tap before any script has run',
    async ({ site, freshContext }) => {
      const { page, context, release } = await openHeld({ site, freshContext }, post, EVERY_SCRIPT, 'commit');
      const thumbnail = page.getByRole('link', { name: firstImage });
      await thumbnail.scrollIntoViewIfNeeded();
      const { href, largest } = await thumbnail.evaluate((a) => {
        const widths = [...a.querySelectorAll('source')].flatMap((s) =>
          (s.getAttribute('srcset') ?? '').split(',').map((c) => Number(/(\d+)w/.exec(c)?.[1])),
        );
        const img = a.querySelector('img');
        return {
          href: new URL(a.getAttribute('href') ?? '', location.href).href,
          // The fallback image, at the widest size the picture offers.
          largest: img && Number(img.getAttribute('width')) === Math.max(...widths) ? img.src : undefined,
        };
      });
      expect(href).toBe(largest);
      // The browser would show the file as a document of its own, whose built-in inline styles the site's
      // policy (sent with every file) refuses: answer the navigation with 204, which leaves the page as
      // it is, and only note that it was asked for.
      const navigations: string[] = [];
      await context.route(href, async (request) => {
        if (request.request().isNavigationRequest()) navigations.push(request.request().url());
        await request.fulfill({ status: 204 });
      });
      await thumbnail.tap();
      await expect.poll(() => navigations).toEqual([href]);
      release();
    },
    SLOW,
  );

  test(
    'opens the larger view in the dialog once the page has hydrated, without leaving the page',
    async ({ site, freshContext }) => {
      const { page, release } = await openHeld({ site, freshContext }, post, APP_SCRIPTS, 'domcontentloaded');
      release();
      await waitForHydration(page);
      await page.getByRole('link', { name: firstImage }).tap();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      expect(page.url()).toBe(site.url(post));
    },
    SLOW,
  );
});

describe('a tap the first script handles at once', () => {
  test(
    'switches the theme before React has arrived, and hydration keeps it',
    async ({ site, freshContext }) => {
      const { page, release, problems } = await openHeld({ site, freshContext }, '/', APP_SCRIPTS, 'domcontentloaded', {
        colorScheme: 'light',
      });
      await page.getByRole('button', { name: 'Dark theme' }).tap();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await hydrated(page)).toBe(false);
      release();
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed'))
        .toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(problems).toEqual([]);
    },
    SLOW,
  );

  test(
    'shows Back to top past 400 px and takes the reader to the top before React has arrived',
    async ({ site, freshContext }) => {
      const { page, release, problems } = await openHeld({ site, freshContext }, '/', APP_SCRIPTS, 'domcontentloaded');
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      const button = page.getByRole('button', { name: 'Back to top' });
      await button.tap();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('top');
      expect(await hydrated(page)).toBe(false);
      release();
      await waitForHydration(page);
      expect(problems).toEqual([]);
    },
    SLOW,
  );

  describe('a code copy button', () => {
    const post = fixtureContent().posts.find((p) => p.code.length > 0);
    if (!post) throw new Error('the test site has no published post with code');
    const permissions = ['clipboard-read', 'clipboard-write'];
    const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
    // The browser's clipboard outlives a context: start each test from an empty one.
    const emptyClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.writeText(''));

    test(
      'copies the code at once, and says "Copied" and announces it once the post has hydrated',
      async ({ site, freshContext }) => {
        const { page, release, problems } = await openHeld(
          { site, freshContext },
          postRoute(post),
          APP_SCRIPTS,
          'domcontentloaded',
          {
            permissions,
          },
        );
        await emptyClipboard(page);
        const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
        const code = await button.evaluate((b) => b.closest('figure')?.querySelector('pre code')?.textContent);
        await button.tap();
        await expect.poll(() => clipboard(page)).toBe(code);
        expect(await hydrated(page)).toBe(false);
        release();
        await waitForHydration(page);
        await expect.poll(() => button.textContent()).toBe('Copied');
        await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Code copied to clipboard');
        expect(problems).toEqual([]);
      },
      SLOW,
    );

    test(
      'keeps a press made while the copy code is still loading, and copies once it arrives',
      async ({ site, freshContext }) => {
        const context = await freshContext({ ...TOUCH_PHONE, permissions });
        let releaseCopy!: () => void;
        const copyReleased = new Promise<void>((resolve) => (releaseCopy = resolve));
        await context.route(
          (url) => /\/assets\/copy-buttons-[^/]+\.js$/.test(url.pathname),
          async (request) => {
            await copyReleased;
            await request.continue();
          },
        );
        const page = await context.newPage();
        await page.goto(site.url(postRoute(post)), { waitUntil: 'domcontentloaded' });
        await emptyClipboard(page);
        const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
        const code = await button.evaluate((b) => b.closest('figure')?.querySelector('pre code')?.textContent);
        await button.tap();
        expect(await clipboard(page)).toBe('');
        releaseCopy();
        await expect.poll(() => clipboard(page)).toBe(code);
      },
      SLOW,
    );
  });
});

/**
 * Once React is hydrating, it stops clicks inside a part of the page whose code has not arrived from
 * bubbling: the post's own chunk is held here, after React has asked for it.
 */
describe('a tap while React hydrates a post whose code is still loading', () => {
  const post = fixtureContent().posts.find((p) => p.code.length > 0);
  if (!post) throw new Error('the test site has no published post with code');
  const route = postRoute(post);
  // The post page's own chunk: the first module its data block names.
  const POST_CHUNK = new RegExp(`^${pageModules(route)[0] ?? 'none'}$`);

  test(
    'switches the theme',
    async ({ site, freshContext }) => {
      const { page, requested, release } = await openHeld(
        { site, freshContext },
        route,
        POST_CHUNK,
        'domcontentloaded',
        {
          colorScheme: 'light',
        },
      );
      await requested;
      await page.getByRole('button', { name: 'Dark theme' }).tap();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await hydrated(page)).toBe(false);
      release();
    },
    SLOW,
  );

  test(
    'takes the reader back to the top',
    async ({ site, freshContext }) => {
      const { page, requested, release } = await openHeld(
        { site, freshContext },
        route,
        POST_CHUNK,
        'domcontentloaded',
        {
          viewport: DESKTOP,
        },
      );
      await requested;
      await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
      await page.getByRole('button', { name: 'Back to top' }).tap();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await hydrated(page)).toBe(false);
      release();
    },
    SLOW,
  );

  test(
    'copies the code',
    async ({ site, freshContext }) => {
      const { page, requested, release } = await openHeld(
        { site, freshContext },
        route,
        POST_CHUNK,
        'domcontentloaded',
        {
          permissions: ['clipboard-read', 'clipboard-write'],
        },
      );
      await requested;
      await page.evaluate(() => navigator.clipboard.writeText(''));
      const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
      const code = await button.evaluate((b) => b.closest('figure')?.querySelector('pre code')?.textContent);
      await button.tap();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      expect(await hydrated(page)).toBe(false);
      release();
    },
    SLOW,
  );
});

describe('the contact form', () => {
  test(
    'keeps what the visitor typed before and while the page hydrated, and sends it',
    async ({ site, freshContext }) => {
      const { page, release, problems } = await openHeld({ site, freshContext }, '/', APP_SCRIPTS, 'domcontentloaded');
      const form = page.locator('#contact form');
      const typed = { name: 'Early Visitor', email: 'early@example.org', message: 'Typed before the app arrived' };
      await form.getByLabel('Name').fill(typed.name);
      await form.getByLabel('E-mail').fill(typed.email);
      await form.getByLabel('Message').fill(typed.message);
      expect(await hydrated(page)).toBe(false);
      release();
      // Typing on while React hydrates the page.
      const more = ', and while it hydrated';
      await form.getByLabel('Message').pressSequentially(more);
      await waitForHydration(page);
      const mail = await watchMailLinks(page);
      await form.getByRole('button', { name: 'Open in my mail program' }).tap();
      const link = await mail.next();
      expect(link && mailtoField(link, 'subject')).toBe(expectedSubject(typed.name));
      expect(link && mailtoField(link, 'body')).toBe(expectedBody(typed.message + more, typed.email));
      expect(problems).toEqual([]);
    },
    SLOW,
  );
});
