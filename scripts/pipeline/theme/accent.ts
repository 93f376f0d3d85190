/**
 * The owner's accent colour (`theme.accent` in site.md) and what the build derives from it: the light
 * scheme uses it as written; the dark scheme gets a lighter shade of the same hue; both get the shades
 * and tints the site's accent tokens need (hover, text on the accent, chips, glow). Every pair a
 * visitor reads is checked against WCAG AA with the site's own backgrounds (read from tokens.css), and
 * an accent that fails is refused with the nearest shade of its hue that passes.
 */
import { clampChroma, converter, formatHex, parse, wcagContrast } from 'culori';

/** WCAG AA for text, and for the parts of the interface (borders, bars, the accent's buttons). */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

const oklch = converter('oklch');

/** A colour in OKLCH: lightness 0–1, chroma, hue in degrees (0 for a grey). */
interface Lch {
  l: number;
  c: number;
  h: number;
}

/** The site's backgrounds in one scheme, from its design tokens: the page, cards and raised surfaces. */
export interface Backgrounds {
  bg: string;
  surface: string;
  'surface-2': string;
}

/** The accent tokens of one scheme. */
export interface AccentShades {
  accent: string;
  'accent-strong': string;
  'accent-text': string;
  'on-accent': string;
  'accent-soft': string;
  glow: string;
}

/** A colour of hue `h` and chroma `c` (cut back to what sRGB shows) at lightness `l`, as #rrggbb. */
function shade({ h, c }: Pick<Lch, 'h' | 'c'>, l: number): string {
  return formatHex(clampChroma({ mode: 'oklch', l, c, h }, 'oklch'));
}

/**
 * The lightness nearest `from`, on the way to `to` (darker or lighter), at which `passes` first holds;
 * undefined when it does not hold even at `to`.
 */
function lightnessWhere(passes: (l: number) => boolean, from: number, to: number): number | undefined {
  if (passes(from)) return from;
  if (!passes(to)) return undefined;
  let [failing, passing] = [from, to];
  for (let i = 0; i < 24; i++) {
    const middle = (failing + passing) / 2;
    if (passes(middle)) passing = middle;
    else failing = middle;
  }
  return passing;
}

/** The lightness at which a shade of `colour`'s hue first reaches `ratio` against `against`, from `from` to `to`. */
function lightnessFor(colour: Lch, against: string, ratio: number, from: number, to: number): number | undefined {
  return lightnessWhere((l) => wcagContrast(shade(colour, l), against) >= ratio, from, to);
}

/** `colour` parsed as OKLCH, with its hue 0 when it has none (a grey). */
function toOklch(colour: string): Lch {
  const parsed = parse(colour);
  if (!parsed) throw new Error(`not a colour: ${colour}`);
  const { l, c, h } = oklch(parsed);
  return { l, c, h: h ?? 0 };
}

/**
 * The nearest shade of `colour`'s hue (darker: the written accent is the light scheme's) whose light
 * scheme, derived as `deriveAccent` does, passes every pair against `backgrounds`.
 */
export function nearestPassingAccent(colour: string, backgrounds: Backgrounds, darkBg: string): string | undefined {
  const from = toOklch(colour);
  const passes = (l: number) =>
    failingPairs(contrastPairs('light', deriveAccent(shade(from, l), darkBg).light, backgrounds)).length === 0;
  const l = lightnessWhere(passes, from.l, 0);
  return l === undefined ? undefined : shade(from, l);
}

/** `colour` as `rgb(r g b / alpha)`. */
function withAlpha(colour: string, alpha: number): string {
  const parsed = parse(colour);
  if (!parsed) throw new Error(`not a colour: ${colour}`);
  const rgb = converter('rgb')(parsed);
  const channel = (v: number) => Math.round(v * 255);
  return `rgb(${channel(rgb.r)} ${channel(rgb.g)} ${channel(rgb.b)} / ${alpha})`;
}

/**
 * Contrast the dark shade is given against the dark page: the sample's own green has 8:1 there, well
 * past AA, so text in it reads on every dark surface.
 */
const DARK_TARGET = 8;

/** Both schemes' accent tokens for the accent `written`, with the dark page `darkBg`. */
export function deriveAccent(written: string, darkBg: string): { light: AccentShades; dark: AccentShades } {
  const parsed = parse(written);
  const accent = (parsed && formatHex(parsed)) ?? written;
  const base = toOklch(accent);
  // The sample's proportions: hover and text a step darker in light, a step lighter in dark.
  const strongLight = shade({ h: base.h, c: base.c * 0.85 }, Math.max(base.l - 0.08, 0.15));
  const darkColour = { h: base.h, c: base.c * 1.3 };
  const darkL = lightnessFor({ ...base, ...darkColour }, darkBg, DARK_TARGET, base.l, 0.98) ?? 0.98;
  const dark = shade(darkColour, darkL);
  const strongDark = shade(darkColour, Math.min(darkL + 0.07, 0.98));
  return {
    light: {
      accent,
      'accent-strong': strongLight,
      'accent-text': strongLight,
      'on-accent': '#ffffff',
      'accent-soft': shade({ h: base.h, c: Math.min(base.c * 0.2, 0.03) }, 0.953),
      glow: withAlpha(accent, 0.12),
    },
    dark: {
      accent: dark,
      'accent-strong': strongDark,
      'accent-text': strongDark,
      'on-accent': shade({ h: base.h, c: base.c * 0.43 }, 0.25),
      'accent-soft': shade({ h: base.h, c: base.c * 0.36 }, 0.257),
      glow: withAlpha(dark, 0.14),
    },
  };
}

/** One pair a visitor reads, and how much contrast it needs. */
export interface ContrastPair {
  scheme: 'light' | 'dark';
  /** What the pair is, for a message: "links on cards". */
  what: string;
  foreground: string;
  background: string;
  needs: number;
}

/** Every pair of `shades` with the backgrounds of its scheme, as the stylesheets pair them. */
export function contrastPairs(
  scheme: 'light' | 'dark',
  shades: AccentShades,
  backgrounds: Backgrounds,
): ContrastPair[] {
  const pair = (what: string, foreground: string, background: string, needs = TEXT_CONTRAST) => ({
    scheme,
    what,
    foreground,
    background,
    needs,
  });
  return [
    pair('the accent on the page', shades.accent, backgrounds.bg),
    pair('the accent’s borders and bars on cards', shades.accent, backgrounds.surface, UI_CONTRAST),
    pair('links on the page', shades['accent-text'], backgrounds.bg),
    pair('links on cards', shades['accent-text'], backgrounds.surface),
    pair('links on raised surfaces', shades['accent-text'], backgrounds['surface-2']),
    pair('chips', shades['accent-text'], shades['accent-soft']),
    pair('button labels', shades['on-accent'], shades.accent),
    pair('hovered button labels', shades['on-accent'], shades['accent-strong']),
  ];
}

/** The pairs of `pairs` below what they need, each with its ratio. */
export function failingPairs(pairs: readonly ContrastPair[]): (ContrastPair & { ratio: number })[] {
  return pairs.map((p) => ({ ...p, ratio: wcagContrast(p.foreground, p.background) })).filter((p) => p.ratio < p.needs);
}
