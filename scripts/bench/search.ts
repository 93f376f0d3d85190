/**
 * What search costs a visitor: the bytes fetched when the dialog opens (its code, Pagefind's script,
 * worker, WebAssembly and metadata) and for a first query (the index chunks and the results' page
 * records), as sent over the wire by the CDN-like server; and the time from a keypress to the frame that
 * shows the results on a phone throttled as Lighthouse's mobile preset (SLOW_PHONE, slow-phone.ts): once
 * from `/` with nothing of search loaded, once for a next query with everything loaded.
 * A measurement for the benchmark, not a test.
 */
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { readBuiltPage, textOf } from '../pipeline/prerender/built-site.ts';
import { pageFile } from '../pipeline/prerender/prerender.ts';
import { startStaticServer } from '../hosting/server.ts';
import { launchChromium } from '../tools/browser.ts';
import { SLOW_PHONE, slowPhone } from './slow-phone.ts';
import { kb, ms, spread } from './format.ts';
import { BenchError } from './options.ts';
import { fileSize } from './page-files.ts';

/** Lighthouse's mobile screen (a Moto G Power), as in first-tap.ts. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** How long to wait for results before counting a run as failed. */
const GIVE_UP_MS = 60_000;

/** One file fetched, and its size as a CDN serves it (brotli; Pagefind's index files are gzipped already). */
export interface Fetched {
  file: string;
  bytes: number;
}

/** The benchmark's search figures. */
export interface SearchResult {
  query: string;
  /** Fetched from pressing `/` until the dialog is open and Pagefind idle. */
  open: Fetched[];
  /** Fetched by the first query, until its results show and the network is idle. */
  firstQuery: Fetched[];
  /** `/` pressed (nothing of search loaded) to results shown, the query filled in as soon as the field is there. */
  cold: (number | undefined)[];
  /** A next query, search loaded: its input to results shown. */
  warm: (number | undefined)[];
}

/**
 * A word to search for: the first word of five letters or more in the first section heading of
 * `route`'s built page (a post's, or home's), else in its main text, so the query finds something
 * whatever the content.
 */
export function defaultQuery(root: string, route: string): string {
  const page = readBuiltPage(pageFile(route), root);
  const [heading] = page.tags('h2');
  const [main] = page.tags('main');
  const word = [heading, main]
    .map((element) => (element ? /[A-Za-z]{5,}/.exec(textOf(element))?.[0] : undefined))
    .find((found) => found !== undefined);
  if (!word) throw new BenchError(`no word to search for in ${route}: set SEARCH_QUERY`);
  return word.toLowerCase();
}

/** Records in the page the time of the first frame that shows search results for `query`. */
const WATCH_RESULTS = (query: string) => `(() => {
  const check = () => {
    const status = document.querySelector('dialog [role="status"]');
    const shown = document.querySelector('dialog [role="option"]') && status && status.textContent.includes(${JSON.stringify(query)});
    if (shown) window.__resultsShownAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(check);
  };
  window.__watchResults = () => { window.__resultsShownAt = undefined; requestAnimationFrame(check); };
})();`;

/** Waits for the frame that shows results (watch started by `__watchResults`); its time since `sent`, or undefined. */
async function resultsAfter(page: Page, sent: number): Promise<number | undefined> {
  try {
    const at = await page.waitForFunction(() => (window as { __resultsShownAt?: number }).__resultsShownAt, undefined, {
      timeout: GIVE_UP_MS,
    });
    return ((await at.jsonValue()) ?? Number.NaN) - sent;
  } catch {
    return undefined;
  }
}

/** Opens the home page of the site at `origin` (its base URL) in `context`, hydrated and idle. */
async function openHome(context: BrowserContext, origin: string, query: string, slow: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(WATCH_RESULTS(query));
  if (slow) await slowPhone(context, page);
  await page.goto(origin, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: GIVE_UP_MS,
  });
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Serves `root` (a built site, for the base path `base`) and measures search on its home page: bytes
 * once, times `runs` times each way.
 */
export async function measureSearch(root: string, runs: number, query: string, base = '/'): Promise<SearchResult> {
  // The browser first: a launch that fails leaves no server open.
  const browser = await launchChromium();
  const server = await startStaticServer({ root, base, compress: true });
  const result: SearchResult = { query, open: [], firstQuery: [], cold: [], warm: [] };
  const home = server.url;
  try {
    // Bytes: an unthrottled phone, every file the page or Pagefind's worker fetched, sized as the
    // benchmark sizes every file (page-files.ts): brotli at quality 11.
    {
      const context = await browser.newContext(PHONE);
      const page = await openHome(context, home, query, false);
      let bucket = result.open;
      context.on('requestfinished', (request: Request) => {
        if (!request.url().startsWith(server.url)) return;
        const file = decodeURIComponent(new URL(request.url()).pathname.slice(base.length));
        if (!bucket.some((fetched) => fetched.file === file)) bucket.push({ file, bytes: fileSize(root, file).br });
      });
      await page.keyboard.press('/');
      await page.getByRole('combobox').waitFor({ timeout: GIVE_UP_MS });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      bucket = result.firstQuery;
      await page.evaluate(() => (window as unknown as { __watchResults(): void }).__watchResults());
      await page.getByRole('combobox').fill(query);
      await resultsAfter(page, Date.now());
      await page.waitForTimeout(500);
      await context.close();
    }
    // Times: a slowed phone, a fresh context each run.
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(PHONE);
      const page = await openHome(context, home, query, true);
      await page.evaluate(() => (window as unknown as { __watchResults(): void }).__watchResults());
      const pressed = Date.now();
      await page.keyboard.press('/');
      await page.getByRole('combobox').fill(query, { timeout: GIVE_UP_MS });
      result.cold.push(await resultsAfter(page, pressed));
      await page.getByRole('combobox').fill('');
      await page.waitForTimeout(300);
      await page.evaluate(() => (window as unknown as { __watchResults(): void }).__watchResults());
      const typed = Date.now();
      await page.getByRole('combobox').fill(query);
      result.warm.push(await resultsAfter(page, typed));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}

/** The benchmark's lines for `result`: the bytes each step fetched, file by file, and the times. */
export function searchReport(result: SearchResult): string[] {
  const total = (files: readonly Fetched[]) => files.reduce((sum, f) => sum + f.bytes, 0);
  const list = (files: readonly Fetched[]) =>
    files.map((f) => `${path.basename(f.file)} ${kb(f.bytes)}`).join(', ') || 'nothing';
  const times = (label: string, runs: readonly (number | undefined)[]) => {
    const shown = runs.flatMap((t) => (t === undefined ? [] : [t]));
    return `  ${label}: ${spread(shown, ms)} ms (${shown.length} of ${runs.length} runs showed results)`;
  };
  return [
    `Search, the home page hydrated, the query "${result.query}"; files fetched, brotli:`,
    `  opening the dialog: ${kb(total(result.open))} in ${result.open.length} files: ${list(result.open)}`,
    `  the first query: ${kb(total(result.firstQuery))} in ${result.firstQuery.length} files: ${list(result.firstQuery)}`,
    `Search on a phone throttled as Lighthouse's mobile preset (${SLOW_PHONE.latencyMs} ms round trip, ${(SLOW_PHONE.downloadKbps / 1000).toFixed(2)} Mbps down, ${SLOW_PHONE.cpuSlowdown}x CPU), keypress to the first frame showing results, median [min–max]:`,
    times('/ pressed, nothing of search loaded, the query typed at once', result.cold),
    times('a next query, search loaded', result.warm),
  ];
}
