/**
 * The benchmark's settings, from the environment and its command line: the full run by default, or
 * the short mode (`BENCH_SHORT=1`, or `npm run bench -- --short`) with one run of everything, one build
 * of the content as it is and a small scale check (cold, and the one-post change), enough to see that
 * the benchmark works on some content in a few minutes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { siteAddress, type SiteAddress } from '../pipeline/content/site-url.ts';
import { readSettings, setting, type Environment } from '../pipeline/settings.ts';

/** A setting or input the benchmark cannot use: its message is one line for the reader. */
export class BenchError extends Error {
  override name = 'BenchError';
}

/** How much the benchmark runs. */
export interface BenchOptions {
  short: boolean;
  /** Lighthouse runs per page, preset and variant. */
  runs: number;
  /** Cold and warm builds of each size of the scale check. */
  buildRuns: number;
  /** Whether to build each size warm (again with its cache) as well as cold; the short mode does not. */
  warmBuilds: boolean;
  /** Generated posts added for the scale check, one size after another. */
  scaleSizes: number[];
  /** Menu taps (and searches) each way on a slowed phone; 0 skips the first-tap and search checks. */
  firstTapRuns: number;
  /** Lighthouse presets to run. */
  presets: ('mobile' | 'desktop')[];
  /** Runs of the MDX compile of the template post, for the compile floor. */
  compileRuns: number;
  /**
   * `first-tap`: build, then time only the menu's first tap; `search`: only search; `edit-cost`: only what
   * an edit costs (edit-cost.ts).
   */
  only: 'first-tap' | 'search' | 'edit-cost' | undefined;
  /** Generated posts of the build whose peak memory the edit-cost mode sets against the largest scale size's. */
  memoryPosts: number;
  /** The kinds of page Lighthouse measures, of those the site has (every kind by default). */
  lighthousePages: PageKind[];
}

/** The kinds of page the benchmark finds in a built site, one page of each. */
export const PAGE_KINDS = ['home', 'index', 'post', 'tag', 'project'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** A whole number above 0 from `value`, else `fallback`. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A whole number of 0 or more from `value`, else `fallback`. */
function count(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
}

/** Reads the settings; throws with a one-line message for a value it cannot use. */
export function benchOptions(env: Environment, args: readonly string[]): BenchOptions {
  const unknown = args.filter((a) => a !== '--short' && a !== '--');
  if (unknown.length > 0) throw new BenchError(`unknown argument ${unknown.join(' ')} (the only one is --short)`);
  const short = args.includes('--short') || env.BENCH_SHORT === '1';
  const sizes = (env.SCALE_SIZES ?? env.SCALE_POSTS ?? (short ? '5' : '50,200')).split(',').map((s) => s.trim());
  if (sizes.some((s) => !/^[1-9]\d*$/.test(s)))
    throw new BenchError(`SCALE_SIZES must be whole numbers of posts separated by commas, got "${sizes.join(',')}"`);
  const presets = (env.BENCH_PRESETS ?? 'mobile,desktop').split(',').map((s) => s.trim());
  if (presets.length === 0 || presets.some((p) => p !== 'mobile' && p !== 'desktop'))
    throw new BenchError(`BENCH_PRESETS must be mobile, desktop or both, got "${presets.join(',')}"`);
  const only = env.BENCH_ONLY;
  if (only !== undefined && only !== '' && only !== 'first-tap' && only !== 'search' && only !== 'edit-cost')
    throw new BenchError(`BENCH_ONLY must be first-tap, search or edit-cost, got "${only}"`);
  const pages = (env.BENCH_PAGES ?? PAGE_KINDS.join(',')).split(',').map((s) => s.trim());
  if (pages.some((p) => !(PAGE_KINDS as readonly string[]).includes(p)))
    throw new BenchError(`BENCH_PAGES must be some of ${PAGE_KINDS.join(', ')}, got "${pages.join(',')}"`);
  return {
    short,
    runs: positive(env.RUNS, short ? 1 : 5),
    buildRuns: positive(env.BUILD_RUNS, short ? 1 : 2),
    warmBuilds: !short,
    scaleSizes: [...new Set(sizes.map(Number))].sort((a, b) => a - b),
    firstTapRuns: count(env.FIRST_TAP_RUNS, short ? 0 : 5),
    presets: presets as BenchOptions['presets'],
    compileRuns: short ? 5 : 20,
    only: only === 'first-tap' || only === 'search' || only === 'edit-cost' ? only : undefined,
    memoryPosts: positive(env.MEMORY_POSTS, short ? 20 : 2000),
    lighthousePages: PAGE_KINDS.filter((kind) => pages.includes(kind)),
  };
}

/** One run of the benchmark: its settings, the content it measures and where it builds the site (absolute paths). */
export interface BenchRun {
  options: BenchOptions;
  contentDir: string;
  dist: string;
  /** The site every build is made for (SITE_URL, else the content's url), worked out once and passed on. */
  site: SiteAddress;
  /** The search timed (SEARCH_QUERY); by default a word of the longest post's first heading. */
  searchQuery: string | undefined;
}

/**
 * The run's settings and folders (the project's settings: CONTENT_DIR, OUT_DIR, SITE_URL), checked
 * before anything is built or even loaded: throws with a one-line message for what it cannot use.
 */
export function benchRun(env: Environment, args: readonly string[]): BenchRun {
  const options = benchOptions(env, args);
  const { contentDir, outDir, siteUrl } = readSettings(env);
  if (!existsSync(path.join(contentDir, 'site.md')))
    throw new BenchError(
      `${path.relative(process.cwd(), contentDir) || '.'} holds no site.md: is CONTENT_DIR a content folder?`,
    );
  return {
    options,
    contentDir,
    dist: outDir,
    site: siteAddress(contentDir, siteUrl),
    searchQuery: setting(env.SEARCH_QUERY),
  };
}
