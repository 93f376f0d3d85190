/**
 * Real Chromium (Debian's /usr/bin/chromium, or Chrome; see scripts/browser-path.ts) driven by playwright-core, against the built site.
 * `withSite()` starts one static server and one browser for a test file.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { findBrowser } from '../../scripts/browser-path.ts';
import { DIST } from './dist.ts';
import { startStaticServer, type StaticServer } from './static-server.ts';

/** Where the built site is; tests run against the production build. */
export { DIST } from './dist.ts';

/** Chromium flags that work on this machine's closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches headless Chromium. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findBrowser(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** Common viewports. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A page plus every console error, warning and page error it produced. */
export interface OpenedPage {
  page: Page;
  problems: string[];
}

/** A running site and browser for one test file. */
export interface Site {
  url(pathname?: string): string;
  open(pathname?: string, options?: BrowserContextOptions): Promise<OpenedPage>;
  close(): Promise<void>;
  browser: Browser;
  server: StaticServer;
}

/** Starts the static server and Chromium; call `close()` in afterAll. */
export async function withSite(dist = DIST, base = '/'): Promise<Site> {
  const server = await startStaticServer(dist, base);
  const browser = await launchChromium();
  const url = (pathname = '/') => new URL(pathname.replace(/^\//, ''), server.url).href;
  return {
    browser,
    server,
    url,
    async open(pathname = '/', options: BrowserContextOptions = {}) {
      const context = await browser.newContext({ viewport: DESKTOP, ...options });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(url(pathname), { waitUntil: 'networkidle' });
      return { page, problems };
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

/** Waits until React has hydrated the page (the entry marks <html> when it is done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
