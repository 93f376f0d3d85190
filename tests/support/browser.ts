/**
 * Real Chromium (Debian's headless shell when installed, else /usr/bin/chromium or Chrome; see
 * test-browser.ts) driven by playwright-core, against the built site.
 * `test` is vitest's test with the browser layer's fixtures: `site` serves a build with one static
 * server (which sends the site's `_headers`, its Content Security Policy included) and one browser,
 * kept for every later file of the worker that serves the same build, and fails a file if any page
 * broke the policy while it ran; `open` hands a test warm pages, `freshContext` new contexts, and both
 * are given back or closed when the test ends.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { test as base } from 'vitest';
import { launchChromium } from '../../scripts/tools/browser.ts';
import { DIST } from './dist.ts';
import { startStaticServer, type StaticServer } from '../../scripts/hosting/server.ts';

export { launchChromium } from '../../scripts/tools/browser.ts';

/** Where the built site is; tests run against the production build. */
export { DIST } from './dist.ts';

/** Common viewports. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A page from the pool, with every console error, warning and page error it produced since it was opened. */
export interface OpenedPage {
  page: Page;
  problems: string[];
  /** Gives the page back to the pool (the `open` fixture does this when the test ends). */
  release: () => Promise<void>;
  /** Closes the page's context instead, so no later test gets it (the fixture's way after a failed test). */
  close: () => Promise<void>;
}

/**
 * `pathname` loaded in a warm page whose context was made with `options` (viewport DESKTOP and reduced
 * motion unless given) and `initScript` (run before the page's own scripts in every document).
 */
export type Open = (pathname?: string, options?: BrowserContextOptions, initScript?: string) => Promise<OpenedPage>;

/** A new context made with `options` (reduced motion unless given), watched for policy violations. */
export type FreshContext = (options?: BrowserContextOptions) => Promise<BrowserContext>;

/** What a file's site serves: a build of the test site and the base path it was built for. */
export interface Served {
  dist: string;
  base: string;
}

/** A running site and browser for one test file. */
export interface Site {
  url(pathname?: string): string;
  /** A page from the pool, for the caller to `release()` (a test takes them from the `open` fixture). */
  open: Open;
  /** A context of its own, for the caller to close (a test takes them from the `freshContext` fixture). */
  newContext: FreshContext;
  /** Every Content Security Policy violation so far, in any context of the site's browser. */
  cspViolations: string[];
  /** Fails if any page of any context broke the Content Security Policy; stops the browser and server. */
  close(): Promise<void>;
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

/**
 * Motion is reduced in every context unless a test asks for it: Playwright waits for a smoothly scrolling
 * page to stop before each click (a second for a form at the bottom of home); tests of motion ask for
 * no-preference.
 */
const TEST_CONTEXT: BrowserContextOptions = { reducedMotion: 'reduce' };

/**
 * A warm context of the pool and its one page. A new context and its first page cost Chromium about
 * 1 CPU-s on this machine (a renderer process, a cold cache); another document in a page it already
 * has costs about 0.3 CPU-s. So a page a test is done with serves the next test that asks for the
 * same fixed options (those a page cannot change: touch, JavaScript, permissions…) and init script:
 * with cookies and storage cleared, the viewport and media emulation set to what that test asked for
 * (`PER_PAGE`), and a new document. All of it through Playwright's public calls: what outlives a
 * document (routes, init scripts or bindings of a test's own, the clock, CDP emulation, listeners) is
 * for a fresh context, never a pooled page.
 */
interface WarmContext {
  context: BrowserContext;
  page: Page;
  /** The options it was made with that a page cannot change, and its init script, as one string. */
  key: string;
  /** The console problems since the current `open`. */
  problems: string[];
  inUse: boolean;
  /** When it was last given back, in pool returns: the idle context given back longest ago is closed first. */
  returned: number;
}

/**
 * How many idle warm contexts the pool keeps. An idle page is not free: its renderer still draws frames,
 * about 1.5 % of a core each on this machine (32 idle pages took half a core), and a site's pool lives
 * for the whole layer. The contexts given back longest ago go first.
 */
const IDLE_CONTEXTS = 6;

/** The options over the defaults of every pooled page: viewport DESKTOP, reduced motion. */
function contextSettings(options: BrowserContextOptions): BrowserContextOptions {
  return { viewport: DESKTOP, ...TEST_CONTEXT, ...options };
}

/**
 * The options a page can change after its context was made (`page.setViewportSize`,
 * `page.emulateMedia`): pooled contexts are shared across them, and `open` sets them on the page.
 */
const PER_PAGE = ['viewport', 'colorScheme', 'reducedMotion', 'forcedColors', 'contrast'] as const;

/**
 * One string for the settings a context is made with and cannot change (touch, JavaScript, permissions…)
 * and its init script, whatever the order the options were written in.
 */
function poolKey(settings: BrowserContextOptions, initScript: string | undefined): string {
  const perPage: readonly string[] = PER_PAGE;
  const fixed = Object.fromEntries(Object.entries(settings).filter(([option]) => !perPage.includes(option)));
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;
  return JSON.stringify([sorted(fixed), initScript ?? null]);
}

/** Throws, listing them once each, if there are any Content Security Policy violations in `violations`. */
function failOnViolations(violations: string[]): void {
  if (violations.length > 0)
    throw new Error(`Content Security Policy violations:\n${[...new Set(violations)].join('\n')}`);
}

/** Starts the static server for `served` and Chromium; `close()` when done with them (the `sites` fixture does, as the worker ends). */
export async function startSite({ dist, base }: Served = { dist: DIST, base: '/' }): Promise<Site> {
  const server: StaticServer = await startStaticServer({ root: dist, base });
  const browser: Browser = await launchChromium();
  const url = (pathname = '/') => new URL(pathname.replace(/^\//, ''), server.url).href;
  // Every context is made here, so every one is watched for violations.
  const cspViolations: string[] = [];
  const newContext: FreshContext = async (options = {}) => {
    const context = await browser.newContext({ ...TEST_CONTEXT, ...options });
    await watchCsp(context, cspViolations);
    return context;
  };

  const pool: WarmContext[] = [];
  /** Pages given back so far: the clock of `WarmContext.returned`. */
  let returns = 0;

  async function warmContext(settings: BrowserContextOptions, key: string, initScript?: string): Promise<WarmContext> {
    const context = await newContext(settings);
    if (initScript !== undefined) await context.addInitScript(initScript);
    const page = await context.newPage();
    const warm: WarmContext = { context, page, key, problems: [], inUse: true, returned: 0 };
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') warm.problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => warm.problems.push(`pageerror: ${error.message}`));
    pool.push(warm);
    return warm;
  }

  /** Readies a pooled page for its next test, as a new context made with `settings` would hand it over. */
  async function reset(warm: WarmContext, settings: BrowserContextOptions, target: string): Promise<void> {
    const { page, context } = warm;
    if (page.url().startsWith(server.url))
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await context.clearCookies();
    const size = page.viewportSize();
    if (settings.viewport && (size?.width !== settings.viewport.width || size.height !== settings.viewport.height))
      await page.setViewportSize(settings.viewport);
    // The settings asked for (null would switch emulation off, not return to the context's own); where
    // they say nothing, Playwright's defaults for a new context.
    await page.emulateMedia({
      media: null,
      colorScheme: settings.colorScheme ?? 'light',
      reducedMotion: settings.reducedMotion ?? 'no-preference',
      forcedColors: settings.forcedColors ?? 'none',
      contrast: settings.contrast ?? 'no-preference',
    });
    await page.mouse.move(0, 0);
    // Going to the same address with a #hash would only scroll the document it shows.
    const bare = (href: string) => href.split('#')[0];
    if (target.includes('#') && bare(page.url()) === bare(target)) await page.goto(url('/robots.txt'));
  }

  /** Gives `warm` back to the pool, or closes it (when asked, or when its test left it closed). */
  async function giveBack(warm: WarmContext, close: boolean): Promise<void> {
    const index = pool.indexOf(warm);
    if (index === -1) return;
    if (close || warm.page.isClosed()) {
      pool.splice(index, 1);
      await warm.context.close();
      return;
    }
    warm.inUse = false;
    warm.returned = ++returns;
    const idle = pool.filter((w) => !w.inUse).sort((a, b) => a.returned - b.returned);
    for (const stale of idle.slice(0, Math.max(0, idle.length - IDLE_CONTEXTS))) {
      pool.splice(pool.indexOf(stale), 1);
      await stale.context.close();
    }
  }

  /** What `open` hands out: the page until the first `release` or `close`, which end the lease. */
  function lease(warm: WarmContext): OpenedPage {
    let ended = false;
    const end = (close: boolean) => {
      if (ended) return Promise.resolve();
      ended = true;
      return giveBack(warm, close);
    };
    return { page: warm.page, problems: warm.problems, release: () => end(false), close: () => end(true) };
  }

  return {
    url,
    cspViolations,
    newContext,
    async open(pathname = '/', options = {}, initScript?: string) {
      const target = url(pathname);
      const settings = contextSettings(options);
      const key = poolKey(settings, initScript);
      let warm = pool.find((w) => !w.inUse && w.key === key && !w.page.isClosed());
      if (warm) {
        warm.inUse = true;
        await reset(warm, settings, target);
      } else warm = await warmContext(settings, key, initScript);
      warm.problems = [];
      await warm.page.goto(target, { waitUntil: 'load' });
      return lease(warm);
    },
    async close() {
      await browser.close();
      await server.close();
      failOnViolations(cspViolations);
    },
  };
}

/**
 * vitest's `test` with the browser layer's fixtures:
 * - `served` (per file): the build to serve, the root build unless a file overrides it;
 * - `sites` (per worker): the sites started so far, by build, closed when the worker ends. Starting
 *   Chromium and warming its pages costs a file one to three seconds; the browser layer's files run one
 *   after another in one worker (isolate: false), so each build's site and its warm pages serve them all;
 * - `site` (per file): the site of `served`, failing the file on any policy violation during it;
 * - `open` (per test): pages from the pool, given back when the test ends (closed if it failed);
 * - `freshContext` (per test): contexts of the test's own, closed when it ends.
 */
export const test = base
  .extend('served', { scope: 'file' }, { dist: DIST, base: '/' })
  // A fixture that uses no other must still take them as an object pattern (vitest reads it).
  // eslint-disable-next-line no-empty-pattern
  .extend('sites', { scope: 'worker' }, ({}, { onCleanup }) => {
    const sites = new Map<string, Promise<Site>>();
    onCleanup(async () => {
      for (const site of sites.values()) await (await site).close();
    });
    return sites;
  })
  .extend('site', { scope: 'file' }, async ({ served, sites }, { onCleanup }) => {
    const key = JSON.stringify([served.dist, served.base]);
    const started = sites.get(key) ?? startSite(served);
    sites.set(key, started);
    const site = await started;
    const before = site.cspViolations.length;
    onCleanup(() => {
      // This file's violations fail it, and only it.
      failOnViolations(site.cspViolations.splice(before));
    });
    return site;
  })
  .extend('open', ({ site, task }, { onCleanup }): Open => {
    const opened: OpenedPage[] = [];
    // A failed test's pages are closed, not pooled: the next test must not start from what broke.
    onCleanup(async () => {
      const failed = task.result?.state === 'fail';
      for (const page of opened) await (failed ? page.close() : page.release());
    });
    return async (pathname, options, initScript) => {
      const page = await site.open(pathname, options, initScript);
      opened.push(page);
      return page;
    };
  })
  .extend('freshContext', ({ site }, { onCleanup }): FreshContext => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    return async (options) => {
      const context = await site.newContext(options);
      contexts.push(context);
      return context;
    };
  });

/**
 * One pooled page for every test of the calling `describe` block (or file), for checks that only read
 * a page or take turns on it: opened before the block's first test (and hydrated, unless JavaScript is
 * off), given back after its last. Read `.page` inside a test.
 */
export function sharedPage(
  pathname: string,
  options: BrowserContextOptions = {},
  initScript?: string,
): { readonly page: Page } {
  let opened: OpenedPage | undefined;
  test.beforeAll(async ({ site }) => {
    opened = await site.open(pathname, options, initScript);
    if (options.javaScriptEnabled !== false) await waitForHydration(opened.page);
  });
  test.afterAll(async () => {
    await opened?.release();
  });
  return {
    get page() {
      if (!opened) throw new Error(`the shared page of ${pathname} is opened before the block's first test`);
      return opened.page;
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
