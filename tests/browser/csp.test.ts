/**
 * The Content Security Policy as a visitor's browser meets it, served the way Netlify or Cloudflare
 * would (the test server sends `dist/_headers`) and as GitHub Pages would (the `<meta>` policy alone).
 * Every route runs its behaviours with zero violations at a phone's width in the light scheme and at a
 * desktop's in the dark one; and a script the policy does not list never runs, under the header or the meta tag.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { headersFor, readHostHeaders } from '../../scripts/hosting/host-headers.ts';
import { buildMailto } from '../../src/lib/mailto.ts';
import {
  DESKTOP,
  DIST,
  launchChromium,
  menuPanel,
  PHONE,
  test,
  waitForHydration,
  watchCsp,
  type Site,
} from '../support/browser.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { watchMailLinks } from '../support/mail-link.ts';
import { routeAt } from '../../src/route-table.ts';
import { builtPageKinds } from '../support/routes.ts';
import { startStaticServer, type StaticServer } from '../../scripts/hosting/server.ts';

const OWNER = fixtureContent().site.email;
/** A path no page has: the host answers with 404.html, the home page. */
const UNKNOWN = '/no/such/page';

/** Switches the theme with the header's toggle, then checks the choice survives a reload. */
async function toggleTheme(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  const wasDark = (await toggle.getAttribute('aria-pressed')) === 'true';
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe(String(!wasDark));
  const chosen = wasDark ? 'light' : 'dark';
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe(chosen);
  // The hashed inline script applies the saved choice before the app loads.
  await page.reload({ waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
  await waitForHydration(page);
}

/** Opens and closes the phone menu. */
async function useMenu(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Menu' });
  await button.click();
  await expect.poll(() => menuPanel(page).isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => menuPanel(page).isVisible()).toBe(false);
}

/**
 * Scrolls down until Back to top shows, then uses it; a page too short to pass its 400 px threshold has
 * none. On a post on a phone the sticky bar's Top stands in for it.
 */
async function backToTop(page: Page, onPhone: boolean): Promise<void> {
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  if (scrollable <= 400) return;
  await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
  // On a phone, a page with a sticky bar (a post, a project) has its Top link instead of the button.
  const top = page.getByRole('main').getByRole('link', { name: 'Top', exact: true });
  const button = onPhone && (await top.count()) > 0 ? top : page.getByRole('button', { name: 'Back to top' });
  await button.waitFor();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

/** Follows a hash link to Contact and sends the form: the exact mail link must be asked for. */
async function hashAndContactForm(site: Site, page: Page): Promise<void> {
  await page.goto(site.url('/#contact'));
  await waitForHydration(page);
  await expect
    .poll(() => page.locator('#contact').evaluate((section) => Math.round(section.getBoundingClientRect().top)))
    .toBeLessThan(200);
  const mail = await watchMailLinks(page);
  const values = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello,\nabout the rover.' };
  const form = page.locator('#contact form');
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('E-mail').fill(values.email);
  await form.getByLabel('Message').fill(values.message);
  await form.getByRole('button', { name: 'Open in my mail program' }).click();
  expect(await mail.next()).toBe(buildMailto(OWNER, values));
}

/**
 * Opens a gallery image and closes it, copies a code block and opens a diagram's source (each if the post
 * has one); follows a Contents link.
 */
async function postBehaviours(page: Page): Promise<void> {
  const thumbnails = page.locator('main section[aria-label] figure a');
  if ((await thumbnails.count()) > 0) {
    await thumbnails.first().click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(false);
  }

  const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
  if ((await copy.count()) > 0) {
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('Copied');
  }

  const diagramSource = page.locator('figure.diagram summary').first();
  if ((await diagramSource.count()) > 0) {
    await diagramSource.click();
    await expect.poll(() => page.locator('figure.diagram details').first().getAttribute('open')).toBe('');
  }

  const first = page.getByRole('navigation', { name: 'Contents' }).getByRole('link').first();
  const target = await first.getAttribute('href');
  await first.click();
  await expect.poll(() => page.evaluate(() => location.hash)).toBe(target);
}

describe('no violations while a visitor uses the site', () => {
  // Every page, and an unknown path (the host's 404.html, which is the home page), each once, taking
  // turns between a phone in the light scheme (with the menu) and a desktop in the dark one, so both
  // widths and both schemes are used on the home page's kind of page and on a post.
  const variants = [
    ['light', 'phone', PHONE],
    ['dark', 'desktop', DESKTOP],
  ] as const;
  for (const [index, route] of [...builtPageKinds(), UNKNOWN].entries()) {
    const [colorScheme, width, viewport] = variants[index % 2] ?? variants[0];
    test(`${route}, ${colorScheme} scheme, ${width}`, async ({ site, open }) => {
      const before = site.cspViolations.length;
      const options: BrowserContextOptions = {
        colorScheme,
        viewport,
        reducedMotion: 'reduce',
        permissions: ['clipboard-read', 'clipboard-write'],
      };
      const { page, problems } = await open(route, options);
      const response = await page.reload();
      const expected = headersFor(await readHostHeaders(DIST), new URL(site.url(route)).pathname);
      expect(response?.headers()['content-security-policy']).toBe(expected['content-security-policy']);
      await waitForHydration(page);

      await toggleTheme(page);
      if (viewport === PHONE) await useMenu(page);
      await backToTop(page, viewport === PHONE);
      // A post's behaviours (gallery, copy, contents) on posts; home's (anchors, the form) elsewhere.
      if (routeAt(route)?.id === 'post') await postBehaviours(page);
      else await hashAndContactForm(site, page);

      expect(site.cspViolations.slice(before)).toEqual([]);
      // The unknown path's own document comes with the host's 404 status, which Chromium logs on each load.
      const notFound = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
      expect(problems.filter((p) => route !== UNKNOWN || p !== notFound)).toEqual([]);
    });
  }
});

describe('the policy is enforced, not decorative', () => {
  const INJECTED = '<script>window.__injected = true;</script>';
  const work = path.resolve('.tmp', 'csp-enforced');
  let browser: Browser;
  const servers: StaticServer[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all(servers.map((s) => s.close()));
    rmSync(work, { recursive: true, force: true });
  });

  /**
   * Serves a copy of the site whose home page has an inline script the policy does not list, right
   * after its `<meta>` policy; `header` and `meta` say which of the two deliveries the copy keeps.
   */
  async function injectedHome(name: string, keep: { header: boolean; meta: boolean }) {
    const dir = path.join(work, name);
    rmSync(dir, { recursive: true, force: true });
    cpSync(DIST, dir, { recursive: true });
    const index = path.join(dir, 'index.html');
    const meta = /\n\s*<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>/.exec(
      readFileSync(index, 'utf8'),
    )?.[0];
    if (!meta) throw new Error('index.html has no meta policy');
    writeFileSync(
      index,
      readFileSync(index, 'utf8').replace(meta, keep.meta ? `${meta}\n    ${INJECTED}` : `\n    ${INJECTED}`),
    );
    if (!keep.header) {
      const headers = path.join(dir, '_headers');
      writeFileSync(headers, readFileSync(headers, 'utf8').replace(/^ {2}Content-Security-Policy: .*\n/m, ''));
    }
    const server = await startStaticServer({ root: dir });
    servers.push(server);
    const context = await browser.newContext();
    const violations: string[] = [];
    await watchCsp(context, violations);
    const page = await context.newPage();
    // A saved theme shows whether the listed (hashed) inline script still runs.
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
    });
    const response = await page.goto(server.url, { waitUntil: 'load' });
    const result = {
      ran: await page.evaluate(() => (window as { __injected?: boolean }).__injected === true),
      theme: await page.evaluate(() => document.documentElement.dataset.theme),
      headerPolicy: response?.headers()['content-security-policy'],
      violations,
    };
    await context.close();
    return result;
  }

  test('runs the extra script when neither the header nor the meta tag is there (the check can fail)', async () => {
    const result = await injectedHome('none', { header: false, meta: false });
    expect(result.headerPolicy).toBeUndefined();
    expect(result.ran).toBe(true);
  });

  test('blocks it under the header alone, and still runs the hashed theme script', async () => {
    const result = await injectedHome('header', { header: true, meta: false });
    expect(result.headerPolicy).toContain("script-src 'self' 'sha256-");
    expect(result.ran).toBe(false);
    expect(result.theme).toBe('dark');
    expect(result.violations.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
  });

  test('blocks it under the meta tag alone, as on GitHub Pages, and still runs the hashed theme script', async () => {
    const result = await injectedHome('meta', { header: false, meta: true });
    expect(result.headerPolicy).toBeUndefined();
    expect(result.ran).toBe(false);
    expect(result.theme).toBe('dark');
    expect(result.violations.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
  });
});
