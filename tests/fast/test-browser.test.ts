import { describe, expect, it } from 'vitest';
import { HEADLESS_SHELL, testBrowserEnv } from '../support/test-browser.ts';

describe('testBrowserEnv', () => {
  it('points the tests at the headless shell when it is installed', () => {
    expect(testBrowserEnv({}, (file) => file === HEADLESS_SHELL)).toEqual({ CHROME_PATH: HEADLESS_SHELL });
  });

  it('leaves the choice to the tools when it is not', () => {
    expect(testBrowserEnv({}, () => false)).toEqual({});
  });

  it('keeps a browser named in CHROME_PATH', () => {
    expect(testBrowserEnv({ CHROME_PATH: '/opt/chrome' }, () => true)).toEqual({});
  });

  it('takes a CHROME_PATH of only spaces as naming no browser', () => {
    expect(testBrowserEnv({ CHROME_PATH: '  ' }, () => true)).toEqual({ CHROME_PATH: HEADLESS_SHELL });
  });
});
