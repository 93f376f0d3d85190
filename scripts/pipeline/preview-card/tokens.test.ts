import { describe, expect, it } from 'vitest';
import { colourTokens } from './tokens.ts';

const css = `
:root {
  --color-bg: light-dark(#f7f9fb, #0d1117);
  --color-grid: light-dark(rgb(20 32 43 / 0.045), rgb(230 237 243 / 0.04));
  --font-sans: system-ui, sans-serif;
  --color-plain: #123456;
}`;

describe('colourTokens', () => {
  it('reads each light-dark() colour token in the scheme asked for', () => {
    expect(colourTokens(css, 'light')).toEqual(
      new Map([
        ['bg', '#f7f9fb'],
        ['grid', 'rgb(20 32 43 / 0.045)'],
      ]),
    );
    expect(colourTokens(css, 'dark').get('grid')).toBe('rgb(230 237 243 / 0.04)');
  });

  it('reads tokens written on one line', () => {
    const oneLine = ':root { --color-a: light-dark(#fff, #000); --color-b: light-dark(rgb(1 2 3), #111); }';
    expect(colourTokens(oneLine, 'light')).toEqual(
      new Map([
        ['a', '#fff'],
        ['b', 'rgb(1 2 3)'],
      ]),
    );
  });

  it('leaves out tokens that are not colours for both schemes', () => {
    expect(colourTokens(css, 'dark').has('plain')).toBe(false);
  });
});
