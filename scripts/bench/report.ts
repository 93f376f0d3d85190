/**
 * The benchmark's figures as lines of text: how it was run, Lighthouse's scores and metrics against
 * the no-JS floor, the bytes of each page, the first tap and search, and the builds at scale. The
 * budgets follow them (budgets.ts).
 */
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../pipeline/settings.ts';
import { BUDGET } from './budget-limits.ts';
import { firstTapReport } from './first-tap.ts';
import { kb, mb, median, ms, seconds, spread, table } from './format.ts';
import type { Category } from './lighthouse.ts';
import { key, lcpElements, metricOf, runsOf, scoreOf, VARIANTS } from './lighthouse-runs.ts';
import { loadedOf, pageOf, type Measurement } from './measurement.ts';
import { names } from './observed.ts';
import { total } from './page-files.ts';
import { perPost, scaleRatios, timesOf, type Rung } from './scale.ts';
import { searchReport } from './search.ts';

/** The Lighthouse release the benchmark runs, as its package says. */
const LIGHTHOUSE_VERSION = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

/** Every line of the figures, in the order the report prints them. */
export function figureLines(m: Measurement): string[] {
  return [
    ...headLines(m),
    ...lighthouseLines(m),
    ...diagnosisLines(m),
    ...bytesLines(m),
    ...(m.firstTap ? [...firstTapReport(m.firstTap), ''] : []),
    ...(m.search ? [...searchReport(m.search), ''] : []),
    ...buildLines(m),
  ];
}

/** How the run was made: the content, Node, Lighthouse and the browser, the machine, the pages. */
function headLines(m: Measurement): string[] {
  const { options, site, routes, measured, lighthouse } = m;
  const post = site.posts[0];
  return [
    `Benchmark of ${path.relative(process.cwd(), m.contentDir) || '.'} at ${new Date().toISOString()}`,
    `Node ${process.version}, Lighthouse ${LIGHTHOUSE_VERSION} with ${m.browser}; ${options.runs} run(s) per page, preset and variant, interleaved${options.short ? ' (short mode)' : ''}.`,
    'Mobile: Lighthouse defaults (simulated slow 4G, 150 ms RTT, 1.6 Mbps, 4x CPU slowdown). Desktop: its desktop preset.',
    'Served from 127.0.0.1 over HTTP/1.1 with brotli/gzip and immutable caching of /assets/. Figures: median [min–max].',
    `Machine: ${cpus().length} cores, load average ${lighthouse.loadBefore.toFixed(1)} before the Lighthouse runs and ${lighthouse.loadAfter.toFixed(1)} after.`,
    'Sizes: brotli at quality 11, as a CDN would serve precompressed files; 1 KB = 1024 bytes.',
    `Pages: ${routes.join(', ')} (home${site.postIndex ? ', the page listing the posts' : ''}${post ? ', the post with the most text' : ''}${site.tagPage ? ', the tag with the most posts' : ''}${site.projects[0] ? ', the project page with the most text' : ''}, from the built sitemap${site.base === '/' ? '' : ` under ${site.base}`}).`,
    `The site measured is a build of a copy of the content in ${path.relative(PROJECT_ROOT, m.work)}/content, as every size of the scale check is (so a post's git dates are not read).`,
    ...(measured.length < routes.length
      ? [`Lighthouse measures ${measured.join(', ') || 'none of them'} (BENCH_PAGES).`]
      : []),
    ...m.notes.map((note) => `Note: ${note}.`),
    '',
  ];
}

/** Lighthouse's scores and metrics of each page, preset and variant, and every run's Total Blocking Time. */
function lighthouseLines({ options, measured, lighthouse }: Measurement): string[] {
  const rows = measured.flatMap((route) =>
    options.presets.flatMap((preset) =>
      VARIANTS.map((variant) => {
        const runs = runsOf(lighthouse, route, preset, variant);
        const score = (c: Category) => (scoreOf(runs, c).length ? String(median(scoreOf(runs, c))) : '–');
        return [
          route,
          preset,
          variant,
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          spread(metricOf(runs, 'fcp'), ms),
          spread(metricOf(runs, 'lcp'), ms),
          spread(metricOf(runs, 'tbt'), ms),
          spread(metricOf(runs, 'cls'), (n) => n.toFixed(2)),
          spread(metricOf(runs, 'si'), ms),
        ];
      }),
    ),
  );
  const tbtRows = measured.flatMap((route) =>
    options.presets.map((preset) => [
      route,
      preset,
      ...VARIANTS.map((variant) =>
        (lighthouse.tbtRuns.get(key(route, preset, variant)) ?? [])
          .map((t) => (t === undefined ? '–' : ms(t)))
          .join(' '),
      ),
    ]),
  );
  return [
    'Lighthouse',
    table(
      ['route', 'preset', 'variant', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
      rows,
    ),
    '',
    // A median hides a split between fast and slow runs: every run, in the order they ran.
    'Total Blocking Time of every run, ms, in run order (– a failed run)',
    table(['route', 'preset', ...VARIANTS], tbtRows),
    '',
  ];
}

/** What Lighthouse says behind the figures: LCP elements, lost points, the runs over a budget, warnings, failures. */
function diagnosisLines({ options, measured, lighthouse }: Measurement): string[] {
  const lines = ['LCP element', ...[...lcpElements(lighthouse, measured, options.presets)].map((l) => `  ${l}`)];
  const section = (title: string, items: Iterable<string>) => {
    const list = [...items];
    if (list.length > 0) lines.push(title, ...list.map((item) => `  ${item}`));
  };
  const siteRuns = [...lighthouse.results.entries()].filter(([k]) => k.endsWith(' site'));
  section(
    'Audits that cost points in some run',
    new Set(
      siteRuns.flatMap(([k, runs]) => runs.flatMap((r) => r.lostPoints.map((l) => `${k.replace(/ site$/, '')}: ${l}`))),
    ),
  );
  // What moved, and what held the main thread, in the runs that lost CLS or TBT budget: the figures alone do not say.
  const culprits = [...lighthouse.results.entries()].flatMap(([k, runs]) =>
    runs.flatMap((r, i) => [
      ...(r.metrics.cls >= BUDGET.cls
        ? [
            `${k} run ${i + 1}: CLS ${r.metrics.cls.toFixed(3)} from ${r.layoutShifts.join(', ') || '(no element named)'}`,
          ]
        : []),
      ...(r.metrics.tbt > BUDGET.tbtMs
        ? [`${k} run ${i + 1}: TBT ${ms(r.metrics.tbt)} ms; long tasks ${r.longTasks.join(', ') || 'none'}`]
        : []),
    ]),
  );
  section(
    'Runs over the CLS or TBT budget, and why',
    culprits.map((line) => line.slice(0, 300)),
  );
  const warnings = new Set([...lighthouse.results.values()].flatMap((runs) => runs.flatMap((r) => r.warnings)));
  section(
    'Lighthouse warnings',
    [...warnings].map((line) => line.replace(/\s+/g, ' ').slice(0, 220)),
  );
  section('Runs that failed', lighthouse.failures);
  return [...lines, ''];
}

/** The bytes of each page: what its HTML asks for, and what a phone loads until it is hydrated. */
function bytesLines(m: Measurement): string[] {
  const both = (files: { raw: number; br: number }) => `${kb(files.raw)} / ${kb(files.br)}`;
  const rows = m.routes.map((route) => {
    const p = pageOf(m, route);
    const l = loadedOf(m, route);
    return [
      route,
      both(p.html),
      both(total(p.css)),
      `${both(total(l.js))} (${l.js.length} files)`,
      `${both(total(l.images))} (${l.images.length})`,
      `${both(total(p.images))} (${p.images.length}), largest ${kb(Math.max(0, ...p.images.map((i) => i.raw)))}`,
      l.fonts.length + p.fonts.length ? both(total(l.fonts)) : 'none (system fonts)',
    ];
  });
  const header = ['route', 'HTML', 'CSS (render-blocking)', 'JS loaded', 'images loaded'];
  return [
    'Bytes per page, raw / brotli. Loaded: what Chromium at a phone viewport downloads until the page is hydrated and idle.',
    table([...header, 'images referenced (all srcset candidates)', 'fonts'], rows),
    '',
    'JavaScript loaded per page (brotli)',
    ...m.routes.map(
      (route) =>
        `  ${route}: ${loadedOf(m, route)
          .js.map((f) => `${path.basename(f.file)} ${kb(f.br)}`)
          .join(', ')}`,
    ),
    'Images loaded per page on a phone',
    ...m.routes.map((route) => `  ${route}: ${names(loadedOf(m, route).images) || 'none'}`),
    '',
  ];
}

/** The builds at scale: each size's times and memory, the cost of a post and of a one-post change, the compile floor. */
function buildLines({ options, template, scale, scaleLoads, compile, site }: Measurement): string[] {
  const msOrDash = (n: number) => (Number.isFinite(n) ? `${ms(n)} ms` : '–');
  const share = (part: number, of: number) => (Number.isFinite(of) ? `${Math.round((100 * part) / of)} %` : '–');
  const siteRung = scale.rungs[0] as Rung;
  const largest = scale.rungs[scale.rungs.length - 1] as Rung;
  const peakOfRung = (rung: Rung) => Math.max(0, ...[...rung.cold, ...rung.warm].map((b) => b.peakBytes));
  const rows = scale.rungs.map((rung) => {
    const js = scaleLoads.get(rung.posts);
    return [
      String(rung.posts),
      seconds(timesOf(rung, 'cold')),
      seconds(timesOf(rung, 'warm')),
      msOrDash(perPost(scale, rung, 'cold')),
      msOrDash(perPost(scale, rung, 'warm')),
      mb(peakOfRung(rung)),
      js?.home ? `${js.home.br} B` : '–',
      js?.post ? `${js.post.br} B (${js.post.route})` : '–',
    ];
  });
  const phase = (name: 'client' | 'server' | 'prerender') =>
    (median(largest.cold.map((b) => b.phases[name])) - median(siteRung.cold.map((b) => b.phases[name]))) /
    Math.max(1, largest.posts);
  const changeMs = median(scale.change.map((b) => b.ms));
  const perPostCold = perPost(scale, largest, 'cold');
  const header = ['posts added', 'cold', 'warm', 'per post added, cold', 'per post added, warm', 'peak memory'];
  return [
    `Builds (node scripts/pipeline/cli.ts, as npm run build runs it; ${options.buildRuns} of each kind). Cold: an empty CACHE_DIR; warm: the same cache again${options.warmBuilds ? '' : ' (not in the short mode)'}.`,
    `Generated posts: copies of ${template.label}, each with its own title, description and date. Peak memory: the build process's maximum resident set.`,
    table([...header, 'home JS', 'post JS'], rows),
    ...(largest.posts > 0
      ? [
          `Per post added at ${largest.posts}, cold, by phase: client ${ms(phase('client'))} ms (content check and MDX compile included), server ${ms(phase('server'))} ms, prerender ${ms(phase('prerender'))} ms`,
        ]
      : []),
    ...(largest.posts > 0
      ? [
          `Cold build at ${largest.posts} posts added against the content as it is (${site.posts.length} posts), cold: ${scaleRatios(scale, largest.posts).coldOverBase.toFixed(1)}x`,
        ]
      : []),
    ...(scale.change.length > 0
      ? [
          `One-post change at ${largest.posts} posts added (warm cache, one post edited): ${seconds(scale.change.map((b) => b.ms))}, ${share(changeMs, median(timesOf(largest, 'cold')))} of the cold build, ${share(changeMs, median(timesOf(largest, 'warm')))} of the warm one`,
        ]
      : []),
    `Compile floor: the MDX compile of ${template.label} alone (warm, the median run of ${options.compileRuns}): ${ms(compile.total)} ms = ${compile.stages.map(([stage, t]) => `${stage} ${ms(t)}`).join(', ')}`,
    ...(largest.posts > 0
      ? [
          `Per post added at ${largest.posts}, cold, against the compile floor: ${ms(perPostCold)} / ${ms(compile.total)} ms = ${(perPostCold / compile.total).toFixed(2)}x`,
        ]
      : []),
    '',
  ];
}
