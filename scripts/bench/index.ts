/**
 * `npm run bench`: checks its settings and the content folder, then runs the benchmark (run.ts). The
 * check comes first and loads nothing heavy, so a setting it cannot use is reported at once, not after
 * Lighthouse and the build pipeline have loaded. It is a measurement, not a test: it exits 0 unless it
 * cannot measure at all, and what it cannot use ends it with one line (`bench: …`), never a stack trace.
 *
 * Environment (see options.ts): BENCH_SHORT=1 or `--short` (one run of everything, a small scale check,
 * no first tap), RUNS (Lighthouse runs per page, preset and variant; default 5), BUILD_RUNS (cold and
 * warm builds of each size; default 2), SCALE_SIZES (generated posts, default "50,200"), FIRST_TAP_RUNS
 * (default 5), BENCH_PRESETS (default "mobile,desktop"), SEARCH_QUERY (the search timed; default a word
 * of the longest post's first heading), and the project's settings (settings.ts): CONTENT_DIR, OUT_DIR,
 * SITE_URL, CHROME_PATH.
 * BENCH_ONLY=first-tap builds the site and times only the menu's first tap; BENCH_ONLY=search, only search.
 */
import { BenchError, benchRun } from './options.ts';

try {
  const run = benchRun(process.env, process.argv.slice(2));
  // Loaded only once the settings are known to be usable.
  const { runBench } = await import('./run.ts');
  await runBench(run);
} catch (error) {
  // What the benchmark cannot use reads as its own line; anything else keeps its stack, a bug to find.
  if (!(error instanceof BenchError)) throw error;
  process.stderr.write(`bench: ${error.message}\n`);
  process.exitCode = 1;
}
