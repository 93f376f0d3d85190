/**
 * Each post's preview card as a file the bundler can import: rendered once, then kept in a cache under
 * a hash of what the card shows and of the code and fonts that draw it, so an unchanged post costs a
 * file lookup on the next build. The bundler emits the file into the site's assets (hashed name, base
 * path), where the security headers and the Content Security Policy already cover it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pMap from 'p-map';
import type { Site } from '../../../src/content/schema.ts';
import { initials } from '../../../src/lib/initials.ts';
import { formatDate } from '../../../src/lib/posts.ts';
import { PROJECT_ROOT } from '../settings.ts';
import { CARD_COLOURS, CARD_SIZE, type CardColours, type PreviewCardProps } from './PreviewCard.ts';
import { cardFontPaths } from './fonts.ts';
import { colourTokens, type Scheme } from './tokens.ts';
import { themeStylesheet } from '../theme/theme.ts';

const require = createRequire(import.meta.url);

/** The design tokens the card's colours come from. */
const TOKENS_FILE = path.join(PROJECT_ROOT, 'src', 'styles', 'tokens.css');

/**
 * The card's one colour scheme: dark, the accent's "scope trace" on the bench at night. Link previews
 * sit in both light and dark apps, and a dark card reads in both where a light one glares in a dark feed.
 */
const CARD_SCHEME: Scheme = 'dark';

/** The card's colours, read from the design tokens; a missing token fails the build naming it. */
export function cardColours(css: string = readFileSync(TOKENS_FILE, 'utf8')): CardColours {
  const tokens = colourTokens(css, CARD_SCHEME);
  const entries = CARD_COLOURS.map((name) => {
    const value = tokens.get(name);
    if (value === undefined) {
      throw new Error(
        `${path.relative(PROJECT_ROOT, TOKENS_FILE)}: the preview card needs --color-${name}: light-dark(…, …)`,
      );
    }
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as CardColours;
}

/** The owner's site as the cards show it: the design tokens with the owner's accent (`theme.accent`), if any. */
function siteColours(site: Pick<Site, 'theme'>): CardColours {
  return cardColours(`${readFileSync(TOKENS_FILE, 'utf8')}\n${themeStylesheet(site.theme)}`);
}

/** The site's address as the card shows it: host and base path, e.g. "example.org/portfolio". */
export function siteAddress(siteUrl: string): string {
  const url = new URL(siteUrl);
  return `${url.host}${url.pathname}`.replace(/\/+$/, '');
}

/** What the card of `post` shows, for the owner in `site` and the site built for `siteUrl`. */
export function cardProps(
  post: { title: string; date?: string | undefined },
  site: Pick<Site, 'name' | 'role' | 'blog'>,
  siteUrl: string,
  colours: CardColours = cardColours(),
): PreviewCardProps {
  return {
    title: post.title,
    date: post.date === undefined ? undefined : formatDate(post.date),
    blog: site.blog.name,
    name: site.name,
    role: site.role,
    initials: initials(site.name),
    host: siteAddress(siteUrl),
    colours,
  };
}

/** The card's alt text: what it says, in the order it says it. */
export function cardAlt({ title, blog, date, name }: PreviewCardProps): string {
  return date ? `${title}: ${blog}, ${date}, by ${name}` : `${title}: ${blog}, by ${name}`;
}

let drawingStamp: string | undefined;

/**
 * A hash of what draws a card: the layout and rendering code, the font files and the versions of
 * Satori and resvg. A change to any of them draws every card again.
 */
function drawing(): string {
  if (drawingStamp) return drawingStamp;
  const hash = createHash('sha256');
  for (const file of ['PreviewCard.ts', 'render.ts', 'fonts.ts']) {
    hash.update(readFileSync(fileURLToPath(new URL(file, import.meta.url))));
  }
  for (const file of cardFontPaths()) hash.update(readFileSync(file));
  for (const pkg of ['satori', '@resvg/resvg-js']) {
    hash.update(`${pkg}@${(require(`${pkg}/package.json`) as { version: string }).version}`);
  }
  return (drawingStamp = hash.digest('hex'));
}

/** The cache key of a card: what it shows, and what draws it. */
export function cardKey(props: PreviewCardProps): string {
  return createHash('sha256').update(JSON.stringify(props)).update(drawing()).digest('hex').slice(0, 32);
}

/** Options for `previewCardFile`. */
export interface PreviewCardFileOptions {
  /** Where rendered cards are kept between builds. */
  cacheDir: string;
  /** Draws a card (tests count the calls); render.ts's renderCard by default. */
  render?: (props: PreviewCardProps) => Promise<Buffer>;
}

/** render.ts's renderCard, loaded on the first card to draw: a build whose cards are all cached never loads Satori. */
async function renderCard(props: PreviewCardProps): Promise<Buffer> {
  const render = await import('./render.ts');
  return render.renderCard(props);
}

/**
 * The PNG file of the card `props` for the post `slug`: from the cache when it holds this card,
 * otherwise rendered now and stored there. The file's name is the post's, so the built asset is too.
 */
export async function previewCardFile(
  slug: string,
  props: PreviewCardProps,
  { cacheDir, render = renderCard }: PreviewCardFileOptions,
): Promise<string> {
  const file = path.join(cacheDir, cardKey(props), `${slug}-card.png`);
  if (existsSync(file)) return file;
  const png = await render(props);
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and moved into place, so a build running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, png);
  await rename(partial, file);
  return file;
}

/**
 * Cards drawn at once: Satori lays one out on the main thread while resvg rasterises others on the
 * thread pool, whose four threads this matches; more would only hold more pictures in memory (a raster
 * is 3 MB before its PNG is encoded). The order of the cards, and their bytes, do not depend on it.
 */
const CARDS_AT_ONCE = 4;

/** A post's card: its PNG file, its size and its alt text. */
export interface PostCard {
  file: string;
  w: number;
  h: number;
  alt: string;
}

/**
 * Each card's file (named `name`), size and alt text, by slug, drawn CARDS_AT_ONCE at a time and in the
 * order given.
 */
async function drawCards(
  cards: readonly { slug: string; name: string; props: PreviewCardProps }[],
  options: PreviewCardFileOptions,
): Promise<Map<string, PostCard>> {
  const drawn = await pMap(
    cards,
    async ({ slug, name, props }) => {
      const file = await previewCardFile(name, props, options);
      return [slug, { file, w: CARD_SIZE.width, h: CARD_SIZE.height, alt: cardAlt(props) }] as const;
    },
    { concurrency: CARDS_AT_ONCE },
  );
  return new Map(drawn);
}

/**
 * The card of each post that has no gallery image (a gallery image is the post's own preview), by
 * slug, for the owner in `site` and the site built for `siteUrl`.
 */
export async function previewCards(
  posts: readonly { slug: string; title: string; date: string; cover?: unknown }[],
  site: Pick<Site, 'name' | 'role' | 'blog' | 'theme'>,
  siteUrl: string,
  options: PreviewCardFileOptions,
): Promise<Map<string, PostCard>> {
  const colours = siteColours(site);
  return drawCards(
    posts
      .filter((post) => !post.cover)
      .map((post) => ({ slug: post.slug, name: post.slug, props: cardProps(post, site, siteUrl, colours) })),
    options,
  );
}

/** The line above a project's title on its card. */
export const PROJECT_CARD_LABEL = 'Project';

/**
 * The card of each project that has a page, by slug: its title under "Project", for the owner in
 * `site` and the site built for `siteUrl`. Its file is named `project-<slug>-card.png`.
 */
export async function projectCards(
  projects: readonly { slug: string; title: string; page?: unknown }[],
  site: Pick<Site, 'name' | 'role' | 'blog' | 'theme'>,
  siteUrl: string,
  options: PreviewCardFileOptions,
): Promise<Map<string, PostCard>> {
  const colours = siteColours(site);
  return drawCards(
    projects
      .filter((project) => project.page)
      .map((project) => ({
        slug: project.slug,
        name: `project-${project.slug}`,
        props: { ...cardProps({ title: project.title }, site, siteUrl, colours), blog: PROJECT_CARD_LABEL },
      })),
    options,
  );
}

/** The line above a page's title on its card. */
export const PAGE_CARD_LABEL = 'Page';

/**
 * The card of each page from content/pages/, by slug: its title under "Page", for the owner in `site`
 * and the site built for `siteUrl`. Its file is named `page-<slug>-card.png`.
 */
export async function pageCards(
  pages: readonly { slug: string; title: string }[],
  site: Pick<Site, 'name' | 'role' | 'blog' | 'theme'>,
  siteUrl: string,
  options: PreviewCardFileOptions,
): Promise<Map<string, PostCard>> {
  const colours = siteColours(site);
  return drawCards(
    pages.map((page) => ({
      slug: page.slug,
      name: `page-${page.slug}`,
      props: { ...cardProps({ title: page.title }, site, siteUrl, colours), blog: PAGE_CARD_LABEL },
    })),
    options,
  );
}
