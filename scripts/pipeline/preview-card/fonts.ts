/**
 * The preview card's type, from the site's own font stacks (src/styles/tokens.css names Roboto in
 * --font-sans and Roboto Mono in --font-mono): Fontsource's packages (SIL Open Font License 1.1), as
 * WOFF, which Satori reads (it reads no WOFF2). Build time only: no page links them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

const require = createRequire(import.meta.url);

/**
 * Family, weight and file of each font. Satori uses one file per family and weight and falls back to
 * the other families for a missing character, so the Latin Extended subsets (accented names and titles)
 * are families of their own, listed after the Latin ones in each font-family (see PreviewCard.ts).
 */
const CARD_FONT_FILES = [
  ['Roboto', 400, '@fontsource/roboto/files/roboto-latin-400-normal.woff'],
  ['Roboto', 700, '@fontsource/roboto/files/roboto-latin-700-normal.woff'],
  ['Roboto Ext', 400, '@fontsource/roboto/files/roboto-latin-ext-400-normal.woff'],
  ['Roboto Ext', 700, '@fontsource/roboto/files/roboto-latin-ext-700-normal.woff'],
  ['Roboto Mono', 500, '@fontsource/roboto-mono/files/roboto-mono-latin-500-normal.woff'],
  ['Roboto Mono Ext', 500, '@fontsource/roboto-mono/files/roboto-mono-latin-ext-500-normal.woff'],
] as const;

/** The font files' paths on disk. */
export function cardFontPaths(): string[] {
  return CARD_FONT_FILES.map(([, , file]) => require.resolve(file));
}

/** The fonts as Satori takes them. */
export function cardFonts(): Font[] {
  return CARD_FONT_FILES.map(([name, weight, file]) => ({
    name,
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(file)),
  }));
}
