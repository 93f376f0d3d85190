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
  /**
   * `pathname` loaded in a page with `options` (viewport DESKTOP, reduced motion unless given). Close
   * its context when done (`page.context().close()`): the page may then serve another test (see PooledPage).
   * `initScript` runs before the page's own scripts in every document of that page.
   */
  open(pathname?: string, options?: BrowserContextOptions, initScript?: string): Promise<OpenedPage>;
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

/**
 * A page `open` made and may give out again. A new page costs Chromium a renderer process and a cold
 * cache (about 0.9 s of this machine's two cores); loading another document in a page it already has
 * costs about 0.2 s. So a page whose test has closed its context goes back to a pool, one per set of
 * context options, and the next `open` with the same options loads its page there: storage cleared,
 * viewport and media emulation back to the options', a new document (never a same-document hash
 * jump). A test that changes what a new document would inherit (routes, init scripts, bindings, the
 * clock, permissions, CDP emulation) taints its page, which is then closed instead of reused.
 */
interface PooledPage {
  context: BrowserContext;
  page: Page;
  /** The options `open` was given, which a later `open` must match. */
  options: BrowserContextOptions;
  /** What the context was made with: the options over the defaults, which a reset returns to. */
  settings: BrowserContextOptions;
  initScript: string | undefined;
  /** The console problems of the current `open`. */
  problems: string[];
  inUse: boolean;
  tainted: boolean;
  /** The test changed the viewport or the media emulation. */
  emulated: boolean;
}

/** Replaces each method `names` of `target` by one that calls `run` first. */
function before(target: object, names: readonly string[], run: () => void): void {
  for (const name of names) {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      run();
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** What a page or context can be told that would outlive the document it is showing. */
const LASTING = ['addInitScript', 'route', 'routeFromHAR', 'routeWebSocket', 'exposeBinding', 'exposeFunction'];
const LASTING_CONTEXT = [
  ...LASTING,
  'grantPermissions',
  'clearPermissions',
  'setOffline',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
];

/**
 * Motion is reduced in every context unless a test asks for it: Playwright waits for a smoothly scrolling
 * page to stop before each click (a second for a form at the bottom of home); tests of motion ask for
 * no-preference.
 */
const TEST_CONTEXT: BrowserContextOptions = { reducedMotion: 'reduce' };

/** Starts the static server and Chromium; call `close()` in afterAll. */
export async function withSite(dist = DIST, base = '/'): Promise<Site> {
  const server = await startStaticServer({ root: dist, base });
  const browser = await launchChromium();
  const url = (pathname = '/') => new URL(pathname.replace(/^\//, ''), server.url).href;
  // Every context a test makes, through `open` or `browser.newContext`, is watched for violations.
  const cspViolations: string[] = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ ...TEST_CONTEXT, ...options });
    await watchCsp(context, cspViolations);
    return context;
  };

  const pool: PooledPage[] = [];
  const sameOptions = (a: BrowserContextOptions, b: BrowserContextOptions) => JSON.stringify(a) === JSON.stringify(b);

  async function newPooledPage(options: BrowserContextOptions, initScript?: string): Promise<PooledPage> {
    const settings: BrowserContextOptions = { viewport: DESKTOP, ...TEST_CONTEXT, ...options };
    const context = await browser.newContext(settings);
    const page = await context.newPage();
    if (initScript !== undefined) await page.addInitScript(initScript);
    const entry: PooledPage = {
      context,
      page,
      options,
      settings,
      initScript,
      problems: [],
      inUse: true,
      tainted: false,
      emulated: false,
    };
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') entry.problems.push(`${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => entry.problems.push(`pageerror: ${error.message}`));
    const taint = () => {
      entry.tainted = true;
    };
    before(page, LASTING, taint);
    before(context, LASTING_CONTEXT, taint);
    before(
      page.clock,
      Object.getOwnPropertyNames(Object.getPrototypeOf(page.clock)).filter((name) => name !== 'constructor'),
      taint,
    );
    before(page, ['setViewportSize', 'emulateMedia'], () => {
      entry.emulated = true;
    });
    const newCDPSession = context.newCDPSession.bind(context);
    context.newCDPSession = async (target) => {
      const session = await newCDPSession(target);
      const send = session.send.bind(session) as (method: string, params?: object) => Promise<unknown>;
      const watched = (method: string, params?: object) => {
        if (!/^(Accessibility|DOM|Page|Runtime)\./.test(method)) taint();
        return send(method, params);
      };
      session.send = watched as typeof session.send;
      return session;
    };
    // The test is done with the page: give it back, or close it if it can no longer be reused.
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      const index = pool.indexOf(entry);
      if (entry.tainted || page.isClosed() || index === -1) {
        if (index !== -1) pool.splice(index, 1);
        await close(closeOptions);
        return;
      }
      entry.inUse = false;
    };
    pool.push(entry);
    return entry;
  }

  /** Readies a pooled page for its next test, as a new context would hand it over. */
  async function reset(entry: PooledPage, target: string): Promise<void> {
    const { page, settings, context } = entry;
    if (page.url().startsWith(server.url))
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await context.clearCookies();
    if (entry.emulated) {
      if (settings.viewport) await page.setViewportSize(settings.viewport);
      // Back to the context's own (null would switch emulation off, not return to them); where the
      // context set nothing, Playwright's defaults for a new context.
      await page.emulateMedia({
        media: null,
        colorScheme: settings.colorScheme ?? 'light',
        reducedMotion: settings.reducedMotion ?? 'no-preference',
        forcedColors: settings.forcedColors ?? 'none',
        contrast: settings.contrast ?? 'no-preference',
      });
      entry.emulated = false;
    }
    await page.mouse.move(0, 0);
    // Going to the same address with a #hash would only scroll the document it shows.
    const bare = (href: string) => href.split('#')[0];
    if (target.includes('#') && bare(page.url()) === bare(target)) await page.goto(url('/robots.txt'));
  }

  return {
    browser,
    server,
    url,
    cspViolations,
    async open(pathname = '/', options: BrowserContextOptions = {}, initScript?: string) {
      const target = url(pathname);
      let entry = pool.find(
        (e) =>
          !e.inUse &&
          !e.tainted &&
          !e.page.isClosed() &&
          e.initScript === initScript &&
          sameOptions(e.options, options),
      );
      if (entry) {
        entry.inUse = true;
        await reset(entry, target);
      } else entry = await newPooledPage(options, initScript);
      entry.problems = [];
      await entry.page.goto(target, { waitUntil: 'load' });
      return { page: entry.page, problems: entry.problems };
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
