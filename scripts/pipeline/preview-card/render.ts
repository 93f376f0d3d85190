/**
 * Draws a preview card: Satori lays the card out into an SVG, its text as outlines from the card's own
 * fonts, then resvg rasterises it to a PNG. No browser and no system font takes part, so the same card
 * gives the same bytes on every machine.
 */
import { renderAsync } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { cardFonts } from './fonts.ts';
import { CARD_SIZE, PreviewCard, type PreviewCardProps } from './PreviewCard.ts';

let fonts: Font[] | undefined;

/** The card of `props` as PNG bytes. */
export async function renderCard(props: PreviewCardProps): Promise<Buffer> {
  fonts ??= cardFonts();
  const svg = await satori(PreviewCard(props), { ...CARD_SIZE, fonts });
  // Rasterised on Node's thread pool, so the build's main thread goes on with its other work meanwhile
  // (the raster is about 50 ms of a card's 120 here): the same pixels as resvg's `render()`.
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: CARD_SIZE.width },
    // The text is outlines already: resvg needs no font, and must not depend on the machine's.
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}
