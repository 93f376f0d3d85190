/**
 * Before and after screenshots of every changed route, in Chromium at phone and desktop widths, the
 * pixel difference of each pair, and close-ups of the largest change. Each build is served by the same static server the browser tests
 * use, so pages load as a static host serves them. Without a browser the review goes on without pictures.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../browser.ts';
import { startStaticServer, type StaticServer } from '../../hosting/server.ts';
import type { RouteChange } from './pages.ts';
import { changedRegions, chooseRegion, closeUpBoxes, type PageBlock } from './close-up.ts';
import { crop, decode, diffPixels, encode, type Box, type Pixels } from './pixels.ts';

/** The widths every changed route is photographed at. */
export const WIDTHS = [390, 1280] as const;

/**
 * A close-up is a window of the page, never the page scaled down: narrow enough that the report shows
 * it at its own size beside the other two (a phone's width, the whole of a 390 px shot), and tall
 * enough for a paragraph and what is around it.
 */
export const CLOSE_UP = { width: 400, height: 560 } as const;

/** The pictures of one route at one width, as paths relative to the report folder. */
export interface Shot {
  route: string;
  width: number;
  before?: string;
  after?: string;
  diff?: string;
  /**
   * The same cut to a window around the largest change, for the report page and the pull request's
   * comment (`box` is the after side's window); for a page on one side only, that side's top, around its
   * main heading.
   */
  closeUps?: { before?: string; after?: string; diff?: string; box: Box };
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

/** A file name for a route: `/` → home, `/blog/a-post` → blog-a-post. */
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
    // One page per width, each photo a new document in it: a new page costs Chromium a renderer
    // process and a cold cache, several times what loading another document costs.
    const pages = new Map<number, Page>();
    const pageAt = async (width: number) => {
      const open = pages.get(width);
      if (open) return open;
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: 'light',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      pages.set(width, page);
      return page;
    };
    const shots: Shot[] = [];
    for (const change of changes) {
      for (const width of WIDTHS) {
        const name = `images/${routeSlug(change.route)}-${width}`;
        const shot: Shot = { route: change.route, width };
        const take = async (server: StaticServer, side: 'before' | 'after') => {
          const photo = await screenshot(await pageAt(width), new URL(change.route.slice(1), server.url).href);
          await writeFile(path.join(reportDir, `${name}-${side}.png`), photo.png);
          shot[side] = `${name}-${side}.png`;
          return photo;
        };
        const old = change.status === 'added' ? undefined : await take(beforeServer, 'before');
        const now = change.status === 'removed' ? undefined : await take(afterServer, 'after');
        if (old && now) {
          // Decoded once: the difference, the close-up's place and the close-ups all read the pixels.
          const [before, after] = await Promise.all([decode(old.png), decode(now.png)]);
          const diff = diffPixels(before, after);
          await writeFile(path.join(reportDir, `${name}-diff.png`), await encode(diff.image));
          shot.diff = `${name}-diff.png`;
          shot.percent = diff.percent;
          shot.changed = diff.changed;
          // A change on a long page is invisible in a picture of the whole, and a picture of the whole at
          // 1280 px is too small to read in the report: cut a window around the largest change.
          const region = chooseRegion(changedRegions(old.blocks, now.blocks));
          if (region) {
            const boxes = closeUpBoxes(before, after, region, CLOSE_UP);
            const closeUps = {
              before: `${name}-before-close.png`,
              after: `${name}-after-close.png`,
              diff: `${name}-diff-close.png`,
              box: boxes.after,
            };
            const cuts: [string, Pixels, Box][] = [
              [closeUps.before, before, boxes.before],
              [closeUps.after, after, boxes.after],
              [closeUps.diff, diff.image, boxes.after],
            ];
            for (const [file, image, box] of cuts)
              await writeFile(path.join(reportDir, file), await encode(crop(image, box)));
            shot.closeUps = closeUps;
          }
        } else {
          const one = old ?? now;
          const closeUps = one && (await oneSidedCloseUp(old ? 'before' : 'after', one, reportDir, name));
          if (closeUps) shot.closeUps = closeUps;
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

/**
 * The close-up of a page on one side only (added or removed): the window around its main heading, or
 * around its first block, as the page opens.
 */
async function oneSidedCloseUp(
  side: 'before' | 'after',
  photo: Photo,
  reportDir: string,
  name: string,
): Promise<NonNullable<Shot['closeUps']> | undefined> {
  const heading = photo.blocks.find((block) => block.key.startsWith('H1:')) ?? photo.blocks[0];
  if (!heading) return undefined;
  const pixels = await decode(photo.png);
  const region = { before: heading.box, after: heading.box, automatic: false };
  const box = closeUpBoxes(pixels, pixels, region, CLOSE_UP).after;
  const file = `${name}-${side}-close.png`;
  await writeFile(path.join(reportDir, file), await encode(crop(pixels, box)));
  return { [side]: file, box };
}

/**
 * How large the lines around a date may be to count as the date's: a post's Published, Updated and
 * reading time, stacked on three lines on a phone. A heading or a description is more text.
 */
const DATE_LINE = { height: 120, characters: 100 };

/** A full-page screenshot, and the blocks of the page it shows. */
interface Photo {
  png: Buffer;
  blocks: PageBlock[];
}

/**
 * A full-page screenshot of `url` in `page` (light scheme, no motion): once the page has hydrated, its
 * fonts have loaded and every lazy image has been fetched and decoded.
 */
async function screenshot(page: Page, url: string): Promise<Photo> {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(async () => {
    const images = [...document.images];
    images.forEach((img) => (img.loading = 'eager'));
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const png = await page.screenshot({ fullPage: true });
  // The page's blocks, in document order: each element that holds text of its own or inline (a
  // paragraph, a heading, a flex item such as a post's date), and each picture, as laid out. A
  // block is automatic when it, or the short line of dates it is part of, holds a <time>.
  // (No function is declared inside: the page runs this code as written, without tsx's helpers.)
  const blocks = await page.evaluate((most) => {
    const elements = new Set<Element>(document.images);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let block = node.textContent?.trim() ? node.parentElement : null;
      while (block && block !== document.body && getComputedStyle(block).display === 'inline')
        block = block.parentElement;
      if (block) elements.add(block);
    }
    return (
      [...elements]
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .map((element) => {
          const rect = element.getBoundingClientRect();
          let automatic = false;
          for (
            let up: Element | null = element;
            up &&
            !automatic &&
            (up === element ||
              (up.getBoundingClientRect().height <= most.height && up.textContent.length <= most.characters));
            up = up.parentElement
          )
            automatic = up.querySelector('time') !== null;
          return {
            key:
              element instanceof HTMLImageElement
                ? // By path: the two builds are served from different ports, and the same picture is the same file.
                  `img:${new URL(element.currentSrc || element.src).pathname}`
                : // An SVG element (a maths formula's radical, say) has no innerText: its text as written.
                  `${element.tagName}:${((element as Partial<HTMLElement>).innerText ?? element.textContent).replace(/\s+/g, ' ').trim()}`,
            box: {
              x: rect.left + window.scrollX,
              y: rect.top + window.scrollY,
              width: rect.width,
              height: rect.height,
            },
            automatic,
          };
        })
        // Text for screen readers only is clipped to a pixel.
        .filter((block) => block.box.width >= 2 && block.box.height >= 2)
    );
  }, DATE_LINE);
  return { png, blocks };
}
