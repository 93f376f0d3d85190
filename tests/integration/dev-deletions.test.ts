/**
 * `npm run dev` follows the files on disk when one is deleted: the open page shows the errors a build of
 * the same files prints (not a raw ENOENT), and after a reload the page matches the files, with no other
 * save (no deleted post still listed, no blank page that failed to import it). A malformed request gets
 * 400 and pops no error overlay in the open page. Runs Vite's dev server on a copy of the test site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPath } from '../../src/lib/routes-paths.ts';
import { runBuild } from '../support/build.ts';
import type { ContentFixture } from '../support/content-fixture.ts';
import { errorKeepingLogger, startDevSite, type DevSite } from '../support/dev-site.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent, type FixturePost } from '../support/fixture-content.ts';

const { posts, drafts } = fixtureContent();

/** Every content file of the test site, relative to it, with its text. */
const files = (function walk(dir: string): { file: string; text: string }[] {
  return readdirSync(path.join(FIXTURE_CONTENT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(file);
    return /\.mdx?$/.test(entry.name) ? [{ file, text: readFileSync(path.join(FIXTURE_CONTENT, file), 'utf8') }] : [];
  });
})('');

/** The post's file inside the content folder. */
const fileOf = (post: FixturePost) => path.relative(FIXTURE_CONTENT, path.resolve(post.file));
/** The other content files that link to the post's page. */
const linksTo = (post: FixturePost) =>
  files.filter(({ file, text }) => file !== fileOf(post) && text.includes(postPath(post.slug)));

/** A post other files link to, whose deletion breaks their links; and one nothing links to. */
const linked = [...posts, ...drafts].find((post) => linksTo(post).length > 0);
const unlinked = [...posts, ...drafts].find((post) => linksTo(post).length === 0);

let dev: DevSite | undefined;
let fixture: ContentFixture;
let browser: Browser;
let baseUrl: string;
/** Every error the dev server printed to its terminal. */
const printed: string[] = [];

beforeAll(async () => {
  if (!linked || !unlinked) throw new Error('the test site needs a post other files link to, and one nothing links to');
  dev = await startDevSite('dev-deletions', { customLogger: errorKeepingLogger(printed) });
  ({ fixture, browser, url: baseUrl } = dev);
}, 120_000);

afterAll(() => dev?.close());

describe('npm run dev when a post other files link to is deleted', () => {
  let page: Page;
  const post = linked as FixturePost;
  const text = readFileSync(path.resolve(post.file), 'utf8');

  beforeAll(async () => {
    page = await browser.newPage();
    await openHydrated(page, 'blog');
    await expect(titles(page)).resolves.toContain(post.title);
  }, 120_000);

  it('shows the open page the errors a build of the same files prints', async () => {
    fixture.remove(fileOf(post));
    const build = runBuild({
      CONTENT_DIR: fixture.dir,
      OUT_DIR: path.join(path.dirname(fixture.dir), 'out'),
      SITE_URL: '',
    });
    const shown = await overlayText(page);
    const { code, log } = await build;
    expect(code).toBe(1);
    const lines = log.split('\n');
    const report = lines.slice(lines.findIndex((line) => line.startsWith('Invalid content (')));
    const problems = report.slice(
      0,
      report.findIndex((line, i) => i > 0 && !line.startsWith(fixture.shown)),
    );
    expect(problems.length).toBeGreaterThan(1);
    expect(shown.split('\n')).toEqual(problems);
    expect(printed.join('\n')).not.toMatch(/ENOENT/);
  }, 120_000);

  it('shows a page reloaded since the error, not the deleted post', async () => {
    await page.reload();
    await overlayText(page);
    expect(await page.locator('body').textContent()).not.toContain(post.title);
  }, 60_000);

  it('shows the post again once its file is back, with no other save', async () => {
    fixture.write(fileOf(post), text);
    await expect.poll(() => titles(page), { timeout: 60_000 }).toContain(post.title);
    await expectNoOverlay(page);
  }, 90_000);
});

describe('npm run dev when a post nothing links to is deleted', () => {
  const post = unlinked as FixturePost;

  it('updates the open list in place, and a reloaded list and the post’s own page match the files', async () => {
    const list = await browser.newPage();
    const own = await browser.newPage();
    const failures: string[] = [];
    own.on('console', (msg) => {
      if (msg.type() === 'error') failures.push(msg.text());
    });
    await openHydrated(list, 'blog');
    await openHydrated(own, postPath(post.slug).slice(1));
    await list.evaluate(() => ((window as { devDeletionsMark?: boolean }).devDeletionsMark = true));
    await expect(titles(list)).resolves.toContain(post.title);

    fixture.remove(fileOf(post));
    await expect.poll(() => titles(list), { timeout: 60_000 }).not.toContain(post.title);
    expect(await list.evaluate(() => (window as { devDeletionsMark?: boolean }).devDeletionsMark)).toBe(true);

    for (const page of [list, own]) {
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 60_000,
      });
      await expectNoOverlay(page);
    }
    expect(await titles(list)).not.toContain(post.title);
    expect(await own.locator('h1').allTextContents()).not.toContain(post.title);
    expect(failures.filter((line) => /Failed to (resolve|fetch|load)/.test(line))).toEqual([]);
    await Promise.all([list.close(), own.close()]);
  }, 120_000);
});

describe('npm run dev on a malformed request', () => {
  it('answers 400 and pops no error overlay in the open page', async () => {
    const page = await browser.newPage();
    // Every message the dev server sends the page, in order.
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => frames.push(String(payload))));
    await openHydrated(page, '');
    const errorsBefore = printed.length;
    for (const request of ['pagefind/%E0%A4', '%E0%A4']) {
      const response = await fetch(new URL(request, baseUrl));
      expect(response.status, request).toBe(400);
    }
    // A message of the test's own, sent after the requests: any error they caused reached the page before it.
    dev?.server.environments.client.hot.send({ type: 'custom', event: 'dev-deletions:probe' });
    await expect
      .poll(() => frames.some((frame) => frame.includes('dev-deletions:probe')), { timeout: 30_000 })
      .toBe(true);
    expect(frames.filter((frame) => frame.includes('"type":"error"'))).toEqual([]);
    await expectNoOverlay(page);
    expect(printed.slice(errorsBefore)).toEqual([]);
    await page.close();
  }, 60_000);
});

/** Opens `route` (inside the site) and waits until the app has hydrated. */
async function openHydrated(page: Page, route: string): Promise<void> {
  await page.goto(new URL(route, baseUrl).href);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 60_000,
  });
}

/** The post titles the blog index on `page` lists. */
function titles(page: Page): Promise<string[]> {
  return page.locator('main article h3').allTextContents();
}

/** Waits for Vite's overlay on `page` and returns its message. */
async function overlayText(page: Page): Promise<string> {
  const body = page.locator('vite-error-overlay .message-body');
  await body.waitFor({ timeout: 60_000 });
  return (await body.textContent()) ?? '';
}

/** Waits for `page` to show no overlay; if one stays, the failure quotes it. */
async function expectNoOverlay(page: Page): Promise<void> {
  const overlays = () =>
    page
      .locator('vite-error-overlay')
      .evaluateAll((found) =>
        found.map((el) => el.shadowRoot?.querySelector('.message-body')?.textContent ?? 'an overlay, no message'),
      );
  await expect.poll(overlays, { timeout: 30_000 }).toEqual([]);
}
