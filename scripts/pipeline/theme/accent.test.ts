import { wcagContrast } from 'culori';
import { describe, expect, it } from 'vitest';
import { contrastPairs, deriveAccent, failingPairs, nearestPassingAccent, TEXT_CONTRAST } from './accent.ts';
import { accentProblem, backgrounds, themeStylesheet } from './theme.ts';

const light = backgrounds('light');
const dark = backgrounds('dark');

describe('deriveAccent', () => {
  it('keeps the accent as written for the light scheme and gives the dark scheme a lighter shade of its hue', () => {
    const { light: day, dark: night } = deriveAccent('#7B2CBF', dark.bg);
    expect(day.accent).toBe('#7b2cbf');
    expect(wcagContrast(night.accent, dark.bg)).toBeGreaterThanOrEqual(8 - 0.05);
    expect(wcagContrast(night.accent, dark.bg)).toBeGreaterThan(wcagContrast(day.accent, dark.bg));
  });

  it('derives from the sample’s green shades close to the ones tokens.css was drawn with', () => {
    const { light: day, dark: night } = deriveAccent('#0b7a5b', dark.bg);
    const near = (a: string, b: string) => Math.abs(wcagContrast(a, light.surface) - wcagContrast(b, light.surface));
    expect(near(day['accent-text'], '#086148')).toBeLessThan(0.3);
    expect(near(night.accent, '#2fbf8f')).toBeLessThan(0.1);
  });

  it.each(['#7b2cbf', '#2563eb', '#c2410c', '#0b7a5b', '#1a1a40'])(
    'gives %s shades whose every pair reaches AA in both schemes',
    (accent) => {
      const shades = deriveAccent(accent, dark.bg);
      expect(
        failingPairs([...contrastPairs('light', shades.light, light), ...contrastPairs('dark', shades.dark, dark)]),
      ).toEqual([]);
    },
  );
});

describe('accentProblem', () => {
  it('accepts an accent that reaches AA', () => {
    expect(accentProblem('#7b2cbf')).toBeUndefined();
  });

  it('refuses one that misses AA on the light background, naming the nearest shade of its hue that passes', () => {
    expect(accentProblem('#ff66aa')).toEqual({
      expected: `expected a colour that reaches WCAG AA on the light background ${light.bg} (4.5:1 for text, 3:1 for the interface)`,
      found: '"#ff66aa", which gives the accent on the page 2.57:1 (4.5:1 needed)',
      hint: `the nearest shade of its hue that passes is ${nearestPassingAccent('#ff66aa', light, dark.bg) ?? ''}`,
    });
  });

  it('names a shade that does pass, and is as near as a shade can be', () => {
    const nearest = nearestPassingAccent('#ffd000', light, dark.bg) ?? '';
    expect(accentProblem(nearest)).toBeUndefined();
    expect(wcagContrast(nearest, light.bg)).toBeLessThan(TEXT_CONTRAST + 0.3);
  });

  it('checks the derived dark shade the same way', () => {
    const pairs = contrastPairs('dark', { ...deriveAccent('#7b2cbf', dark.bg).dark, accent: '#3a2050' }, dark);
    expect(failingPairs(pairs).map((p) => p.what)).toContain('the accent on the page');
  });
});

describe('themeStylesheet', () => {
  it('is empty without an accent, so tokens.css keeps its own colours', () => {
    expect(themeStylesheet({})).toBe('');
  });

  it('sets each accent token for both schemes, as tokens.css writes them', () => {
    const { light: day, dark: night } = deriveAccent('#7b2cbf', dark.bg);
    const css = themeStylesheet({ accent: '#7b2cbf' });
    expect(css).toContain(`--color-accent: light-dark(${day.accent}, ${night.accent});`);
    expect(css).toContain(`--color-on-accent: light-dark(${day['on-accent']}, ${night['on-accent']});`);
    expect(css.match(/--color-[\w-]+: light-dark\(/g)).toHaveLength(6);
  });
});
