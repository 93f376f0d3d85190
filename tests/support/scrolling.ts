/** Watching the page scroll from a browser test: per-frame traces and where a heading ends up. */
import type { Page } from 'playwright-core';

/** Frames a trace records at most: about two seconds, longer than any smooth scroll. */
const TRACE_FRAMES = 120;
/** Frames without movement, after the trace has moved, that end it early: half a second at rest. */
const SETTLED_FRAMES = 30;

/**
 * The in-page recorder: `scrollY` once per animation frame into a new `window.__scrollTrace`, until
 * TRACE_FRAMES are recorded or the position has moved and then rested for SETTLED_FRAMES, when it sets
 * `window.__scrollTraceDone` (unless `settle` is false). With a selector, frames count only from the first that has a matching
 * element. A trace still running from before keeps filling its own, replaced array.
 */
function traceScript(shown: string | null, settle = true): string {
  return `(() => {
  const trace = (window.__scrollTrace = []);
  window.__scrollTraceDone = false;
  let moved = false;
  let still = 0;
  (function tick() {
    if (window.__scrollTrace !== trace) return;
    if (${JSON.stringify(shown)} === null || document.querySelector(${JSON.stringify(shown)})) {
      const y = Math.round(window.scrollY);
      if (trace.length > 0 && y !== trace[trace.length - 1]) [moved, still] = [true, 0];
      else if (moved) still += 1;
      trace.push(y);
    }
    if (trace.length >= ${TRACE_FRAMES} || (${settle} && still >= ${SETTLED_FRAMES})) window.__scrollTraceDone = true;
    else requestAnimationFrame(tick);
  })();
})();`;
}

/**
 * Script that records a scroll trace from the page's first frame (pass it to addInitScript). It records
 * every frame: while the page loads and hydrates, a rest does not mean the last move has been made.
 */
export const SCROLL_TRACE_SCRIPT = traceScript(null, false);

/**
 * Starts recording `scrollY` every frame (or pass SCROLL_TRACE_SCRIPT to addInitScript for a page load).
 * With `shown`, frames count only from the first that has an element matching it: a trace across a
 * client-side navigation then starts on the new page (whose first frame may sit higher than the old
 * page's position when the new page is shorter, which is the browser clamping, not a scroll).
 */
export async function startScrollTrace(page: Page, shown?: string): Promise<void> {
  await page.evaluate(traceScript(shown ?? null));
}

/** The recorded trace, once complete. */
export async function scrollTrace(page: Page): Promise<number[]> {
  await page.waitForFunction(() => (window as unknown as { __scrollTraceDone?: boolean }).__scrollTraceDone === true);
  return page.evaluate(() => (window as unknown as { __scrollTrace: number[] }).__scrollTrace);
}

/** Positions between the first and last value of a trace, each counted once. */
export function intermediatePositions(trace: readonly number[]): number[] {
  const start = trace[0];
  const end = trace.at(-1);
  return [...new Set(trace.filter((y) => y !== start && y !== end))];
}

/** True when the trace moves one way only, never back. */
export function isMonotonic(trace: readonly number[]): boolean {
  const up = (trace.at(-1) ?? 0) >= (trace[0] ?? 0);
  return trace.every((y, i) => i === 0 || (up ? y >= (trace[i - 1] ?? y) : y <= (trace[i - 1] ?? y)));
}

/** Resolves once `scrollY` has not changed for ten frames. */
export async function waitForScrollEnd(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Where a section's heading sits against the sticky header, in viewport pixels. */
export interface HeadingPlacement {
  headingTop: number;
  headerBottom: number;
  /** True when the page cannot scroll further down, so a short last section may sit lower. */
  atBottom: boolean;
}

/** The placement of the `<h2>` of section `id`. */
export function headingPlacement(page: Page, id: string): Promise<HeadingPlacement> {
  return page.evaluate((sectionId) => {
    const heading = document.querySelector(`#${sectionId} h2, #${sectionId} h1`);
    const header = document.querySelector('header');
    if (!heading || !header) throw new Error(`no heading in #${sectionId} or no header`);
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return {
      headingTop: heading.getBoundingClientRect().top,
      headerBottom: header.getBoundingClientRect().bottom,
      atBottom: Math.abs(window.scrollY - max) < 1,
    };
  }, id);
}

/**
 * True when the heading is fully below the sticky header and near it: at most `slack` px lower,
 * unless the page is scrolled to its end.
 */
export function isJustBelowHeader({ headingTop, headerBottom, atBottom }: HeadingPlacement, slack = 240): boolean {
  return headingTop >= headerBottom && (atBottom || headingTop - headerBottom <= slack);
}
