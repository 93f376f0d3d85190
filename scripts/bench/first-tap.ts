/**
 * How long a tap on the menu button takes to show the menu on a slow phone: tapped as soon as the page
 * has painted (before React has arrived), and again once the page has hydrated and settled. Chromium
 * is throttled as Lighthouse's mobile preset throttles a real browser (its "devtools" numbers: 562.5 ms
 * round trip, 1.47 Mbps down, 675 kbps up, CPU 4x slower). A measurement for the benchmark, not a test.
 *
 * The time runs from the moment the tap is sent (taken outside the page, so time the tap waits for a
 * busy main thread counts) to the start of the first frame that shows the menu's links.
 */
import type { Page } from 'playwright-core';
import { startStaticServer } from '../hosting/server.ts';
import { ms, spread } from './format.ts';
import { launchChromium } from '../tools/browser.ts';
import { SLOW_PHONE, slowPhone } from './slow-phone.ts';

/** Lighthouse's mobile screen (a Moto G Power), as in observed.ts. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** How long to wait for the menu before counting the tap as lost. */
const GIVE_UP_MS = 15_000;

/** One tap: how long the menu took to show (undefined: it never did), and whether the page had hydrated. */
export interface TapTiming {
  ms: number | undefined;
  hydrated: boolean;
}

/** Every run's first tap (as soon as the page has painted) and settled tap (once hydrated and idle). */
export interface FirstTapResult {
  firstTap: TapTiming[];
  settled: TapTiming[];
}

/**
 * Records in the page, from its start, the time of the first frame in which one of the links of the
 * header's menu (its popover) is visible: at a phone's width they show only in the open menu.
 */
const WATCH_MENU = `(() => {
  const check = () => {
    const links = document.querySelectorAll('header [popover] a');
    if ([...links].some((a) => a.checkVisibility())) window.__menuShownAt = performance.timeOrigin + performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Taps the menu button where it is and waits for the menu to show. */
async function tapMenu(page: Page): Promise<TapTiming> {
  const box = await page.getByRole('button', { name: 'Menu' }).boundingBox();
  if (!box) throw new Error('The menu button has no box: is the page at a phone width?');
  const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
  const sent = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  try {
    const shownAt = await page.waitForFunction(() => (window as { __menuShownAt?: number }).__menuShownAt, undefined, {
      timeout: GIVE_UP_MS,
    });
    return { ms: ((await shownAt.jsonValue()) ?? Number.NaN) - sent, hydrated };
  } catch {
    return { ms: undefined, hydrated };
  }
}

/**
 * Serves `root` (a built site, for the base path `base`) and times `runs` first taps and `runs` settled
 * taps on its home page.
 */
export async function measureFirstTap(root: string, runs: number, base = '/'): Promise<FirstTapResult> {
  // The browser first: a launch that fails leaves no server open.
  const browser = await launchChromium();
  const server = await startStaticServer({ root, base, compress: true });
  const url = server.url;
  const result: FirstTapResult = { firstTap: [], settled: [] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const settled of [false, true]) {
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await page.addInitScript(WATCH_MENU);
        await slowPhone(context, page);
        await page.goto(url, { waitUntil: settled ? 'load' : 'commit' });
        if (settled) {
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
            timeout: 60_000,
          });
          await page.waitForLoadState('networkidle');
        } else {
          // As soon as the page has painted: the visitor sees the button and taps it.
          await page.waitForFunction(
            () => performance.getEntriesByName('first-contentful-paint').length > 0,
            undefined,
            {
              timeout: 60_000,
              polling: 16,
            },
          );
        }
        (settled ? result.settled : result.firstTap).push(await tapMenu(page));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}

/** The benchmark's lines for `result`: each way's median and range, and how many taps showed the menu. */
export function firstTapReport(result: FirstTapResult): string[] {
  const line = (label: string, taps: readonly TapTiming[]) => {
    const shown = taps.flatMap((t) => (t.ms === undefined ? [] : [t.ms]));
    const early = taps.filter((t) => !t.hydrated).length;
    return `  ${label}: ${spread(shown, ms)} ms; menu shown for ${shown.length} of ${taps.length} taps, ${early} made before hydration`;
  };
  return [
    `First tap on the menu: the home page on a phone throttled as Lighthouse's mobile preset (${SLOW_PHONE.latencyMs} ms round trip, ${(SLOW_PHONE.downloadKbps / 1000).toFixed(2)} Mbps down, ${SLOW_PHONE.cpuSlowdown}x CPU); tap sent to the first frame showing the menu, median [min–max]`,
    line('first tap, as soon as the page has painted', result.firstTap),
    line('settled, once hydrated and the network idle', result.settled),
  ];
}
