/**
 * The site's address on a preview card is shown whole at any length up to 60 characters: on one line
 * beside the owner's name, or wrapped onto two, inside the card and clear of the name. Read from
 * Satori's layout with its text left as text (each word or separator a <text> with its place and width).
 */
import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { cardFonts } from './fonts.ts';
import { addressLines, ADDRESS_LINE, CARD_SIZE, PreviewCard } from './PreviewCard.ts';
import { cardProps } from './preview-card.ts';

const site = {
  name: 'Mara Okafor-Lindqvist',
  role: 'Firmware security engineer',
  blog: { name: 'Notebook', pageSize: 10, nav: false },
};
/** The card's side margins: nothing may be drawn past them. */
const MARGIN = 80;

interface Placed {
  text: string;
  x: number;
  y: number;
  right: number;
  mono: boolean;
}

/** Every piece of text on the card of a site at `url`, with where it is. */
async function layout(url: string): Promise<Placed[]> {
  const props = cardProps({ title: 'Fuzzing a bootloader', date: '2026-03-07' }, site, url);
  const svg = await satori(PreviewCard(props) as never, { ...CARD_SIZE, fonts: cardFonts(), embedFont: false });
  return [
    ...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" width="([\d.]+)"[^>]*font-family="([^"]*)"[^>]*>([^<]*)<\/text>/g),
  ].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    right: Number(m[1]) + Number(m[3]),
    mono: (m[4] ?? '').includes('mono'),
    text: m[5] ?? '',
  }));
}

/** An address of `length` characters: a host, then a path of words. */
const addressOf = (length: number) => {
  const host = 'mara-okafor.github.io';
  const path = '/notebook-of-firmware-security-and-fuzzing'.slice(0, Math.max(0, length - host.length));
  return `${host}${path}`.slice(0, length);
};

describe('the site’s address on a preview card', () => {
  it.each([12, 21, 26, 27, 30, 38, 45, 52, 60])(
    'shows an address of %i characters whole, inside the card and clear of the name',
    async (length) => {
      const address = addressOf(length);
      expect(address).toHaveLength(length);
      const placed = await layout(`https://${address}/`);
      const footerTop = Math.min(...placed.filter((p) => p.text.includes('Mara')).map((p) => p.y)) - 40;
      const shown = placed.filter((p) => p.mono && p.y > footerTop && p.text !== 'MO');
      const lines = [...new Set(shown.map((p) => p.y))].sort((a, b) => a - b);
      expect(
        lines
          .map((y) =>
            shown
              .filter((p) => p.y === y)
              .map((p) => p.text)
              .join(''),
          )
          .join(''),
      ).toBe(address);
      expect(shown.map((p) => p.text).join('')).not.toContain('…');
      expect(Math.max(...shown.map((p) => p.right))).toBeLessThanOrEqual(CARD_SIZE.width - MARGIN + 0.5);
      const nameRight = Math.max(...placed.filter((p) => !p.mono && p.y > footerTop).map((p) => p.right));
      expect(Math.min(...shown.map((p) => p.x))).toBeGreaterThan(nameRight);
    },
    30_000,
  );

  it('breaks a long address after its host, or after the last separator that lets the rest fit', () => {
    expect(addressLines('mara-okafor.github.io/notebook')).toEqual(['mara-okafor.github.io/', 'notebook']);
    expect(addressLines('example.org')).toEqual(['example.org']);
    const long = 'a-very-long-host-name-without-breaks-at-all.org';
    expect(addressLines(long)).toEqual([long.slice(0, ADDRESS_LINE), long.slice(ADDRESS_LINE)]);
  });
});
