/**
 * `npm run bench:dev`: how `npm run dev` behaves as the content grows. For the content as it is, and
 * again with generated posts added (DEV_POSTS, default 200), it starts the dev server as `npm run dev`
 * does (dev-start.ts) and times its start (from the spawn to the first page rendered in Chromium: once
 * with the dependency cache rebuilt, once with it warm) and the first visit of a post; then, RUNS times
 * each, the time from saving an edit to the frame that shows it (dev-edits.ts): the home page's headline
 * in site.md, a paragraph of a post, and the post's title in its frontmatter, with whether each edit
 * stayed in place (no reload, same scroll position). The post is the longest of the content, or
 * generated post 1 when the content has none. A measurement, never a test.
 *
 * `--short` (or BENCH_SHORT=1): one start and one edit of each kind, on the content as it is.
 * Environment (dev-settings.ts): RUNS (edits of each kind; default 7), DEV_POSTS (generated posts;
 * default 200; 0 measures the content as it is only), CONTENT_DIR (the project's settings, settings.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { PROJECT_ROOT } from '../pipeline/settings.ts';
import { BrowserNotFoundError, launchChromium } from '../tools/browser.ts';
import { copyContent } from '../tools/content-copy.ts';
import { contentWithPosts } from './build-timing.ts';
import {
  DevBenchError,
  editKinds,
  GIVE_UP_MS,
  timeEdits,
  WATCH,
  type EditKind,
  type PostToEdit,
  type Sample,
} from './dev-edits.ts';
import { devBenchSettings, type DevBenchSettings } from './dev-settings.ts';
import { hydrated, startDev, stopDev, type Started } from './dev-start.ts';
import { spread, ms, table } from './format.ts';
import { choosePostTemplate, generatedPostFile } from './post-template.ts';

/** The figures of one content folder. */
interface Measured {
  label: string;
  /** The start with Vite's dependency cache rebuilt; none in the short mode. */
  coldStart: Started | undefined;
  start: Started;
  /** From asking for the post's page to it rendered, the first visit after the start, ms. */
  firstPost: number | undefined;
  edits: { kind: EditKind; samples: Sample[] }[];
}

/** The content folder `settings` names with `posts` generated posts added, measured. */
async function measureContent(
  browser: Browser,
  settings: DevBenchSettings,
  posts: number,
  log: (line: string) => void,
): Promise<Measured> {
  const { contentDir } = settings;
  const template = choosePostTemplate(contentDir);
  const copy = copyContent(contentDir, path.join(PROJECT_ROOT, '.tmp', 'bench-dev', 'content'));
  if (posts > 0) contentWithPosts(contentDir, copy.dir, posts, template.text);
  const postFile =
    posts > 0
      ? path.join(copy.dir, 'blog', generatedPostFile(1))
      : template.file && path.join(copy.dir, path.relative(contentDir, template.file));
  const post: PostToEdit | undefined = postFile ? { file: postFile, text: readFileSync(postFile, 'utf8') } : undefined;
  const label = posts > 0 ? `the content + ${posts} generated posts` : 'the content as it is';
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(WATCH);
  let dev: Started | undefined;
  try {
    let coldStart: Started | undefined;
    if (settings.coldStart) {
      log(`${label}: starting the dev server with its dependency cache rebuilt`);
      coldStart = await startDev(copy.dir, page, true);
      await stopDev(coldStart.child);
    }
    log(`${label}: starting the dev server${coldStart ? ' again' : ''}`);
    dev = await startDev(copy.dir, page, false);
    const kinds = editKinds(copy.dir, post);
    let firstPost: number | undefined;
    const postKind = kinds.find((k) => k.route !== '/');
    if (postKind) {
      const asked = performance.now();
      await page.goto(new URL(postKind.route.slice(1), dev.url).href, { timeout: GIVE_UP_MS });
      await hydrated(page);
      firstPost = performance.now() - asked;
    }
    const edits: Measured['edits'] = [];
    for (const kind of kinds) {
      log(`${label}: ${kind.name}, ${settings.runs} ${settings.runs === 1 ? 'edit' : 'edits'}`);
      edits.push({ kind, samples: await timeEdits(page, dev.url, kind, copy, settings) });
    }
    return { label, coldStart, start: dev, firstPost, edits };
  } finally {
    if (dev) await stopDev(dev.child);
    await page.close();
    copy.dispose();
  }
}

/** Prints the figures: the starts, then each edit's save-to-shown times. */
function report(results: readonly Measured[], settings: DevBenchSettings): void {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  const s = (n: number | undefined) => (n === undefined ? '–' : `${(n / 1000).toFixed(1)} s`);
  const start = (started: Started | undefined) =>
    started ? `${s(started.firstPageMs)} (listening at ${s(started.listeningMs)})` : '–';
  console.log(`npm run dev at scale (${cpus().length} cores, load ${load} at the end)`);
  console.log(
    table(
      ['content', 'start, dependency cache rebuilt', 'start', 'first visit of the post'],
      results.map((r) => [r.label, start(r.coldStart), start(r.start), s(r.firstPost)]),
    ),
  );
  console.log('Start: from the spawn of npm run dev to the home page rendered (hydrated) in Chromium at 1280 px.');
  console.log();
  const counted = settings.warmUp ? `${settings.runs} each after one warm-up` : `${settings.runs} each, no warm-up`;
  console.log(`Save to shown, ms (${counted})`);
  console.log(
    table(
      ['content', 'edit', 'median [min–max]', 'in place (no reload, same scroll)'],
      results.flatMap((r) =>
        r.edits.map(({ kind, samples }) => [
          r.label,
          kind.name,
          spread(
            samples.map((x) => x.ms),
            ms,
          ),
          `${samples.filter((x) => x.inPlace).length}/${samples.length}`,
        ]),
      ),
    ),
  );
}

async function main(): Promise<void> {
  const settings = devBenchSettings(process.env, process.argv.slice(2));
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const { contentDir, devPosts } = settings;
  if (!existsSync(path.join(contentDir, 'site.md')))
    throw new DevBenchError(
      `${path.relative(process.cwd(), contentDir) || '.'} holds no site.md: is CONTENT_DIR a content folder?`,
    );
  if (!choosePostTemplate(contentDir).file)
    log(
      `bench:dev: the content has no published posts, so post edits are measured only with generated posts${devPosts > 0 ? '' : ' (none: DEV_POSTS=0)'}`,
    );
  const browser = await launchChromium();
  const results: Measured[] = [];
  try {
    for (const posts of [...new Set([0, devPosts])]) results.push(await measureContent(browser, settings, posts, log));
  } finally {
    await browser.close();
  }
  report(results, settings);
}

try {
  await main();
} catch (error) {
  if (!(error instanceof DevBenchError) && !(error instanceof BrowserNotFoundError)) throw error;
  process.stderr.write(`bench:dev: ${error.message}\n`);
  process.exitCode = 1;
}
