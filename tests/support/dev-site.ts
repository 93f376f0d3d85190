/**
 * Vite's dev server on a copy of the test site's content, with Chromium beside it: what the tests of
 * `npm run dev` start before their first test and close after their last. The server starts as
 * `npm run dev` starts it (scripts/tools/dev-server.ts), in this process, on any free port of 127.0.0.1.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createLogger, type InlineConfig, type Logger, type ViteDevServer } from 'vite';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { startDevServer } from '../../scripts/tools/dev-server.ts';
import { launchChromium } from './browser.ts';
import { contentFixture, type ContentFixture } from './content-fixture.ts';

/** A running dev site. */
export interface DevSite {
  /** The copy of the test site's content the server shows, which a test may edit. */
  fixture: ContentFixture;
  server: ViteDevServer;
  browser: Browser;
  /** The home page's URL: origin plus base path. */
  url: string;
  /** Closes the browser and the server, and deletes the copy. */
  close(): Promise<void>;
}

/**
 * Starts the dev server on a copy of the test site named `name`, with Vite's dependency cache in a
 * folder of that name (two files never share one), and Chromium.
 */
export async function startDevSite(
  name: string,
  config: Pick<InlineConfig, 'logLevel' | 'customLogger'> = { logLevel: 'silent' },
): Promise<DevSite> {
  const fixture = contentFixture(name);
  const { server, url } = await startDevServer({
    contentDir: fixture.dir,
    cacheDir: path.join(PROJECT_ROOT, '.tmp', `vite-dev-cache-${name}`),
    host: '127.0.0.1',
    port: 0,
    config,
  });
  const browser = await launchChromium();
  return {
    fixture,
    server,
    browser,
    url,
    async close() {
      await browser.close();
      await server.close();
      fixture.dispose();
    },
  };
}

/** A logger that keeps each error the dev server prints in `printed`, and prints nothing. */
export function errorKeepingLogger(printed: string[]): Logger {
  const logger = createLogger('silent');
  return {
    ...logger,
    error(message, options) {
      printed.push(message);
      logger.error(message, options);
    },
  };
}
