/**
 * Real Chromium (Debian's /usr/bin/chromium, or Chrome; see scripts/tools/browser.ts) driven by playwright-core, against the built site.
 * `withSite()` starts one static server (which sends the site's `_headers`, its Content Security Policy
 * included) and one browser for a test file, and fails the file if any page breaks the policy.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchChromium } from '../../scripts/tools/browser.ts';
import { DIST } from './dist.ts';
import { startStaticServer, type StaticServer } from '../../scripts/hosting/server.ts';

export { launchChromium } from '../../scripts/tools/browser.ts';

/** Where the built site is; tests run against the production build. */
export { DIST } from './dist.ts';

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
  /** Fails if any page of any context broke the Content Security Policy; stops the browser and server. */
  close(): Promise<void>;
  browser: Browser;
  server: StaticServer;
  /** Every Content Security Policy violation so far, in any context of `browser`. */
  cspViolations: string[];
}

/** Reported from the page for each `securitypolicyviolation` event (set before any of the page's scripts run). */
const CSP_LISTENER = `addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolation(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'an inline resource') +
    ' in ' + event.documentURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
}, true);`;

/**
 * Records every Content Security Policy violation in `context` into `violations`: the
 * `securitypolicyviolation` events pages fire, and the console messages Chromium writes about the policy.
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__cspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(CSP_LISTENER);
  context.on('console', (msg) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
}

/** Starts the static server and Chromium; call `close()` in afterAll. */
export async function withSite(dist = DIST, base = '/'): Promise<Site> {
  const server = await startStaticServer({ root: dist, base });
  const browser = await launchChromium();
  const url = (pathname = '/') => new URL(pathname.replace(/^\//, ''), server.url).href;
  // Every context a test makes, through `open` or `browser.newContext`, is watched for violations.
  const cspViolations: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context, cspViolations);
    return context;
  };
  return {
    browser,
    server,
    url,
    cspViolations,
    async open(pathname = '/', options: BrowserContextOptions = {}) {
      const context = await browser.newContext({ viewport: DESKTOP, ...options });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await page.goto(url(pathname), { waitUntil: 'load' });
      return { page, problems };
    },
    async close() {
      await browser.close();
      await server.close();
      if (cspViolations.length > 0)
        throw new Error(`Content Security Policy violations:\n${[...new Set(cspViolations)].join('\n')}`);
    },
  };
}

/** Waits until React has hydrated the page (the entry marks <html> when it is done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Runs a test tool's script file (axe-core) in the page from outside, as DevTools would. The site's
 * policy rightly blocks it as an inline `<script>` tag (which is what `page.addScriptTag` adds).
 */
export async function runScriptFile(page: Page, file: string): Promise<void> {
  await page.evaluate(`${readFileSync(file, 'utf8')}\n;undefined`);
}

/**
 * Whether Chromium tells assistive technology that the button named `name` is expanded. A popover's
 * button has no aria-expanded attribute: the browser reports the state itself, so ask its tree.
 */
export async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
  return button?.properties?.find((p) => p.name === 'expanded')?.value.value as boolean | undefined;
}

/** The header's menu: a native popover, the panel the Menu button opens (the header's links row from 900 px). */
export function menuPanel(page: Page): Locator {
  return page.getByRole('banner').locator('[popover]');
}
