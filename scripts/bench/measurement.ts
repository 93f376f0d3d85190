/**
 * Everything one run of the benchmark measured (run.ts), as its report (report.ts) and its budgets
 * (budgets.ts) read it.
 */
import type { BuiltPages } from '../tools/built-pages.ts';
import type { CompileCost } from './compile-cost.ts';
import type { FirstTapResult } from './first-tap.ts';
import type { LighthouseRuns } from './lighthouse-runs.ts';
import type { LoadedFiles } from './observed.ts';
import type { BenchOptions } from './options.ts';
import type { FileSize, PageFiles } from './page-files.ts';
import type { PostTemplate } from './post-template.ts';
import type { Scale } from './scale.ts';
import type { SearchResult } from './search.ts';

/** The JavaScript (raw and brotli, summed) that home and a post page load in one build of the scale check. */
export interface ScaleJs {
  home?: FileSize;
  post?: FileSize & { route: string };
}

/** One run's figures. */
export interface Measurement {
  options: BenchOptions;
  contentDir: string;
  /** The benchmark's work folder, and the browser Lighthouse drove. */
  work: string;
  browser: string;
  /** Notes for the report's head (what the content lacks). */
  notes: string[];
  template: PostTemplate;
  scale: Scale;
  /** What home and a post page load at the ends of the scale check, by posts added. */
  scaleLoads: Map<number, ScaleJs>;
  compile: CompileCost;
  /** The built site's pages, and those of them measured: one of each kind (`routes`), Lighthouse's share (`measured`). */
  site: BuiltPages;
  routes: string[];
  measured: string[];
  /** What each page of `routes` asks for in its HTML, and what Chromium at a phone viewport loads. */
  pages: Map<string, PageFiles>;
  loads: Record<string, LoadedFiles>;
  firstTap: FirstTapResult | undefined;
  search: SearchResult | undefined;
  lighthouse: LighthouseRuns;
}

/** What the built page at `route` (one of the measured routes) asks for. */
export function pageOf(m: Measurement, route: string): PageFiles {
  const files = m.pages.get(route);
  if (!files) throw new Error(`No page files read for ${route}`);
  return files;
}

/** What Chromium loaded for the page at `route` (nothing when it was not loaded). */
export function loadedOf(m: Measurement, route: string): LoadedFiles {
  return m.loads[route] ?? { js: [], css: [], images: [], fonts: [], thirdParty: [] };
}
