/**
 * The owner's colour as the build uses it: the checks of `theme.accent` (an issue at its line when a
 * scheme would miss WCAG AA), and the stylesheet that sets the accent tokens for both schemes, which
 * the site loads after tokens.css. Without `theme.accent` the stylesheet is empty and tokens.css's
 * own colours stay, to the byte.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../../../src/content/schema.ts';
import { colourTokens, type Scheme } from '../preview-card/tokens.ts';
import { PROJECT_ROOT } from '../settings.ts';
import {
  contrastPairs,
  deriveAccent,
  failingPairs,
  nearestPassingAccent,
  type AccentShades,
  type Backgrounds,
} from './accent.ts';

/** The design tokens: the site's backgrounds, and the defaults the owner's accent replaces. */
export const TOKENS_FILE = path.join(PROJECT_ROOT, 'src', 'styles', 'tokens.css');

/** The page's, cards' and raised surfaces' colours in `scheme`, from the design tokens. */
export function backgrounds(scheme: Scheme, css: string = readFileSync(TOKENS_FILE, 'utf8')): Backgrounds {
  const tokens = colourTokens(css, scheme);
  const get = (name: keyof Backgrounds) => {
    const value = tokens.get(name);
    if (value === undefined) throw new Error(`${path.relative(PROJECT_ROOT, TOKENS_FILE)}: no --color-${name}`);
    return value;
  };
  return { bg: get('bg'), surface: get('surface'), 'surface-2': get('surface-2') };
}

/** A pair's contrast as a message says it: "2.57:1 (4.5:1 needed)". */
const ratio = (pair: { ratio: number; needs: number }) => `${pair.ratio.toFixed(2)}:1 (${pair.needs}:1 needed)`;

/** What is wrong with `accent` as the site's accent, as an issue's parts; undefined when both schemes pass. */
export function accentProblem(
  accent: string,
  css?: string,
): { expected: string; found: string; hint?: string } | undefined {
  const light = backgrounds('light', css);
  const dark = backgrounds('dark', css);
  const shades = deriveAccent(accent, dark.bg);
  const [lightFailure] = failingPairs(contrastPairs('light', shades.light, light));
  if (lightFailure) {
    const nearest = nearestPassingAccent(accent, light, dark.bg);
    return {
      expected: `expected a colour that reaches WCAG AA on the light background ${light.bg} (4.5:1 for text, 3:1 for the interface)`,
      found: `${JSON.stringify(accent)}, which gives ${lightFailure.what} ${ratio(lightFailure)}`,
      ...(nearest && { hint: `the nearest shade of its hue that passes is ${nearest}` }),
    };
  }
  const [darkFailure] = failingPairs(contrastPairs('dark', shades.dark, dark));
  if (darkFailure) {
    return {
      expected: `expected a colour whose dark-scheme shade reaches WCAG AA on the dark background ${dark.bg}`,
      found: `${JSON.stringify(accent)}, whose derived shade ${shades.dark.accent} gives ${darkFailure.what} ${ratio(darkFailure)}`,
    };
  }
  return undefined;
}

const TOKEN_ORDER: readonly (keyof AccentShades)[] = [
  'accent',
  'accent-strong',
  'accent-text',
  'on-accent',
  'accent-soft',
  'glow',
];

/**
 * The stylesheet of the owner's colours: each accent token for both schemes, `light-dark(light, dark)`
 * as tokens.css writes them; empty without `theme.accent`.
 */
export function themeStylesheet(theme: Site['theme'], css?: string): string {
  if (!theme.accent) return '';
  const { light, dark } = deriveAccent(theme.accent, backgrounds('dark', css).bg);
  const lines = TOKEN_ORDER.map((name) => `  --color-${name}: light-dark(${light[name]}, ${dark[name]});`);
  return `/* The owner's accent, theme.accent in site.md, and the shades the build derived from it. */\n:root {\n${lines.join('\n')}\n}\n`;
}
