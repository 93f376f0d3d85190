/**
 * `BENCH_ONLY=edit-cost npm run bench`: what an edit costs, every figure in one run, as medians with
 * their ranges. The build at the largest scale size (SCALE_SIZES, default 200 generated posts), cold
 * then with one post edited, BUILD_RUNS times: the edit build's time against the cold build's, the pages
 * it rendered, and its phases (what bounds it). The peak memory of that cold build against one at
 * MEMORY_POSTS (default 2,000) generated posts. And the dev server's save-to-shown time of each kind of
 * edit with the content as it is and with DEV_POSTS (default 200) generated posts, as `npm run bench:dev`
 * measures it (dev-measure.ts), with the ratio of the two medians.
 */
import path from 'node:path';
import { loadavg, cpus } from 'node:os';
import { PROJECT_ROOT } from '../pipeline/settings.ts';
import { launchChromium } from '../tools/browser.ts';
import { contentWithPosts, timeBuild, type TimedBuild } from './build-timing.ts';
import { editRatioTable, measureContent, type Measured } from './dev-measure.ts';
import { devBenchSettings } from './dev-settings.ts';
import { mb, median, seconds, spread, table } from './format.ts';
import type { BenchRun } from './options.ts';
import { choosePostTemplate } from './post-template.ts';
import { measureScale, type Scale } from './scale.ts';

/** What the edit-cost mode measured. */
interface EditCost {
  posts: number;
  scale: Scale;
  memoryPosts: number;
  memory: TimedBuild;
  dev: Measured[];
}

/** Runs the edit-cost mode in `work` and prints its figures. */
export async function measureEditCost(run: BenchRun, work: string, log: (line: string) => void): Promise<void> {
  const { options, contentDir } = run;
  const template = choosePostTemplate(contentDir);
  const posts = Math.max(...options.scaleSizes);
  const scale = await measureScale({
    root: PROJECT_ROOT,
    work,
    contentDir,
    siteOut: path.join(work, 'out-0'),
    sizes: [posts],
    runs: options.buildRuns,
    warm: false,
    template,
    siteUrl: run.site.url,
    log,
  });
  const { memoryPosts } = options;
  const dir = path.join(work, 'content');
  contentWithPosts(contentDir, dir, memoryPosts, template.text);
  log(`build: the content + ${memoryPosts} generated posts, cold, for its peak memory`);
  const memory = await timeBuild(PROJECT_ROOT, {
    CONTENT_DIR: dir,
    OUT_DIR: path.join(work, `out-${memoryPosts}`),
    CACHE_DIR: path.join(work, `cache-${memoryPosts}`),
    SITE_URL: run.site.url,
  });
  const settings = devBenchSettings({ ...process.env, CONTENT_DIR: contentDir }, options.short ? ['--short'] : []);
  const browser = await launchChromium();
  const dev: Measured[] = [];
  try {
    for (const count of new Set([0, settings.devPosts])) dev.push(await measureContent(browser, settings, count, log));
  } finally {
    await browser.close();
  }
  process.stdout.write(`${editCostLines({ posts, scale, memoryPosts, memory, dev }).join('\n')}\n`);
}

const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '–');

/** The figures as text. */
function editCostLines({ posts, scale, memoryPosts, memory, dev }: EditCost): string[] {
  const largest = scale.rungs.find((rung) => rung.posts === posts);
  const cold = largest?.cold ?? [];
  const times = (builds: readonly TimedBuild[]) => builds.map((b) => b.ms);
  const phase = (builds: readonly TimedBuild[], key: 'client' | 'server' | 'pages' | 'search' | 'hardening') =>
    seconds(builds.flatMap((b) => (b.phases[key] === undefined ? [] : [b.phases[key]])));
  const rendered = scale.change.map((b) => b.rendered?.rendered ?? Number.NaN);
  const pages = scale.change[0]?.rendered?.pages;
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const lines = [
    `What an edit costs (${cpus().length} cores, load ${load} at the end)`,
    '',
    `Builds with ${posts} generated posts (${cold.length} of each), s: median [min–max]`,
    table(
      ['build', 'time', 'pages rendered', 'client', 'server', 'pages', 'search', 'hardening'],
      [
        [
          'cold',
          seconds(times(cold)),
          '–',
          ...['client', 'server', 'pages', 'search', 'hardening'].map((k) => phase(cold, k as 'client')),
        ],
        [
          'one post edited',
          seconds(times(scale.change)),
          `${spread(rendered, String)} of ${pages ?? '–'}`,
          ...['client', 'server', 'pages', 'search', 'hardening'].map((k) => phase(scale.change, k as 'client')),
        ],
      ],
    ),
    `One post edited against cold, medians: ${ratio(median(times(scale.change)), median(times(cold)))}`,
    '',
    'Peak memory of the build (maximum resident set)',
    table(
      ['build', 'peak', 'time'],
      [
        [
          `${posts} generated posts, cold`,
          spread(
            cold.map((b) => b.peakBytes),
            mb,
          ),
          seconds(times(cold)),
        ],
        [`${memoryPosts} generated posts, cold`, mb(memory.peakBytes), seconds([memory.ms])],
      ],
    ),
    `Peak at ${memoryPosts} against ${posts}: ${ratio(memory.peakBytes, median(cold.map((b) => b.peakBytes)))}`,
    '',
    'npm run dev, save to shown, ms: median [min–max]',
  ];
  const [small, large] = dev;
  lines.push(editRatioTable(small, large));
  return lines;
}
