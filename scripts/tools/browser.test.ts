import { describe, expect, it } from 'vitest';
import { BROWSER_CANDIDATES, BrowserNotFoundError, findBrowser } from './browser.ts';

/** Settings where CHROME_PATH names no browser, whatever the environment running the tests sets. */
const NONE_NAMED = { browser: undefined };

describe('findBrowser', () => {
  it('takes the first usual place that exists', () => {
    const present = new Set(['/usr/bin/google-chrome', '/opt/google/chrome/chrome']);
    expect(findBrowser(NONE_NAMED, (f) => present.has(f))).toBe('/usr/bin/google-chrome');
  });

  it('prefers Debian’s chromium when it is there', () => {
    expect(findBrowser(NONE_NAMED, () => true)).toBe('/usr/bin/chromium');
  });

  it('uses the browser CHROME_PATH names, before the usual places', () => {
    expect(findBrowser({ browser: '/custom/chrome' }, () => true)).toBe('/custom/chrome');
  });

  it('names every path it tried when nothing is found', () => {
    const error = (() => {
      try {
        findBrowser(NONE_NAMED, () => false);
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(BrowserNotFoundError);
    expect((error as BrowserNotFoundError).tried).toEqual(BROWSER_CANDIDATES);
    for (const file of BROWSER_CANDIDATES) expect((error as Error).message).toContain(file);
    expect((error as Error).message).toContain('CHROME_PATH');
  });

  it('does not fall back to another browser when CHROME_PATH names a missing file', () => {
    expect(() => findBrowser({ browser: '/typo/chrome' }, (f) => f !== '/typo/chrome')).toThrow(
      'Tried: /typo/chrome (from CHROME_PATH).',
    );
  });
});
