/**
 * The one preview card design: a post's title, its date and the owner, on the site's engineering-paper
 * grid, in the site's type and colours. Satori lays it out (flexbox, inline styles: this never reaches
 * a page, so the site's style policy does not apply); render.ts turns it into a PNG. Written with
 * `createElement` rather than JSX: Node runs the build's `.ts` files as they are, and JSX needs a compiler.
 */
import { createElement, type CSSProperties, type ReactNode } from 'react';

/** The card's size: the 1.91:1 shape chat apps and social sites show in their large previews. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** The colours the card uses, each a design token (src/styles/tokens.css) of the same name. */
export const CARD_COLOURS = ['bg', 'text', 'text-muted', 'border', 'accent', 'accent-text', 'glow', 'grid'] as const;

/** The card's colours by token name. */
export type CardColours = Record<(typeof CARD_COLOURS)[number], string>;

/** Everything the card shows: the cache key of its image is made from these (see preview-card.ts). */
export interface PreviewCardProps {
  /** The post's title. */
  title: string;
  /** The post's date as its page shows it, e.g. "20 June 2026"; a project's card has none. */
  date?: string | undefined;
  /** The line above the title: the blog's name on a post's card ("Build log"), "Project" on a project's. */
  blog: string;
  /** The owner's name, job title and initials (the site's brand mark). */
  name: string;
  role: string;
  initials: string;
  /** The site's host name, e.g. "example.org" (previews often hide where a link goes). */
  host: string;
  colours: CardColours;
}

/** The title's size in pixels: large for a short title, smaller as it grows, so it fits three lines. */
export function titleSize(title: string): number {
  if (title.length <= 40) return 84;
  if (title.length <= 64) return 72;
  return 60;
}

const SANS = 'Roboto, Roboto Ext';
const MONO = 'Roboto Mono, Roboto Mono Ext';
/** The card's margin, and the length of the corner marks that frame it (as the hero frames the photo). */
const MARGIN = 72;
const CORNER = 40;
/** The site's address in the footer: 24 px Roboto Mono, whose every glyph is 0.6 em (14.4 px) wide. */
const ADDRESS_SIZE = 24;
const ADDRESS_CHAR = 0.6 * ADDRESS_SIZE;
/** Characters of the address that fit on one line beside the owner's name, and on each of two lines. */
const ADDRESS_ONE_LINE = 26;
export const ADDRESS_LINE = 30;

/**
 * The site's address in lines: one when it fits beside the owner's name, else two of at most
 * `ADDRESS_LINE` characters, broken after a "/", "." or "-" where one falls on the line (a host and
 * its path), else wherever the line is full. An address of up to 60 characters is shown whole.
 */
export function addressLines(address: string): string[] {
  if (address.length <= ADDRESS_ONE_LINE) return [address];
  // A host name is ASCII (or Punycode), so its characters are its UTF-16 units.
  const breaks: number[] = [];
  for (let i = 1; i < Math.min(ADDRESS_LINE, address.length); i++)
    if ('/.-'.includes(address.charAt(i))) breaks.push(i);
  // After the last separator on the first line, if the rest fits on the second; else a full first line.
  const preferred = breaks.reverse().find((i) => address.length - (i + 1) <= ADDRESS_LINE);
  const cut = preferred === undefined ? ADDRESS_LINE : preferred + 1;
  return [address.slice(0, cut), address.slice(cut)];
}

/** A line of the footer that ends in "…" rather than run into its neighbour, at most `width` wide. */
const oneLine = (width: number) =>
  ({ display: 'block', maxWidth: width, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }) as const;

/** A `div` with inline styles (Satori reads them; this never reaches a page) and its children. */
const div = (style: CSSProperties, ...children: ReactNode[]) => createElement('div', { style }, ...children);

/** One of the accent corner marks: `top`/`left` say which corner. */
function corner(top: boolean, left: boolean, colour: string): ReactNode {
  const edge = `3px solid ${colour}`;
  return div({
    position: 'absolute',
    width: CORNER,
    height: CORNER,
    ...(top ? { top: 32, borderTop: edge } : { bottom: 32, borderBottom: edge }),
    ...(left ? { left: 32, borderLeft: edge } : { right: 32, borderRight: edge }),
  });
}

/** The preview card of one post, as the element tree Satori lays out. */
export function PreviewCard(props: PreviewCardProps): ReactNode {
  const { colours } = props;
  return div(
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      width: CARD_SIZE.width,
      height: CARD_SIZE.height,
      paddingTop: MARGIN,
      paddingBottom: MARGIN - 8,
      paddingLeft: MARGIN + 8,
      paddingRight: MARGIN + 8,
      backgroundColor: colours.bg,
      backgroundImage: [
        `radial-gradient(circle at 92% 0%, ${colours.glow}, transparent 55%)`,
        `linear-gradient(${colours.grid} 1px, transparent 1px)`,
        `linear-gradient(90deg, ${colours.grid} 1px, transparent 1px)`,
      ].join(', '),
      backgroundSize: '100% 100%, 32px 32px, 32px 32px',
      color: colours.text,
      fontFamily: SANS,
    },
    corner(true, true, colours.accent),
    corner(false, false, colours.accent),
    kicker(props),
    titleBlock(props.title),
    footer(props),
  );
}

/** The line above the title: a glowing dot, the blog's name and the date. */
function kicker({ blog, date, colours }: PreviewCardProps): ReactNode {
  return div(
    {
      display: 'flex',
      alignItems: 'center',
      gap: 16,
      color: colours['accent-text'],
      fontFamily: MONO,
      fontSize: 26,
      fontWeight: 500,
      letterSpacing: 1,
      textTransform: 'uppercase',
    },
    div({
      width: 14,
      height: 14,
      borderRadius: 7,
      backgroundColor: colours.accent,
      boxShadow: `0 0 0 6px ${colours.glow}`,
    }),
    date ? `${blog} · ${date}` : blog,
  );
}

/** The title, centred in the space between the kicker and the footer, at most three lines. */
function titleBlock(title: string): ReactNode {
  const size = titleSize(title);
  return div(
    { display: 'flex', flex: 1, alignItems: 'center' },
    div(
      {
        display: 'block',
        maxWidth: 1000,
        fontSize: size,
        fontWeight: 700,
        lineHeight: 1.1,
        letterSpacing: -0.025 * size,
        // Satori's own property (a CSS draft), which React's style type does not know.
        ...({ lineClamp: 3 } as CSSProperties),
        // Balanced lines read best, but a title cut short by the clamp should fill its lines first.
        textWrap: title.length <= 64 ? 'balance' : 'wrap',
      },
      title,
    ),
  );
}

/** The footer under a rule: the brand mark, the owner's name and role, and the site's address. */
function footer({ name, role, initials, host, colours }: PreviewCardProps): ReactNode {
  const address = addressLines(host);
  // A hair over 0.6 em a glyph, as Satori measures them: a line exactly as wide would end in "…".
  const addressWidth = Math.ceil(Math.max(...address.map((line) => line.length)) * ADDRESS_CHAR) + 2;
  // The name and role take what the address leaves: the footer's width less the mark, the gaps and it.
  const nameWidth = Math.min(520, CARD_SIZE.width - 2 * (MARGIN + 8) - 64 - 20 - 32 - addressWidth);
  return div(
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 32,
      paddingTop: 32,
      borderTop: `2px solid ${colours.border}`,
    },
    div(
      { display: 'flex', alignItems: 'center', gap: 20 },
      brandMark(initials, colours),
      div(
        { display: 'flex', flexDirection: 'column', gap: 2 },
        div({ ...oneLine(nameWidth), fontSize: 30, fontWeight: 700, letterSpacing: -0.3 }, name),
        div({ ...oneLine(nameWidth), color: colours['text-muted'], fontSize: 24 }, role),
      ),
    ),
    div(
      { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', flexShrink: 0 },
      ...address.map((line) =>
        div({ ...oneLine(addressWidth), color: colours['text-muted'], fontFamily: MONO, fontSize: ADDRESS_SIZE }, line),
      ),
    ),
  );
}

/** The site's brand mark: the owner's initials on a tile with an accent dot, as the header shows it. */
function brandMark(initials: string, colours: CardColours): ReactNode {
  return div(
    {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 64,
      height: 64,
      borderRadius: 10,
      backgroundColor: colours.text,
      color: colours.bg,
      fontFamily: MONO,
      fontSize: 24,
      fontWeight: 500,
    },
    div({
      position: 'absolute',
      top: 7,
      left: 7,
      width: 9,
      height: 9,
      borderRadius: 5,
      backgroundColor: colours.accent,
    }),
    initials,
  );
}
