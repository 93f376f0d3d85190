/**
 * The icon of each kind of site a link leads to (a profile, a discussion, a share link), as the sprite
 * draws it (sprite.ts). The brands come from simple-icons (CC0), read from its SVG files; GitHub's and
 * LinkedIn's marks are the ones the site has always drawn, and the generic link is the site's own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IconData } from '../../../src/content/schema.ts';
import type { LinkKind } from '../../../src/lib/profile-links.ts';

const require = createRequire(import.meta.url);

/** Marks drawn from the site's own paths. */
const OWN: Partial<Record<LinkKind, IconData>> = {
  github: {
    viewBox: '0 0 16 16',
    d: 'M8 0c4.42 0 8 3.58 8 8a8.013 8.013 0 0 1-5.45 7.59c-.4.08-.55-.17-.55-.38 0-.27.01-1.13.01-2.2 0-.75-.25-1.23-.54-1.48 1.78-.2 3.65-.88 3.65-3.95 0-.88-.31-1.59-.82-2.15.08-.2.36-1.02-.08-2.12 0 0-.67-.22-2.2.82-.64-.18-1.32-.27-2-.27-.68 0-1.36.09-2 .27-1.53-1.03-2.2-.82-2.2-.82-.44 1.1-.16 1.92-.08 2.12-.51.56-.82 1.28-.82 2.15 0 3.06 1.86 3.75 3.64 3.95-.23.2-.44.55-.51 1.07-.46.21-1.61.55-2.33-.66-.15-.24-.6-.83-1.23-.82-.67.01-.27.38.01.53.34.19.73.9.82 1.13.16.45.68 1.31 2.69.94 0 .67.01 1.3.01 1.49 0 .21-.15.45-.55.38A7.995 7.995 0 0 1 0 8c0-4.42 3.58-8 8-8Z',
  },
  linkedin: {
    viewBox: '0 0 24 24',
    d: 'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z',
  },
  // Two half links and the bar between them.
  link: {
    viewBox: '0 0 24 24',
    d: 'M7 7h4v2H7a3 3 0 0 0 0 6h4v2H7A5 5 0 0 1 7 7Zm6 0h4a5 5 0 0 1 0 10h-4v-2h4a3 3 0 0 0 0-6h-4V7Zm-5 4h8v2H8v-2Z',
  },
};

/** The simple-icons file of each brand the site does not draw itself. */
const SIMPLE_ICONS: Partial<Record<LinkKind, string>> = {
  gitlab: 'gitlab',
  codeberg: 'codeberg',
  mastodon: 'mastodon',
  bluesky: 'bluesky',
  x: 'x',
  stackoverflow: 'stackoverflow',
  youtube: 'youtube',
  orcid: 'orcid',
  googlescholar: 'googlescholar',
  huggingface: 'huggingface',
  hackernews: 'ycombinator',
  lobsters: 'lobsters',
};

const read = new Map<LinkKind, IconData>();

/** The viewBox and single path of a simple-icons SVG file. */
export function simpleIconData(svg: string, name: string): IconData {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
  const paths = [...svg.matchAll(/<path d="([^"]+)"/g)];
  const d = paths[0]?.[1];
  if (!viewBox || paths.length !== 1 || !d)
    throw new Error(`simple-icons/icons/${name}.svg: expected one path in a viewBox`);
  return { viewBox, d };
}

/** The icon a link to a site of `kind` gets. */
export function linkIcon(kind: LinkKind): IconData {
  const own = OWN[kind];
  if (own) return own;
  let icon = read.get(kind);
  if (!icon) {
    const name = SIMPLE_ICONS[kind];
    if (!name) throw new Error(`no icon for links of kind ${kind}`);
    icon = simpleIconData(readFileSync(require.resolve(`simple-icons/icons/${name}.svg`), 'utf8'), name);
    read.set(kind, icon);
  }
  return icon;
}
