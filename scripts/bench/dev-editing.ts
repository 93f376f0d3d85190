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
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { BrowserNotFoundError, launchChromium } from '../tools/browser.ts';
import { DevBenchError } from './dev-edits.ts';
import { editRatioTable, measureContent, type Measured } from './dev-measure.ts';
import { devBenchSettings, type DevBenchSettings } from './dev-settings.ts';
import type { Started } from './dev-start.ts';
import { spread, ms, table } from './format.ts';
import { choosePostTemplate } from './post-template.ts';

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
  if (results.length > 1) {
    console.log();
    console.log(
      'Each kind of edit, as the posts grow (the same edit on the longest post and on a generated copy of it)',
    );
    console.log(editRatioTable(results[0], results.at(-1)));
  }
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
