/**
 * The home page lays out any count of project cards and skills so it looks intended: every row is
 * full and its items are equal, and on a tablet or wider no card or tag is left alone in the last row. The
 * built page gets each count by cloning its own items (the layout is CSS alone, so it depends only on
 * the count), so a small portfolio's counts (2 projects, 12 skills) and the test site's (3 and 13) are two of many.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test, waitForHydration, type Open, type OpenedPage } from '../support/browser.ts';
import { rowProblems, rowsOf } from '../support/grid-rows.ts';

const SKILLS = '#skills ul';
const PROJECTS = '#projects div:has(> article)';

/** The home page at `width`, hydrated. */
async function home(open: Open, width: number): Promise<OpenedPage> {
  const opened = await open('/', { viewport: { width, height: 900 } });
  await waitForHydration(opened.page);
  expect(opened.problems).toEqual([]);
  return opened;
}

/** Gives the list `selector` finds exactly `count` children: the first ones, then copies of its first. */
async function setCount(page: Page, selector: string, count: number): Promise<void> {
  await page.evaluate(
    ([sel, n]) => {
      const list = document.querySelector(sel);
      const first = list?.firstElementChild;
      if (!list || !first) throw new Error(`no ${sel}`);
      while (list.children.length > n) list.lastElementChild?.remove();
      while (list.children.length < n) list.append(first.cloneNode(true));
    },
    [selector, count] as const,
  );
}

/** How many items each row of `selector` holds, top to bottom. */
async function rowLengths(page: Page, selector: string): Promise<number[]> {
  return (await rowsOf(page, selector)).rows.map((row) => row.length);
}

describe('home page layout at any count', () => {
  test('lays out a small portfolio’s counts: 2 project cards side by side, 12 skills in full rows of 4, 3 and 2 at 1280, 768 and 390 px', async ({
    open,
  }) => {
    for (const [width, skills, projects] of [
      [1280, [4, 4, 4], [2]],
      [768, [3, 3, 3, 3], [2]],
      [390, [2, 2, 2, 2, 2, 2], [1, 1]],
    ] as const) {
      const { page, release } = await home(open, width);
      await setCount(page, PROJECTS, 2);
      await setCount(page, SKILLS, 12);
      expect(await rowLengths(page, SKILLS)).toEqual(skills);
      expect(await rowLengths(page, PROJECTS)).toEqual(projects);
      await release();
    }
  });

  test('shows 3 project cards in one row of three and 13 skills as 4 + 4 + 3 + 2 at 1280 px', async ({ open }) => {
    const { page } = await home(open, 1280);
    await setCount(page, PROJECTS, 3);
    await setCount(page, SKILLS, 13);
    expect(await rowLengths(page, PROJECTS)).toEqual([3]);
    expect(await rowLengths(page, SKILLS)).toEqual([4, 4, 3, 2]);
  });

  for (const width of [390, 768, 1280]) {
    test(`fills every row with equal items for 1–16 skills and 1–7 projects at ${width} px`, async ({ open }) => {
      const { page } = await home(open, width);
      const problems: string[] = [];
      for (const [selector, max] of [
        [SKILLS, 16],
        [PROJECTS, 7],
      ] as const) {
        for (let count = 1; count <= max; count += 1) {
          await setCount(page, selector, count);
          const rows = await rowsOf(page, selector);
          problems.push(...rowProblems(rows).map((p) => `${selector} × ${count}: ${p}`));
          // From a tablet up, a lone item in the last row, under fuller rows, looks left over.
          const lengths = rows.rows.map((row) => row.length);
          if (width >= 768 && lengths.length > 1 && lengths.at(-1) === 1) {
            problems.push(`${selector} × ${count}: rows ${lengths.join(' + ')} end on a lone item`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
