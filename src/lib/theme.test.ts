import { describe, expect, it } from 'vitest';
import { effectiveTheme, parseTheme } from './theme.ts';

describe('parseTheme', () => {
  it('accepts light and dark', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('ignores anything else, so a stale or tampered value falls back to the system', () => {
    for (const value of [null, undefined, '', 'Dark', 'system', 1]) expect(parseTheme(value)).toBeUndefined();
  });
});

describe('effectiveTheme', () => {
  it('follows the system when nothing was chosen', () => {
    expect(effectiveTheme(undefined, true)).toBe('dark');
    expect(effectiveTheme(undefined, false)).toBe('light');
  });

  it('keeps the chosen theme whatever the system says', () => {
    expect(effectiveTheme('light', true)).toBe('light');
    expect(effectiveTheme('dark', false)).toBe('dark');
  });
});
