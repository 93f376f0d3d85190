/**
 * Lighthouse on the measured pages, interleaved: each run goes through every page, preset and variant
 * (the site, then the same pages stripped of every script: the no-JS floor) in turn, so a change in the
 * machine's load falls on all of them. Keeps every run's figures, a failed run as a line of its own.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../hosting/server.ts';
import { makeFloor } from './floor.ts';
import { ms } from './format.ts';
import { CATEGORIES, runLighthouse, type Category, type Metric, type Preset, type RunResult } from './lighthouse.ts';

export const VARIANTS = ['site', 'no-JS floor'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Every Lighthouse run of the benchmark, by page, preset and variant. */
export interface LighthouseRuns {
  /** The runs that finished, by `key(route, preset, variant)`. */
  results: Map<string, RunResult[]>;
  /** Total Blocking Time of every run in run order, a failed run as undefined. */
  tbtRuns: Map<string, (number | undefined)[]>;
  /** One line per failed run. */
  failures: string[];
  /** The machine's load average (one minute) before the first run and after the last. */
  loadBefore: number;
  loadAfter: number;
  /** The origins the site and the floor were served from: a request to any other is a third party's. */
  origins: string[];
}

/** What the interleaved runs measure. */
export interface LighthouseSetup {
  /** The built site, its base path, and the benchmark's work folder (where the floor is made). */
  dist: string;
  base: string;
  work: string;
  /** The pages (paths inside the site), the presets and the runs of each. */
  routes: readonly string[];
  presets: readonly Preset[];
  runs: number;
  log: (line: string) => void;
}

/** The key of one page, preset and variant in `LighthouseRuns`. */
export const key = (route: string, preset: Preset, variant: Variant): string => `${route} ${preset} ${variant}`;

/** The finished runs of one page, preset and variant. */
export const runsOf = (lighthouse: LighthouseRuns, route: string, preset: Preset, variant: Variant): RunResult[] =>
  lighthouse.results.get(key(route, preset, variant)) ?? [];

/** The scores of `category` in `runs` (a run without one left out). */
export const scoreOf = (runs: readonly RunResult[], category: Category): number[] =>
  runs.map((r) => r.scores[category]).filter((s): s is number => s !== undefined);

/** The values of `metric` in `runs` (a run without one left out). */
export const metricOf = (runs: readonly RunResult[], metric: Metric): number[] =>
  runs.map((r) => r.metrics[metric]).filter((v) => Number.isFinite(v));

/** Runs Lighthouse `runs` times over every page, preset and variant, one after another. */
export async function runInterleaved(setup: LighthouseSetup): Promise<LighthouseRuns> {
  const { dist, base, work, routes, presets, runs, log } = setup;
  const floorDir = path.join(work, 'floor');
  await makeFloor(dist, floorDir);
  const siteServer = await startStaticServer({ root: dist, base, compress: true });
  const floorServer = await startStaticServer({ root: floorDir, base, compress: true });
  const lighthouse: LighthouseRuns = {
    results: new Map(),
    tbtRuns: new Map(),
    failures: [],
    // Lighthouse's mobile figures scale the observed main-thread time by 4: a busy machine shows up in them.
    loadBefore: loadavg()[0] ?? 0,
    loadAfter: 0,
    origins: [new URL(siteServer.url).origin, new URL(floorServer.url).origin],
  };
  try {
    const all = runs * routes.length * presets.length * VARIANTS.length;
    let done = 0;
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        for (const preset of presets) {
          for (const variant of VARIANTS) {
            const origin = variant === 'site' ? siteServer.url : floorServer.url;
            const line = await runOnce(
              lighthouse,
              { route, preset, variant, run },
              new URL(route.slice(1), origin).href,
            );
            log(`[${++done}/${all}] ${line}`);
          }
        }
      }
    }
  } finally {
    await siteServer.close();
    await floorServer.close();
  }
  lighthouse.loadAfter = loadavg()[0] ?? 0;
  return lighthouse;
}

/** One run, kept in `lighthouse`; returns the line the log shows for it. */
async function runOnce(
  lighthouse: LighthouseRuns,
  { route, preset, variant, run }: { route: string; preset: Preset; variant: Variant; run: number },
  url: string,
): Promise<string> {
  const categories: readonly Category[] = variant === 'site' ? CATEGORIES : ['performance'];
  const k = key(route, preset, variant);
  const tbts = lighthouse.tbtRuns.get(k) ?? [];
  lighthouse.tbtRuns.set(k, tbts);
  try {
    const result = await runLighthouse(url, preset, categories);
    lighthouse.results.set(k, [...(lighthouse.results.get(k) ?? []), result]);
    tbts.push(result.metrics.tbt);
    return `${k}: perf ${result.scores.performance} LCP ${ms(result.metrics.lcp)} ms TBT ${ms(result.metrics.tbt)} ms`;
  } catch (error) {
    tbts.push(undefined);
    lighthouse.failures.push(`${k} run ${run}: ${error instanceof Error ? error.message : String(error)}`);
    return `${k}: FAILED`;
  }
}

/** The LCP element of each measured page and preset, as Lighthouse names it: `route preset: <element>`. */
export function lcpElements(
  lighthouse: LighthouseRuns,
  routes: readonly string[],
  presets: readonly Preset[],
): Set<string> {
  const elements = new Set<string>();
  for (const route of routes) {
    for (const preset of presets) {
      const found = new Set(runsOf(lighthouse, route, preset, 'site').map((r) => r.lcpElement ?? '(none)'));
      for (const element of found) elements.add(`${route} ${preset}: ${element.slice(0, 110)}`);
    }
  }
  return elements;
}

/** What the site's runs found for the audits `ids`: `route preset audit: …`, each once. */
export function auditFindings(lighthouse: LighthouseRuns, ids: readonly string[]): Set<string> {
  return new Set(
    [...lighthouse.results.entries()]
      .filter(([k]) => k.endsWith(' site'))
      .flatMap(([k, runs]) =>
        runs.flatMap((r) =>
          r.failedChecks
            .filter((f) => ids.some((id) => f.startsWith(`${id}:`)))
            .map((f) => `${k.replace(/ site$/, '')} ${f}`),
        ),
      ),
  );
}
