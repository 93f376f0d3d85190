/**
 * Before and after screenshots of every changed route, in Chromium at phone and desktop widths, and
 * the pixel difference of each pair. Each build is served by the same static server the browser tests
 * use, so pages load as a static host serves them. Without a browser the review goes on without pictures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../browser.ts';
import { startStaticServer, type StaticServer } from '../../hosting/server.ts';
import type { RouteChange } from './pages.ts';
import { cropRows, diffPngs } from './pixels.ts';

/** The widths every changed route is photographed at. */
export const WIDTHS = [390, 1280] as const;

/** A close-up starts this many pixels above the first change and is one screen tall. */
const CLOSE_UP_MARGIN = 120;
const CLOSE_UP_HEIGHT = 900;

/** The pictures of one route at one width, as paths relative to the report folder. */
export interface Shot {
  route: string;
  width: number;
  before?: string;
  after?: string;
  diff?: string;
  /** The same three cut to one screen around the first change, for the report page. */
  closeUps?: { before: string; after: string; diff: string };
  /** Share of pixels that changed, in percent, and their number (only when both sides exist). */
  percent?: number;
  changed?: number;
}

/** The pictures taken, or why there are none. */
export type Pictures = { shots: Shot[] } | { skipped: string };

/** One build to photograph: its folder and the base path it was built for. */
export interface BuildToShoot {
  dir: string;
  base: string;
}

/** A file name for a route: `/` → home, `/blog/karl` → blog-karl. */
function routeSlug(route: string): string {
  return route === '/' ? 'home' : route.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');
}

/** Photographs each changed route of both builds into `reportDir/images/`. */
export async function takePictures(
  changes: RouteChange[],
  before: BuildToShoot,
  after: BuildToShoot,
  reportDir: string,
): Promise<Pictures> {
  if (changes.length === 0) return { shots: [] };
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    return { skipped: (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '' };
  }
  const servers: StaticServer[] = [];
  try {
    const serve = async (build: BuildToShoot) => {
      const server = await startStaticServer({ root: build.dir, base: build.base });
      servers.push(server);
      return server;
    };
    const [beforeServer, afterServer] = [await serve(before), await serve(after)];
    await mkdir(path.join(reportDir, 'images'), { recursive: true });
    const shots: Shot[] = [];
    for (const change of changes) {
      for (const width of WIDTHS) {
        const name = `images/${routeSlug(change.route)}-${width}`;
        const shot: Shot = { route: change.route, width };
        const take = async (server: StaticServer, side: 'before' | 'after') => {
          const png = await screenshot(browser, new URL(change.route.slice(1), server.url).href, width);
          await writeFile(path.join(reportDir, `${name}-${side}.png`), png);
          shot[side] = `${name}-${side}.png`;
          return png;
        };
        const old = change.status === 'added' ? undefined : await take(beforeServer, 'before');
        const now = change.status === 'removed' ? undefined : await take(afterServer, 'after');
        if (old && now) {
          const diff = diffPngs(old, now);
          await writeFile(path.join(reportDir, `${name}-diff.png`), diff.png);
          shot.diff = `${name}-diff.png`;
          shot.percent = diff.percent;
          shot.changed = diff.changed;
          if (diff.firstRow !== undefined) {
            // A change far down a long page is invisible in a thumbnail of the whole: cut one screen from just above it.
            const top = Math.max(0, diff.firstRow - CLOSE_UP_MARGIN);
            const closeUps = {
              before: `${name}-before-close.png`,
              after: `${name}-after-close.png`,
              diff: `${name}-diff-close.png`,
            };
            await writeFile(path.join(reportDir, closeUps.before), cropRows(old, top, CLOSE_UP_HEIGHT));
            await writeFile(path.join(reportDir, closeUps.after), cropRows(now, top, CLOSE_UP_HEIGHT));
            await writeFile(path.join(reportDir, closeUps.diff), cropRows(diff.png, top, CLOSE_UP_HEIGHT));
            shot.closeUps = closeUps;
          }
        }
        shots.push(shot);
      }
    }
    return { shots };
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.close()));
  }
}

/** A full-page screenshot of `url` at `width`, light scheme, no motion, every lazy image loaded. */
async function screenshot(browser: Browser, url: string, width: number): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(async () => {
      const images = [...document.images];
      images.forEach((img) => (img.loading = 'eager'));
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    });
    return await page.screenshot({ fullPage: true });
  } finally {
    await context.close();
  }
}
