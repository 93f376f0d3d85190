/**
 * The benchmark's budgets, as numbers, and the shape of a checked budget: budgets.ts and build-budgets.ts
 * check them, report.ts quotes them.
 */
const KB = 1024;
const GB = 1024 ** 3;

/** The budgets. */
export const BUDGET = {
  lcpOverFloor: 1.15,
  tbtMs: 50,
  /** How far any one run's Total Blocking Time may be over the median of its no-JS floor. */
  tbtOverFloorMs: 50,
  cls: 0.005, // shown with two decimals: below this it prints as 0.00
  firstRoundTripBytes: 14 * KB,
  homeJsBytes: 80 * KB,
  imageBytes: 60 * KB,
  fontBytes: 40 * KB,
  buildMs: 20_000,
  /** The cold build with this many generated posts must take under `coldBuildMs`. */
  coldBuildPosts: 200,
  coldBuildMs: 30_000,
  /** That cold build against the cold build of the content as it is, in the same run. */
  coldOverBase: 6,
  /** The one-post change (warm cache, one post edited) against that cold build. */
  changeOverCold: 0.25,
  peakBytes: 1 * GB,
  perPostOverCompile: 1.2,
  /** How much a post page's JavaScript may grow, brotli, when posts are added. */
  postJsGrowthBytes: 1 * KB,
};

/** A check of a budget: passed, missed, or not measured in this run. */
export type Outcome = boolean | 'skip';

/** One budget checked: its name, its outcome, and what was measured. */
export type Check = [name: string, outcome: Outcome, detail: string];
