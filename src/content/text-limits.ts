/**
 * How long each kind of text in a content file may be. Every field is placed somewhere its length
 * matters (a link's label in the header of every page, a title in a card, a description in a link
 * preview), so every one has a limit, named and argued in the owner's guide ("How long a field may
 * be" in docs/content.md), and a field over it fails the build at its line.
 */
import type { z } from 'zod';

/** The most characters each kind of text holds. */
export const TEXT_LIMITS = {
  /** A link's or a chip's text, a name: one line on a phone (about 30 characters) with room to wrap once. */
  label: 60,
  /** A title, a headline, a tagline: two lines of a card or a page's heading on a phone. */
  title: 120,
  /** A sentence or two: a description (link previews show about 200), a highlight, an intro, a caption. */
  description: 300,
  /** A paragraph of home's hero or About: about 150 words. */
  paragraph: 1000,
  /** A URL or a site path: every browser, sitemap and host takes 2,000. */
  address: 2000,
} as const;

/** The kinds of text: label, title, description, paragraph, address. */
export type TextKind = keyof typeof TEXT_LIMITS;

/** How many characters `text` has: code points, so an accented letter or an emoji counts as one. */
export function characterCount(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

/** `schema` (text) held to the limit of its `kind`: a longer value is an issue at its field. */
export function limited<T extends z.ZodType<string>>(schema: T, kind: TextKind): T {
  const maximum = TEXT_LIMITS[kind];
  return schema.superRefine((value, ctx) => {
    if (characterCount(value) <= maximum) return;
    ctx.addIssue({
      code: 'too_big',
      origin: 'string',
      maximum,
      inclusive: true,
      input: value,
      message: `expected at most ${maximum.toLocaleString('en-US')} characters`,
      // The field's other checks (its form, a branch's rules) would only say more about text to shorten.
      continue: false,
    });
  });
}
