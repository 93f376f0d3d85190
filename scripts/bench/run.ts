/**
 * The benchmark's run, once index.ts has checked its settings: builds the site at its size and at
 * larger sizes (the scale check), serves it like a CDN, runs Lighthouse on its pages with the mobile and
 * desktop presets (interleaved with the same pages stripped of every script, the floor), and prints the
 * figures with a pass/fail line per budget. The pages are found in the built site (home, the page
 * listing the posts, the longest post), so it runs on any content.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildFailedError, timeBuild } from './build-timing.ts';
import { compileCost } from './compile-cost.ts';
import { firstTapReport, measureFirstTap, type FirstTapResult } from './first-tap.ts';
import { defaultQuery, measureSearch, searchReport, type SearchResult } from './search.ts';
import { startStaticServer } from '../hosting/server.ts';
import { makeFloor } from './floor.ts';
import { kb, median, ms, spread, table } from './format.ts';
import { CATEGORIES, runLighthouse, type Category, type Metric, type Preset, type RunResult } from './lighthouse.ts';
import { names, observeLoads, type LoadedFiles } from './observed.ts';
import { BenchError, type BenchRun, type PageKind } from './options.ts';
import { pageFiles, total, type FileSize, type PageFiles } from './page-files.ts';
import { choosePostTemplate, generatedPostFile, type PostTemplate } from './post-template.ts';
import { measureScale, peakOf, perPost, type Rung, type Scale } from './scale.ts';
import { BrowserNotFoundError, findBrowser } from '../tools/browser.ts';
import { NoBuiltSiteError, pageFileOf, readBuiltPages } from '../tools/built-pages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const VARIANTS = ['site', 'no-JS floor'] as const;
type Variant = (typeof VARIANTS)[number];
const KB = 1024;
const GB = 1024 ** 3;

/** The budgets. A budget that a run did not measure (a size it did not build, a page the site lacks) is skipped. */
const BUDGET = {
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
  peakBytes: 1 * GB,
  perPostOverCompile: 1.2,
  /** How much a post page's JavaScript may grow, brotli, when posts are added. */
  postJsGrowthBytes: 1 * KB,
};

const log = (line: string) => process.stderr.write(`${line}\n`);

/** The JavaScript (raw and brotli, summed) that home and a post page load in one build of the scale check. */
interface ScaleJs {
  home?: FileSize;
  post?: FileSize & { route: string };
}

/**
 * What home and a post page load at the ends of the scale check: home with no posts added and with
 * the most; a post page of the template's text at the smallest size that has one and at the largest
 * (the template itself in the content as it is, else generated post 1), so the same post is compared.
 */
async function scaleJs(scale: Scale, template: PostTemplate): Promise<Map<number, ScaleJs>> {
  const byPosts = new Map<number, ScaleJs>();
  const largest = scale.rungs[scale.rungs.length - 1];
  const templateSlug =
    template.file && (/^slug:\s*(\S+)/m.exec(template.text)?.[1] ?? path.basename(template.file, '.mdx'));
  const postBase = templateSlug ? scale.rungs[0] : scale.rungs.find((r) => r.posts > 0);
  for (const rung of new Set([scale.rungs[0], postBase, largest])) {
    if (!rung) continue;
    const built = readBuiltPages(rung.out);
    const slug = rung.posts === 0 ? templateSlug : path.basename(generatedPostFile(1), '.mdx');
    const postRoute =
      rung === postBase || rung === largest ? built.posts.find((r) => slug && r.endsWith(`/${slug}`)) : undefined;
    const wanted = [
      ...(rung === scale.rungs[0] || rung === largest ? [built.home] : []),
      ...(postRoute ? [postRoute] : []),
    ];
    if (wanted.length === 0) continue;
    log(`loading ${wanted.join(', ')} of the scale check's build at ${rung.posts} posts added`);
    const seen = await observeLoads(rung.out, wanted, built.base);
    const sum = (route: string): FileSize => ({ file: route, ...total(seen[route]?.js ?? []) });
    byPosts.set(rung.posts, {
      ...(wanted.includes(built.home) ? { home: sum(built.home) } : {}),
      ...(postRoute ? { post: { ...sum(postRoute), route: postRoute } } : {}),
    });
  }
  return byPosts;
}

/** A check of a budget: passed, missed, or not measured in this run. */
type Outcome = boolean | 'skip';

/**
 * The benchmark, with its settings checked (index.ts): everything after that check. What it cannot use
 * (a build that fails, no browser, no built site) is rethrown as a BenchError, which index.ts prints as
 * one line.
 */
export async function runBench(run: BenchRun): Promise<void> {
  try {
    await measure(run);
  } catch (error) {
    if (error instanceof BuildFailedError || error instanceof BrowserNotFoundError || error instanceof NoBuiltSiteError)
      throw new BenchError(error.message, { cause: error });
    throw error;
  }
}

async function measure({ options, contentDir, dist }: BenchRun): Promise<void> {
  const work = path.join(root, '.tmp', 'bench');
  // Every mode drives Chromium: without one, say so now rather than after the builds.
  findBrowser();

  if (options.only === 'first-tap') {
    log('build: the content as it is');
    await timeBuild(root, { CONTENT_DIR: contentDir, OUT_DIR: dist });
    const runs = options.firstTapRuns || 5;
    log(`the menu's first tap: ${runs} run(s) each way on a slowed phone`);
    const { base } = readBuiltPages(dist);
    process.stdout.write(`${firstTapReport(await measureFirstTap(dist, runs, base)).join('\n')}\n`);
    return;
  }
  if (options.only === 'search') {
    log('build: the content as it is');
    await timeBuild(root, { CONTENT_DIR: contentDir, OUT_DIR: dist });
    const runs = options.firstTapRuns || 5;
    const built = readBuiltPages(dist);
    const query = process.env.SEARCH_QUERY ?? defaultQuery(dist, built.posts[0] ?? built.home);
    log(`search for "${query}": bytes, and ${runs} run(s) each way on a slowed phone`);
    process.stdout.write(`${searchReport(await measureSearch(dist, runs, query, built.base)).join('\n')}\n`);
    return;
  }

  // ---- 1. Builds: the content as it is (the site measured below), then with generated posts.
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const template = choosePostTemplate(contentDir);
  const notes: string[] = [];
  if (template.file === undefined) {
    notes.push(
      'the content has no published posts, so no post page is measured and the scale check copies the benchmark’s own template post',
    );
    log(`bench: ${notes[0] ?? ''}`);
  }
  const scale = await measureScale({
    root,
    work,
    contentDir,
    siteOut: dist,
    sizes: options.scaleSizes,
    runs: options.buildRuns,
    warm: options.warmBuilds,
    template,
    log,
  });
  const templateFile = template.file ?? path.join(work, 'template.mdx');
  if (template.file === undefined) writeFileSync(templateFile, template.text);
  log(`compiling ${template.label} through the MDX pipeline, stage by stage`);
  const compile = await compileCost(templateFile, options.compileRuns, options.short ? 2 : 5);

  const site = readBuiltPages(dist);
  const { base } = site;
  const post = site.posts[0];
  // One page of each kind the site has: home, the blog index, a post, a tag's page, a project's page.
  const candidates: [PageKind, string | undefined][] = [
    ['home', site.home],
    ['index', site.postIndex],
    ['post', post],
    ['tag', site.tagPage],
    ['project', site.projects[0]],
  ];
  const found = candidates.filter((entry): entry is [PageKind, string] => entry[1] !== undefined);
  const routes = found.map(([, route]) => route);
  /** The pages Lighthouse measures: those of the kinds BENCH_PAGES names (every kind by default). */
  const measured = found.filter(([kind]) => options.lighthousePages.includes(kind)).map(([, route]) => route);
  const pages = new Map(routes.map((r) => [r, pageFiles(dist, pageFileOf(r), base)]));
  /** What the built page at `route` (one of `routes`) asks for. */
  const page = (route: string): PageFiles => {
    const files = pages.get(route);
    if (!files) throw new Error(`No page files read for ${route}`);
    return files;
  };
  log(`loading ${routes.join(', ')} in Chromium at a phone viewport until hydrated`);
  const loads = await observeLoads(dist, routes, base);
  const loaded = (route: string): LoadedFiles =>
    loads[route] ?? { js: [], css: [], images: [], fonts: [], thirdParty: [] };
  const scaleLoads = await scaleJs(scale, template);

  let firstTap: FirstTapResult | undefined;
  if (options.firstTapRuns > 0) {
    log(`the menu's first tap: ${options.firstTapRuns} run(s) each way on a slowed phone`);
    firstTap = await measureFirstTap(dist, options.firstTapRuns, base);
  }
  let search: SearchResult | undefined;
  if (options.firstTapRuns > 0) {
    const query = process.env.SEARCH_QUERY ?? defaultQuery(dist, post ?? site.home);
    log(`search for "${query}": bytes, and ${options.firstTapRuns} run(s) each way on a slowed phone`);
    search = await measureSearch(dist, options.firstTapRuns, query, base);
  }

  // ---- 2. Lighthouse, interleaved: each run goes through every page, preset and variant in turn.
  const floorDir = path.join(work, 'floor');
  await makeFloor(dist, floorDir);
  const siteServer = await startStaticServer({ root: dist, base, compress: true });
  const floorServer = await startStaticServer({ root: floorDir, base, compress: true });
  const results = new Map<string, RunResult[]>();
  /** Total Blocking Time of every run in run order, a failed run as undefined. */
  const tbtRuns = new Map<string, (number | undefined)[]>();
  const key = (route: string, preset: Preset, variant: Variant) => `${route} ${preset} ${variant}`;
  const failures: string[] = [];
  // Lighthouse's mobile figures scale the observed main-thread time by 4: a busy machine shows up in them.
  const loadBefore = loadavg()[0] ?? 0;
  try {
    const all = options.runs * measured.length * options.presets.length * VARIANTS.length;
    let done = 0;
    for (let run = 1; run <= options.runs; run++) {
      for (const route of measured) {
        for (const preset of options.presets) {
          for (const variant of VARIANTS) {
            const origin = variant === 'site' ? siteServer.url : floorServer.url;
            const categories: readonly Category[] = variant === 'site' ? CATEGORIES : ['performance'];
            const k = key(route, preset, variant);
            const tbts = tbtRuns.get(k) ?? [];
            tbtRuns.set(k, tbts);
            done++;
            try {
              const result = await runLighthouse(new URL(route.slice(1), origin).href, preset, categories);
              results.set(k, [...(results.get(k) ?? []), result]);
              tbts.push(result.metrics.tbt);
              log(
                `[${done}/${all}] ${k}: perf ${result.scores.performance} LCP ${ms(result.metrics.lcp)} ms TBT ${ms(result.metrics.tbt)} ms`,
              );
            } catch (error) {
              tbts.push(undefined);
              failures.push(`${k} run ${run}: ${error instanceof Error ? error.message : String(error)}`);
              log(`[${done}/${all}] ${k}: FAILED`);
            }
          }
        }
      }
    }
  } finally {
    await siteServer.close();
    await floorServer.close();
  }
  const loadAfter = loadavg()[0] ?? 0;

  // ---- 3. Report.
  const out: string[] = [];
  const print = (line = '') => out.push(line);
  const runsOf = (route: string, preset: Preset, variant: Variant) => results.get(key(route, preset, variant)) ?? [];
  const scoreOf = (runs: RunResult[], c: Category) =>
    runs.map((r) => r.scores[c]).filter((s): s is number => s !== undefined);
  const metricOf = (runs: RunResult[], m: Metric) => runs.map((r) => r.metrics[m]).filter((v) => Number.isFinite(v));

  print(`Benchmark of ${path.relative(process.cwd(), contentDir) || '.'} at ${new Date().toISOString()}`);
  print(
    `Node ${process.version}, Lighthouse 12.8 with ${findBrowser()}; ${options.runs} run(s) per page, preset and variant, interleaved${options.short ? ' (short mode)' : ''}.`,
  );
  print(
    'Mobile: Lighthouse defaults (simulated slow 4G, 150 ms RTT, 1.6 Mbps, 4x CPU slowdown). Desktop: its desktop preset.',
  );
  print(
    'Served from 127.0.0.1 over HTTP/1.1 with brotli/gzip and immutable caching of /assets/. Figures: median [min–max].',
  );
  print(
    `Machine: ${cpus().length} cores, load average ${loadBefore.toFixed(1)} before the Lighthouse runs and ${loadAfter.toFixed(1)} after.`,
  );
  print('Sizes: brotli at quality 11, as a CDN would serve precompressed files; 1 KB = 1024 bytes.');
  print(
    `Pages: ${routes.join(', ')} (home${site.postIndex ? ', the page listing the posts' : ''}${post ? ', the post with the most text' : ''}${site.tagPage ? ', the tag with the most posts' : ''}${site.projects[0] ? ', the project page with the most text' : ''}, from the built sitemap${base === '/' ? '' : ` under ${base}`}).`,
  );
  print(
    `The site measured is a build of a copy of the content in ${path.relative(root, work)}/content, as every size of the scale check is (so a post's git dates are not read).`,
  );
  if (measured.length < routes.length)
    print(`Lighthouse measures ${measured.join(', ') || 'none of them'} (BENCH_PAGES).`);
  for (const note of notes) print(`Note: ${note}.`);
  print();
  print('Lighthouse');
  const lhRows: string[][] = [];
  for (const route of measured) {
    for (const preset of options.presets) {
      for (const variant of VARIANTS) {
        const runs = runsOf(route, preset, variant);
        const score = (c: Category) => (scoreOf(runs, c).length ? String(median(scoreOf(runs, c))) : '–');
        lhRows.push([
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
        ]);
      }
    }
  }
  print(
    table(
      ['route', 'preset', 'variant', 'Perf', 'A11y', 'BP', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
      lhRows,
    ),
  );
  print();
  // A median hides a split between fast and slow runs: every run, in the order they ran.
  print('Total Blocking Time of every run, ms, in run order (– a failed run)');
  print(
    table(
      ['route', 'preset', ...VARIANTS],
      measured.flatMap((route) =>
        options.presets.map((preset) => [
          route,
          preset,
          ...VARIANTS.map((variant) =>
            (tbtRuns.get(key(route, preset, variant)) ?? []).map((t) => (t === undefined ? '–' : ms(t))).join(' '),
          ),
        ]),
      ),
    ),
  );
  print();
  const lcpElements = new Set<string>();
  for (const route of measured) {
    for (const preset of options.presets) {
      const elements = new Set(runsOf(route, preset, 'site').map((r) => r.lcpElement ?? '(none)'));
      for (const element of elements) lcpElements.add(`${route} ${preset}: ${element.slice(0, 110)}`);
    }
  }
  print('LCP element');
  for (const line of lcpElements) print(`  ${line}`);
  const lost = new Set(
    [...results.entries()]
      .filter(([k]) => k.endsWith(' site'))
      .flatMap(([k, runs]) => runs.flatMap((r) => r.lostPoints.map((l) => `${k.replace(/ site$/, '')}: ${l}`))),
  );
  if (lost.size > 0) {
    print('Audits that cost points in some run');
    for (const line of lost) print(`  ${line}`);
  }
  // What moved, and what held the main thread, in the runs that lost CLS or TBT budget: the figures alone do not say.
  const culprits = [...results.entries()].flatMap(([k, runs]) =>
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
  if (culprits.length > 0) {
    print('Runs over the CLS or TBT budget, and why');
    for (const line of culprits) print(`  ${line.slice(0, 300)}`);
  }
  const warnings = new Set([...results.values()].flatMap((runs) => runs.flatMap((r) => r.warnings)));
  if (warnings.size > 0) {
    print('Lighthouse warnings');
    for (const line of warnings) print(`  ${line.replace(/\s+/g, ' ').slice(0, 220)}`);
  }
  if (failures.length > 0) {
    print('Runs that failed');
    for (const line of failures) print(`  ${line}`);
  }
  print();

  const both = (files: { raw: number; br: number }) => `${kb(files.raw)} / ${kb(files.br)}`;
  print(
    'Bytes per page, raw / brotli. Loaded: what Chromium at a phone viewport downloads until the page is hydrated and idle.',
  );
  print(
    table(
      [
        'route',
        'HTML',
        'CSS (render-blocking)',
        'JS loaded',
        'images loaded',
        'images referenced (all srcset candidates)',
        'fonts',
      ],
      routes.map((route) => {
        const p = page(route);
        const l = loaded(route);
        return [
          route,
          both(p.html),
          both(total(p.css)),
          `${both(total(l.js))} (${l.js.length} files)`,
          `${both(total(l.images))} (${l.images.length})`,
          `${both(total(p.images))} (${p.images.length}), largest ${kb(Math.max(0, ...p.images.map((i) => i.raw)))}`,
          l.fonts.length + p.fonts.length ? both(total(l.fonts)) : 'none (system fonts)',
        ];
      }),
    ),
  );
  print();
  print('JavaScript loaded per page (brotli)');
  for (const route of routes)
    print(
      `  ${route}: ${loaded(route)
        .js.map((f) => `${path.basename(f.file)} ${kb(f.br)}`)
        .join(', ')}`,
    );
  print('Images loaded per page on a phone');
  for (const route of routes) print(`  ${route}: ${names(loaded(route).images) || 'none'}`);
  print();
  if (firstTap) {
    for (const line of firstTapReport(firstTap)) print(line);
    print();
  }
  if (search) {
    for (const line of searchReport(search)) print(line);
    print();
  }

  const seconds = (values: number[]) => (values.length ? `${spread(values, (n) => (n / 1000).toFixed(1))} s` : '–');
  const msOrDash = (n: number) => (Number.isFinite(n) ? `${ms(n)} ms` : '–');
  const share = (part: number, of: number) => (Number.isFinite(of) ? `${Math.round((100 * part) / of)} %` : '–');
  const siteRung = scale.rungs[0] as Rung;
  const largest = scale.rungs[scale.rungs.length - 1] as Rung;
  const timesOf = (rung: Rung, kind: 'cold' | 'warm') => rung[kind].map((b) => b.ms);
  const peakOfRung = (rung: Rung) => Math.max(0, ...[...rung.cold, ...rung.warm].map((b) => b.peakBytes));
  const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;
  print(
    `Builds (node scripts/pipeline/cli.ts, as npm run build runs it; ${options.buildRuns} of each kind). Cold: an empty CACHE_DIR; warm: the same cache again${options.warmBuilds ? '' : ' (not in the short mode)'}.`,
  );
  print(
    `Generated posts: copies of ${template.label}, each with its own title, description and date. Peak memory: the build process's maximum resident set.`,
  );
  print(
    table(
      [
        'posts added',
        'cold',
        'warm',
        'per post added, cold',
        'per post added, warm',
        'peak memory',
        'home JS',
        'post JS',
      ],
      scale.rungs.map((rung) => {
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
      }),
    ),
  );
  const phase = (rung: Rung, name: 'client' | 'server' | 'prerender') =>
    (median(rung.cold.map((b) => b.phases[name])) - median(siteRung.cold.map((b) => b.phases[name]))) /
    Math.max(1, rung.posts);
  if (largest.posts > 0) {
    print(
      `Per post added at ${largest.posts}, cold, by phase: client ${ms(phase(largest, 'client'))} ms (content check and MDX compile included), server ${ms(phase(largest, 'server'))} ms, prerender ${ms(phase(largest, 'prerender'))} ms`,
    );
  }
  const changeMs = median(scale.change.map((b) => b.ms));
  if (scale.change.length > 0) {
    print(
      `One-post change at ${largest.posts} posts added (warm cache, one post edited): ${seconds(scale.change.map((b) => b.ms))}, ${share(changeMs, median(timesOf(largest, 'cold')))} of the cold build, ${share(changeMs, median(timesOf(largest, 'warm')))} of the warm one`,
    );
  }
  print(
    `Compile floor: the MDX compile of ${template.label} alone (warm, the median run of ${options.compileRuns}): ${ms(compile.total)} ms = ${compile.stages.map(([stage, t]) => `${stage} ${ms(t)}`).join(', ')}`,
  );
  const ratio = perPost(scale, largest, 'cold') / compile.total;
  if (largest.posts > 0)
    print(
      `Per post added at ${largest.posts}, cold, against the compile floor: ${ms(perPost(scale, largest, 'cold'))} / ${ms(compile.total)} ms = ${ratio.toFixed(2)}x`,
    );
  print();

  // ---- 4. Budgets.
  const checks: [string, Outcome, string][] = [];
  const check = (name: string, ok: Outcome, detail: string) => checks.push([name, ok, detail]);
  const mobile = options.presets.includes('mobile');

  for (const route of routes.filter((r) => !measured.includes(r)))
    check(`Lighthouse, ${route}`, 'skip', 'not measured: BENCH_PAGES leaves its kind out');
  for (const route of measured) {
    for (const preset of options.presets) {
      const runs = runsOf(route, preset, 'site');
      const medians = CATEGORIES.map((c) => median(scoreOf(runs, c)));
      check(
        `Lighthouse 100 x4, ${route} ${preset}`,
        runs.length > 0 && medians.every((s) => s === 100),
        medians.join(' / '),
      );
    }
  }
  for (const route of measured) {
    if (!mobile) continue;
    const lcp = median(metricOf(runsOf(route, 'mobile', 'site'), 'lcp'));
    const floorLcp = median(metricOf(runsOf(route, 'mobile', 'no-JS floor'), 'lcp'));
    const lcpRatio = lcp / floorLcp;
    check(
      `mobile LCP <= ${BUDGET.lcpOverFloor}x no-JS floor, ${route}`,
      lcpRatio <= BUDGET.lcpOverFloor,
      `${ms(lcp)} / ${ms(floorLcp)} ms = ${lcpRatio.toFixed(3)}x`,
    );
  }
  for (const route of measured) {
    const cls = Math.max(...options.presets.flatMap((p) => metricOf(runsOf(route, p, 'site'), 'cls')));
    check(`CLS 0.00, ${route}`, cls < BUDGET.cls, `worst run ${cls.toFixed(3)}`);
    if (!mobile) continue;
    const tbts = metricOf(runsOf(route, 'mobile', 'site'), 'tbt');
    const tbt = median(tbts);
    // The floor runs no script: whatever blocking time it shows is the machine, not the site.
    const floorTbt = median(metricOf(runsOf(route, 'mobile', 'no-JS floor'), 'tbt'));
    check(
      `mobile TBT <= ${BUDGET.tbtMs} ms, ${route}`,
      tbt <= BUDGET.tbtMs,
      `${ms(tbt)} ms (no-JS floor: ${ms(floorTbt)} ms${floorTbt > 0 ? ', from a busy machine' : ''})`,
    );
    const worst = Math.max(...tbts);
    check(
      `mobile TBT of every run <= no-JS floor + ${BUDGET.tbtOverFloorMs} ms, ${route}`,
      tbts.length > 0 && worst - floorTbt <= BUDGET.tbtOverFloorMs,
      `worst run ${ms(worst)} ms, floor median ${ms(floorTbt)} ms: ${ms(worst - floorTbt)} ms over`,
    );
  }
  const home = page(site.home);
  const firstTrip = home.html.br + total(home.css).br;
  check(
    'home HTML + render-blocking CSS <= 14 KB brotli',
    firstTrip <= BUDGET.firstRoundTripBytes,
    `${kb(home.html.br)} + ${kb(total(home.css).br)} = ${kb(firstTrip)}`,
  );
  const homeJs = loaded(site.home).js;
  check(
    'home JavaScript <= 80 KB brotli',
    total(homeJs).br <= BUDGET.homeJsBytes,
    `${kb(total(homeJs).br)} in ${homeJs.length} files`,
  );
  if (post) {
    // The post's own code: what its page loads that home does not, and that home must not load in any run.
    const homeFiles = new Set(homeJs.map((f) => f.file));
    const postOnly = loaded(post).js.filter((f) => !homeFiles.has(f.file));
    const homeRequested = new Set(
      runsOf(site.home, 'mobile', 'site').flatMap((r) =>
        r.requests.filter((q) => q.resourceType === 'Script').map((q) => new URL(q.url).pathname.slice(base.length)),
      ),
    );
    const leaked = postOnly.filter((f) => homeRequested.has(f.file));
    check(
      'post code loads only on the post',
      postOnly.length > 0 && leaked.length === 0,
      leaked.length
        ? `home loads ${names(leaked)}`
        : postOnly.length
          ? `${names(postOnly)} not on home`
          : 'the post loads no code of its own',
    );
  } else check('post code loads only on the post', 'skip', 'the site has no posts');

  const raster = /\.(jpe?g|png)$/i;
  const allImgs = routes.flatMap((r) => page(r).imgTags.map((t) => ({ route: r, ...t })));
  const noModern = allImgs.filter(
    (t) => raster.test(t.src) && !t.sourceTypes.some((s) => /image\/(avif|webp)/.test(s)),
  );
  check(
    'images: AVIF/WebP <source> with a fallback <img>',
    noModern.length === 0,
    noModern.length
      ? noModern.map((t) => `${t.route} ${t.src}`).join(', ')
      : `${allImgs.length} <img>, all in <picture>`,
  );
  const auditFindings = (ids: readonly string[]) =>
    new Set(
      [...results.entries()]
        .filter(([k]) => k.endsWith(' site'))
        .flatMap(([k, runs]) =>
          runs.flatMap((r) =>
            r.failedChecks
              .filter((f) => ids.some((id) => f.startsWith(`${id}:`)))
              .map((f) => `${k.replace(/ site$/, '')} ${f}`),
          ),
        ),
    );
  const imageAudits = auditFindings(['uses-responsive-images', 'modern-image-formats', 'offscreen-images']);
  check(
    'images: sized for their slot, in modern formats (Lighthouse audits)',
    imageAudits.size === 0,
    imageAudits.size ? [...imageAudits].join('; ') : 'no findings in any run',
  );
  const hero = home.imgTags.filter((t) => t.fetchPriority?.toLowerCase() === 'high');
  const heroOk = hero.length === 1 && hero[0]?.loading?.toLowerCase() !== 'lazy';
  const lcpImg = [...lcpElements].filter((l) => l.startsWith(`${site.home} `) && /: <img/i.test(l));
  const lcpIsHero = lcpImg.every((l) => hero.some((h) => l.includes(h.src) || /fetchpriority="high"/i.test(l)));
  check(
    'images: hero photo in the HTML, eager, fetchpriority=high',
    heroOk && lcpIsHero,
    `${hero.length} high-priority <img> on home${lcpImg.length ? '; it is the LCP element in some runs' : '; the LCP element is text in every run'}`,
  );
  const eagerOthers = allImgs.filter(
    (t) => t.fetchPriority?.toLowerCase() !== 'high' && t.loading?.toLowerCase() !== 'lazy',
  );
  check(
    'images: every other image lazy (gallery, cards below the first)',
    eagerOthers.length === 0,
    eagerOthers.length
      ? eagerOthers.map((t) => `${t.route} ${t.src}`).join(', ')
      : `${allImgs.filter((t) => t.loading?.toLowerCase() === 'lazy').length} lazy`,
  );
  const bigImages = home.images.filter((i) => i.raw > BUDGET.imageBytes);
  check(
    'images: none over 60 KB on home',
    bigImages.length === 0,
    `largest ${kb(Math.max(0, ...home.images.map((i) => i.raw)))} of ${home.images.length} referenced`,
  );

  const fonts = routes.flatMap((r) => [...page(r).fonts, ...loaded(r).fonts]);
  const fontBytes = total([...new Map(fonts.map((f) => [f.file, f])).values()]).raw;
  const fontDisplay = routes.flatMap((r) => page(r).fontDisplay);
  const badFonts =
    fonts.filter((f) => !f.file.endsWith('.woff2')).length + fontDisplay.filter((d) => d !== 'swap').length;
  check(
    'fonts: system stack or WOFF2 + swap, <= 40 KB',
    fontBytes <= BUDGET.fontBytes && badFonts === 0,
    fonts.length ? `${kb(fontBytes)} in ${fonts.length} files` : 'system font stack, no font files',
  );
  const thirdParty = new Set([
    ...routes.flatMap((r) => [...page(r).thirdPartyUrls, ...loaded(r).thirdParty]),
    ...[...results.entries()].flatMap(([, runs]) =>
      runs.flatMap((r) =>
        r.requests
          .map((q) => q.url)
          .filter((u) => /^https?:/.test(u) && new URL(u).origin !== new URL(siteServer.url).origin)
          .filter((u) => new URL(u).origin !== new URL(floorServer.url).origin),
      ),
    ),
  ]);
  check(
    'nothing from third-party hosts',
    thirdParty.size === 0,
    thirdParty.size ? [...thirdParty].slice(0, 3).join(', ') : 'every request same-origin',
  );

  const siteWarm = median(timesOf(siteRung, 'warm'));
  check(
    'build of the content as it is, warm, <= 20 s',
    Number.isFinite(siteWarm) ? siteWarm <= BUDGET.buildMs : 'skip',
    Number.isFinite(siteWarm) ? `${(siteWarm / 1000).toFixed(1)} s` : 'no warm build in the short mode',
  );
  const budgetRung = scale.rungs.find((r) => r.posts === BUDGET.coldBuildPosts);
  const coldMs = budgetRung ? median(timesOf(budgetRung, 'cold')) : Number.NaN;
  check(
    `cold build with ${BUDGET.coldBuildPosts} posts added < ${BUDGET.coldBuildMs / 1000} s`,
    budgetRung ? coldMs < BUDGET.coldBuildMs : 'skip',
    budgetRung ? `${(coldMs / 1000).toFixed(1)} s` : `not built at ${BUDGET.coldBuildPosts} posts (SCALE_SIZES)`,
  );
  const peak = peakOf(scale);
  check(
    `peak memory of any build < 1 GB`,
    peak < BUDGET.peakBytes,
    `${mb(peak)} (at most ${largest.posts} posts added)`,
  );
  check(
    `per post added <= ${BUDGET.perPostOverCompile}x the compile floor`,
    largest.posts > 0 && ratio <= BUDGET.perPostOverCompile,
    `${ms(perPost(scale, largest, 'cold'))} ms cold at ${largest.posts} posts / ${ms(compile.total)} ms = ${ratio.toFixed(2)}x`,
  );
  const first = scaleLoads.get(0);
  const most = scaleLoads.get(largest.posts);
  check(
    `scale: home JS unchanged with ${largest.posts} more posts`,
    first?.home !== undefined && most?.home !== undefined && first.home.raw === most.home.raw,
    `${first?.home?.raw ?? '–'} B -> ${most?.home?.raw ?? '–'} B raw`,
  );
  const smallest = [...scaleLoads.entries()].find(([posts, js]) => posts !== largest.posts && js.post)?.[1];
  check(
    `scale: a post page's JS grows <= 1 KB brotli with more posts`,
    smallest?.post && most?.post ? most.post.br - smallest.post.br <= BUDGET.postJsGrowthBytes : 'skip',
    smallest?.post && most?.post
      ? `${smallest.post.br} B -> ${most.post.br} B brotli`
      : 'no post page built at two sizes',
  );

  // Not budgets, but worth knowing: Lighthouse's own view of how the LCP image is loaded.
  const lcpAudits = auditFindings(['prioritize-lcp-image', 'lcp-lazy-loaded']);
  if (lcpAudits.size > 0) {
    print('Note (not a budget): Lighthouse on the LCP image');
    for (const line of lcpAudits) print(`  ${line}`);
    print();
  }
  print('Budgets');
  print(
    table(
      ['', 'budget', 'measured'],
      checks.map(([name, ok, detail]) => [ok === 'skip' ? 'SKIP' : ok ? 'PASS' : 'FAIL  <<<', name, detail]),
    ),
  );
  const decided = checks.filter(([, ok]) => ok !== 'skip');
  const missed = decided.filter(([, ok]) => !ok).length;
  const skipped = checks.length - decided.length;
  print();
  print(
    (missed === 0
      ? `All ${decided.length} budgets measured were met.`
      : `${missed} of ${decided.length} budgets measured MISSED (marked FAIL).`) +
      (skipped > 0 ? ` ${skipped} not measured in this run (SKIP).` : ''),
  );
  process.stdout.write(`${out.join('\n')}\n`);
  rmSync(work, { recursive: true, force: true });
}
