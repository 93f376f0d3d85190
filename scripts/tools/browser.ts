/**
 * The Chromium (or Chrome) that the browser tests, screenshots, the review and the benchmark drive:
 * where it lives, and how it is started. Debian puts it at /usr/bin/chromium; a stock Ubuntu runner has
 * Google Chrome; CHROME_PATH (read by the project's settings) names any other.
 */
import { chromium, type Browser } from 'playwright-core';
import { settings, type Settings } from '../pipeline/settings.ts';
import { isExecutable } from './executable.ts';

/** The usual places, in the order they are tried when CHROME_PATH names no browser. */
export const BROWSER_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
] as const;

/** Thrown when no browser is found; its message names every path that was tried. */
export class BrowserNotFoundError extends Error {
  readonly tried: readonly string[];

  constructor(tried: readonly string[]) {
    super(
      `No Chromium or Chrome found. Tried: ${tried.join(', ')}. ` +
        'Install Debian’s chromium (apt-get install chromium) or set CHROME_PATH to the browser’s executable.',
    );
    this.name = 'BrowserNotFoundError';
    this.tried = tried;
  }
}

/**
 * The browser executable: the one CHROME_PATH names (the settings' `browser`), and only that one, so a
 * typo is not silently replaced by another browser; else the first of BROWSER_CANDIDATES that exists.
 */
export function findBrowser(
  { browser: named }: Pick<Settings, 'browser'> = settings,
  exists: (file: string) => boolean = isExecutable,
): string {
  const tried = named === undefined ? [...BROWSER_CANDIDATES] : [named];
  const found = tried.find((file) => exists(file));
  if (!found) throw new BrowserNotFoundError(named === undefined ? tried : [`${named} (from CHROME_PATH)`]);
  return found;
}

/** Chromium flags that work on a closed network (no background downloads, no sign-in, no first-run UI). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Launches headless Chromium, found by `findBrowser`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findBrowser(), args: CHROMIUM_ARGS, headless: true });
}
