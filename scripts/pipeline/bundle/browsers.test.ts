import { describe, expect, it } from 'vitest';
import { BROWSERS, lightningTargets } from './browsers.ts';

describe('lightningTargets', () => {
  it('gives each browser its version as Lightning CSS encodes it, under Lightning CSS’s name', () => {
    expect(lightningTargets(['chrome94', 'safari16.4', 'ios16.4'])).toEqual({
      chrome: 94 << 16,
      safari: (16 << 16) | (4 << 8),
      ios_saf: (16 << 16) | (4 << 8),
    });
  });

  it('covers every browser the site is built for', () => {
    expect(Object.keys(lightningTargets(BROWSERS)).sort()).toEqual([
      'chrome',
      'edge',
      'firefox',
      'ios_saf',
      'opera',
      'safari',
    ]);
  });

  it('refuses a name without a version', () => {
    expect(() => lightningTargets(['chrome'])).toThrow('not a browser and version: chrome');
  });
});
