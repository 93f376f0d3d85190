/**
 * Which Chromium the tests drive. Debian's `chromium-headless-shell` when it is installed: the same
 * Chromium release as the `chromium` package, built as the headless shell, which is what Playwright itself
 * runs for headless tests. On this two-core machine it costs about 0.3 CPU-s a page load against 0.75 for
 * `chromium --headless`, and about 1.1 CPU-s a new context against 3.4, so the tests take about half the
 * CPU. Else the browser the owner's tools use (scripts/tools/browser.ts): Debian's `chromium`, or Google
 * Chrome as on a GitHub runner. CHROME_PATH, when set, always wins.
 */
import { readSettings, type Environment } from '../../scripts/pipeline/settings.ts';
import { isExecutable } from '../../scripts/tools/executable.ts';

/** Where Debian's chromium-headless-shell package puts the shell. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The environment the test layers that start Chromium run with (and pass on to the tools they run):
 * CHROME_PATH set to the headless shell when it is installed and no browser was named.
 */
export function testBrowserEnv(
  env: Environment = process.env,
  exists: (file: string) => boolean = isExecutable,
): Record<string, string> {
  if (readSettings(env).browser !== undefined) return {};
  return exists(HEADLESS_SHELL) ? { CHROME_PATH: HEADLESS_SHELL } : {};
}
