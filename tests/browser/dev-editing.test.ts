/**
 * `npm run dev`: editing a content file updates the open page in place (no reload, scroll position
 * kept) without restarting the server, and a broken file makes the server report its problem lines,
 * once. Runs Vite's dev server on a copy of content/. How fast an edit shows is measured by
 * `npm run bench:dev`, not asserted here.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { createLogger, type Logger, type ViteDevServer } from 'vite';
import { startDevServer } from '../../scripts/tools/dev-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { launchChromium } from '../support/browser.ts';

let fixture: ContentFixture;
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let baseUrl: string;
/** Every error the dev server printed to its terminal. */
const printed: string[] = [];

beforeAll(async () => {
  fixture = contentFixture('dev-editing');
  ({ server, url: baseUrl } = await startDevServer({
    contentDir: fixture.dir,
    cacheDir: path.resolve('.tmp', 'vite-dev-cache'),
    config: { customLogger: terminal() },
  }));
  browser = await launchChromium();
  page = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fixture?.dispose();
});

describe('dev server', () => {
  it('shows the content', async () => {
    await page.goto(baseUrl);
    await expect(page.locator('#projects h3').first().textContent({ timeout: 60_000 })).resolves.toBe(
      'Karl, an autonomous field rover',
    );
  }, 90_000);

  it('shows an edited project title without a restart', async () => {
    fixture.edit(
      'projects/karl-rover.md',
      'title: Karl, an autonomous field rover',
      'title: Karl, the solar-farm rover',
    );
    await page.getByText('Karl, the solar-farm rover').waitFor({ timeout: 30_000 });
  }, 40_000);

  it('shows an edited headline in place, without a reload, keeping the scroll position', async () => {
    await markPage();
    const skills = page.locator('#skills');
    const before = await scrolledTo(skills);
    fixture.edit('site.md', /^headline: .*$/m, 'headline: Firmware and radios for machines that sense, move and talk.');
    await page.getByText('Firmware and radios for machines that sense, move and talk.').waitFor({ timeout: 30_000 });
    await expectSamePage(skills, before);
  }, 40_000);

  it('shows an edited post paragraph in place, without a reload, keeping the scroll position', async () => {
    await page.goto(new URL('blog/karl', baseUrl).href);
    const heading = page.locator('h2', { hasText: 'Hardware Stack' });
    await heading.waitFor({ timeout: 60_000 });
    await markPage();
    const before = await scrolledTo(heading);
    fixture.edit(
      'blog/karl.mdx',
      'Two choices here were corrections, not first picks.',
      'Two choices here were corrections, made after field tests.',
    );
    await page.getByText('Two choices here were corrections, made after field tests.').waitFor({ timeout: 30_000 });
    await expectSamePage(heading, before);
  }, 90_000);

  it('reports a broken post paragraph once, with its fix, and recovers in place', async () => {
    fixture.edit('blog/karl.mdx', 'made after field tests.', 'made in <10 days.');
    const line = readFileSync(path.join(fixture.dir, 'blog/karl.mdx'), 'utf8')
      .split('\n')
      .findIndex((text) => text.includes('made in <10 days.'));
    const expected = `${fixture.shown}/blog/karl.mdx:${line + 1} MDX: expected valid MDX (Unexpected character \`1\` (U+0031) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\`); a "<" in text starts a tag in MDX; for the character itself write &lt; or \\<`;
    // The overlay shows the compiler's own message, with the source around the line...
    await expect(page.locator('vite-error-overlay .message-body').textContent({ timeout: 30_000 })).resolves.toContain(
      'Unexpected character `1` (U+0031) before name',
    );
    // ...and the terminal the problem line with its fix, once, though the post module failed too.
    expect(printed.filter((message) => message.includes('blog/karl.mdx'))).toEqual([
      expect.stringContaining(expected) as string,
    ]);
    fixture.edit('blog/karl.mdx', 'made in <10 days.', 'made in &lt;10 days.');
    await page.getByText('made in <10 days.').waitFor({ timeout: 30_000 });
    await page.locator('vite-error-overlay').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.evaluate(() => (window as { devEditingMark?: boolean }).devEditingMark)).toBe(true);
    await page.goto(baseUrl);
    await page.locator('#projects h3').first().waitFor({ timeout: 30_000 });
  }, 90_000);

  it('reports the lines of a broken file', async () => {
    await markPage();
    fixture.edit('projects/karl-rover.md', 'title:', 'tittle:');
    const expected = `${fixture.shown}/projects/karl-rover.md:3 tittle: unknown field; expected one of slug, order, title, tagline, description, stack, links (did you mean "title"?)`;
    // The module the app imports fails with the problem lines...
    let message = '';
    for (let i = 0; i < 50 && !message.includes(expected); i++) {
      await sleep(200);
      message = await moduleError('@id/__x00__virtual:content');
    }
    expect(message.split('\n')).toContain(expected);
    // ...and the open page shows them in Vite's error overlay.
    await expect(page.locator('vite-error-overlay .message-body').textContent({ timeout: 30_000 })).resolves.toContain(
      expected,
    );
    // ...and the terminal shows them once, however many modules and requests failed on them.
    await moduleError('@id/__x00__virtual:content');
    expect(printed.filter((message) => message.includes(expected))).toHaveLength(1);
  }, 60_000);

  it('recovers in place when the file is fixed back to what it was', async () => {
    // The content is then what the page last showed, and still the page must leave its failed state.
    fixture.edit('projects/karl-rover.md', 'tittle:', 'title:');
    await page.locator('vite-error-overlay').waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('Karl, the solar-farm rover').waitFor({ timeout: 30_000 });
    fixture.edit('projects/karl-rover.md', 'Karl, the solar-farm rover', 'Karl, the rover that was fixed');
    await page.getByText('Karl, the rover that was fixed').waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as { devEditingMark?: boolean }).devEditingMark)).toBe(true);
  }, 40_000);
});

/** A logger that keeps the errors the dev server prints (and prints nothing). */
function terminal(): Logger {
  const logger = createLogger('silent');
  return {
    ...logger,
    error(message, options) {
      printed.push(message);
      logger.error(message, options);
    },
  };
}

/** Marks the open page; a reload would clear the mark. */
async function markPage(): Promise<void> {
  await page.evaluate(() => {
    (window as { devEditingMark?: boolean }).devEditingMark = true;
  });
}

/** Scrolls `element` to 200 px below the top of the viewport; returns where the page is then. */
async function scrolledTo(element: Locator): Promise<{ scrollY: number; top: number }> {
  await element.evaluate((node) => {
    window.scrollTo({ top: window.scrollY + node.getBoundingClientRect().top - 200, behavior: 'instant' });
  });
  return element.evaluate((node) => ({ scrollY: window.scrollY, top: node.getBoundingClientRect().top }));
}

/** The page was not reloaded, is still scrolled, and `element` is where it was on screen. */
async function expectSamePage(element: Locator, before: { scrollY: number; top: number }): Promise<void> {
  expect(before.scrollY).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { devEditingMark?: boolean }).devEditingMark)).toBe(true);
  const after = await element.evaluate((node) => ({ scrollY: window.scrollY, top: node.getBoundingClientRect().top }));
  expect(after.scrollY).toBeGreaterThan(0);
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
}

/** The error message Vite's dev server answers a failed module request with ('' if it loads). */
async function moduleError(modulePath: string): Promise<string> {
  const response = await fetch(new URL(modulePath, baseUrl));
  if (response.ok) return '';
  // Vite answers with a page that hands the error, as JSON, to its overlay.
  const json = /const error = (\{.*\})\s*$/m.exec(await response.text())?.[1];
  return json ? String((JSON.parse(json) as { message?: unknown }).message) : `HTTP ${response.status}`;
}
