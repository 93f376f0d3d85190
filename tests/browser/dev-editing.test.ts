/**
 * `npm run dev`: editing a content file updates the open page without restarting the server, and a
 * broken file makes the server report its problem lines. Runs Vite's dev server on a copy of content/.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { launchChromium } from '../support/browser.ts';

let fixture: ContentFixture;
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let baseUrl: string;

beforeAll(async () => {
  fixture = contentFixture('dev-editing');
  // vite.config.ts reads CONTENT_DIR when the server loads it.
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = fixture.dir;
  try {
    server = await createServer({
      configFile: path.resolve('vite.config.ts'),
      // A cache of our own: node_modules/.vite may be shared with other checkouts.
      cacheDir: path.resolve('.tmp', 'vite-dev-cache'),
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  baseUrl = `http://127.0.0.1:${address.port}${server.config.base}`;
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

  it('reports the lines of a broken file', async () => {
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
  }, 60_000);

  it('recovers when the file is fixed', async () => {
    fixture.edit('projects/karl-rover.md', 'tittle:', 'title:');
    await page.getByText('Karl, the solar-farm rover').waitFor({ timeout: 30_000 });
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
  }, 40_000);
});

/** The error message Vite's dev server answers a failed module request with ('' if it loads). */
async function moduleError(modulePath: string): Promise<string> {
  const response = await fetch(new URL(modulePath, baseUrl));
  if (response.ok) return '';
  // Vite answers with a page that hands the error, as JSON, to its overlay.
  const json = /const error = (\{.*\})\s*$/m.exec(await response.text())?.[1];
  return json ? String((JSON.parse(json) as { message?: unknown }).message) : `HTTP ${response.status}`;
}
