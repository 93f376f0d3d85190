import { describe, expect, it } from 'vitest';
import { namedBrowser } from './named-browser.ts';

describe('namedBrowser', () => {
  it('reads CHROME_PATH first, then CHROMIUM_PATH, trimmed', () => {
    expect(namedBrowser({ CHROME_PATH: ' /a/chrome ', CHROMIUM_PATH: '/b/chromium' })).toEqual({
      path: '/a/chrome',
      from: 'CHROME_PATH',
    });
    expect(namedBrowser({ CHROMIUM_PATH: '/b/chromium\n' })).toEqual({ path: '/b/chromium', from: 'CHROMIUM_PATH' });
  });

  it('takes a variable set to nothing or to spaces as not set', () => {
    expect(namedBrowser({ CHROME_PATH: ' ', CHROMIUM_PATH: '/b/chromium' })).toEqual({
      path: '/b/chromium',
      from: 'CHROMIUM_PATH',
    });
    expect(namedBrowser({ CHROME_PATH: '', CHROMIUM_PATH: '\t' })).toBeUndefined();
    expect(namedBrowser({})).toBeUndefined();
  });
});
