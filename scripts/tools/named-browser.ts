/**
 * The browser the environment names, read the same way by the owner's tools (browser.ts) and by the
 * test layers' choice of browser (tests/support/test-browser.ts). Kept apart from browser.ts so that
 * reading it loads no Playwright (vitest's config reads it).
 */

/** A browser the environment names: the path, and the variable it came from. */
export interface NamedBrowser {
  path: string;
  from: 'CHROME_PATH' | 'CHROMIUM_PATH';
}

/**
 * The browser CHROME_PATH names, else the one the older CHROMIUM_PATH names, trimmed; a variable set to
 * spaces names nothing. Undefined when neither names one.
 */
export function namedBrowser(env: NodeJS.ProcessEnv = process.env): NamedBrowser | undefined {
  for (const from of ['CHROME_PATH', 'CHROMIUM_PATH'] as const) {
    const path = env[from]?.trim();
    if (path) return { path, from };
  }
  return undefined;
}
