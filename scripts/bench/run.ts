/**
 * The benchmark's run, once index.ts has checked its settings: builds the site at its size and at
 * larger sizes (the scale check), serves it like a CDN, runs Lighthouse on its pages with the mobile and
 * desktop presets (interleaved with the same pages stripped of every script, the floor), and prints the
 * figures (report.ts) with a pass/fail line per budget (budgets.ts). The pages are found in the built
 * site (home, the page listing the posts, the longest post), so it runs on any content.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../pipeline/settings.ts';
import { BrowserNotFoundError, findBrowser } from '../tools/browser.ts';
import { pageFile } from '../pipeline/prerender/prerender.ts';
import { NoBuiltSiteError, readBuiltPages } from '../tools/built-pages.ts';
import { budgetLines, checkBudgets } from './budgets.ts';
import { BuildFailedError, timeBuild } from './build-timing.ts';
import { compileCost } from './compile-cost.ts';
import { measureEditCost } from './edit-cost.ts';
import { firstTapReport, measureFirstTap } from './first-tap.ts';
import { runInterleaved } from './lighthouse-runs.ts';
import type { Measurement, ScaleJs } from './measurement.ts';
import { observeLoads } from './observed.ts';
import { BenchError, type BenchRun, type PageKind } from './options.ts';
import { pageFiles, total, type FileSize } from './page-files.ts';
import { choosePostTemplate, generatedPostFile, type PostTemplate } from './post-template.ts';
import { figureLines } from './report.ts';
import { measureScale, type Scale } from './scale.ts';
import { defaultQuery, measureSearch, searchReport } from './search.ts';

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * The benchmark, with its settings checked (index.ts): everything after that check. What it cannot use
 * (a build that fails, no browser, no built site) is rethrown as a BenchError, which index.ts prints as
 * one line.
 */
export async function runBench(run: BenchRun): Promise<void> {
  try {
    // Every mode drives Chromium: without one, say so now rather than after the builds.
    findBrowser();
    if (run.options.only === 'edit-cost') await measureEditCostOnly(run);
    else if (run.options.only) await measureOnly(run, run.options.only);
    else await measureAll(run);
  } catch (error) {
    if (error instanceof BuildFailedError || error instanceof BrowserNotFoundError || error instanceof NoBuiltSiteError)
      throw new BenchError(error.message, { cause: error });
    throw error;
  }
}

/** The settings every build of the benchmark is made with: the site's URL is the one the run worked out. */
const buildEnv = (run: BenchRun, env: Record<string, string>) => ({ SITE_URL: run.site.url, ...env });

/** BENCH_ONLY=edit-cost: the edit builds, the peak memory and the dev server's edits (edit-cost.ts), in a work folder of its own. */
async function measureEditCostOnly(run: BenchRun): Promise<void> {
  const work = path.join(PROJECT_ROOT, '.tmp', 'bench');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  await measureEditCost(run, work, log);
  rmSync(work, { recursive: true, force: true });
}

/** BENCH_ONLY: builds the content as it is, then times only the menu's first tap, or only search. */
async function measureOnly(run: BenchRun, only: 'first-tap' | 'search'): Promise<void> {
  const { options, contentDir, dist, site } = run;
  log('build: the content as it is');
  await timeBuild(PROJECT_ROOT, buildEnv(run, { CONTENT_DIR: contentDir, OUT_DIR: dist }));
  const runs = options.firstTapRuns || 5;
  if (only === 'first-tap') {
    log(`the menu's first tap: ${runs} run(s) each way on a slowed phone`);
    process.stdout.write(`${firstTapReport(await measureFirstTap(dist, runs, site.base)).join('\n')}\n`);
    return;
  }
  const built = readBuiltPages(dist, site.base);
  const query = run.searchQuery ?? defaultQuery(dist, built.posts[0] ?? built.home);
  log(`search for "${query}": bytes, and ${runs} run(s) each way on a slowed phone`);
  process.stdout.write(`${searchReport(await measureSearch(dist, runs, query, site.base)).join('\n')}\n`);
}

/** The whole run: builds, the pages' bytes and loads, Lighthouse, then the report and its budgets. */
async function measureAll(run: BenchRun): Promise<void> {
  const work = path.join(PROJECT_ROOT, '.tmp', 'bench');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const m = await measureSite(run, work);
  const out = [...figureLines(m), ...budgetLines(m, checkBudgets(m))];
  process.stdout.write(`${out.join('\n')}\n`);
  rmSync(work, { recursive: true, force: true });
}

/**
 * Builds the content as it is (the site measured) and with generated posts, compiles the template post,
 * reads and loads one page of each kind, times the first tap and search, and runs Lighthouse.
 */
async function measureSite(run: BenchRun, work: string): Promise<Measurement> {
  const { options, contentDir, dist } = run;
  const template = choosePostTemplate(contentDir);
  const notes: string[] = [];
  if (template.file === undefined) {
    notes.push(
      'the content has no published posts, so no post page is measured and the scale check copies the benchmark’s own template post',
    );
    log(`bench: ${notes[0] ?? ''}`);
  }
  const scale = await measureScale({
    root: PROJECT_ROOT,
    work,
    contentDir,
    siteOut: dist,
    sizes: options.scaleSizes,
    runs: options.buildRuns,
    warm: options.warmBuilds,
    template,
    siteUrl: run.site.url,
    log,
  });
  const templateFile = template.file ?? path.join(work, 'template.mdx');
  if (template.file === undefined) writeFileSync(templateFile, template.text);
  log(`compiling ${template.label} through the MDX pipeline, stage by stage`);
  const compile = await compileCost(templateFile, options.compileRuns, options.short ? 2 : 5);
  const pages = await measurePages(run);
  const scaleLoads = await scaleJs(scale, template, run.site.base);
  const lighthouse = await runInterleaved({
    dist,
    base: run.site.base,
    work,
    routes: pages.measured,
    presets: options.presets,
    runs: options.runs,
    log,
  });
  return {
    ...pages,
    options,
    contentDir,
    work,
    browser: findBrowser(),
    notes,
    template,
    scale,
    scaleLoads,
    compile,
    lighthouse,
  };
}

/** One page of each kind the built site has: what its HTML asks for, what a phone loads, the first tap and search. */
async function measurePages(
  run: BenchRun,
): Promise<Pick<Measurement, 'site' | 'routes' | 'measured' | 'pages' | 'loads' | 'firstTap' | 'search'>> {
  const { options, dist } = run;
  const site = readBuiltPages(dist, run.site.base);
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
  // The pages Lighthouse measures: those of the kinds BENCH_PAGES names (every kind by default).
  const measured = found.filter(([kind]) => options.lighthousePages.includes(kind)).map(([, route]) => route);
  const pages = new Map(routes.map((r) => [r, pageFiles(dist, pageFile(r), base)]));
  log(`loading ${routes.join(', ')} in Chromium at a phone viewport until hydrated`);
  const loads = await observeLoads(dist, routes, base);
  const runs = options.firstTapRuns;
  if (runs === 0) return { site, routes, measured, pages, loads, firstTap: undefined, search: undefined };
  log(`the menu's first tap: ${runs} run(s) each way on a slowed phone`);
  const firstTap = await measureFirstTap(dist, runs, base);
  const query = run.searchQuery ?? defaultQuery(dist, post ?? site.home);
  log(`search for "${query}": bytes, and ${runs} run(s) each way on a slowed phone`);
  const search = await measureSearch(dist, runs, query, base);
  return { site, routes, measured, pages, loads, firstTap, search };
}

/**
 * What home and a post page load at the ends of the scale check: home with no posts added and with
 * the most; a post page of the template's text at the smallest size that has one and at the largest
 * (the template itself in the content as it is, else generated post 1), so the same post is compared.
 */
async function scaleJs(scale: Scale, template: PostTemplate, base: string): Promise<Map<number, ScaleJs>> {
  const byPosts = new Map<number, ScaleJs>();
  const largest = scale.rungs[scale.rungs.length - 1];
  const templateSlug =
    template.file && (/^slug:\s*(\S+)/m.exec(template.text)?.[1] ?? path.basename(template.file, '.mdx'));
  const postBase = templateSlug ? scale.rungs[0] : scale.rungs.find((r) => r.posts > 0);
  for (const rung of new Set([scale.rungs[0], postBase, largest])) {
    if (!rung) continue;
    const built = readBuiltPages(rung.out, base);
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
