/**
 * The icons of the sites the pages link to (the owner's profiles, a post's discussions, its share
 * links) as one SVG sprite: a `<symbol>` per kind of site, which a page draws with
 * `<svg><use href="<sprite>#github">`. A page's markup and its script then carry an icon's name and
 * never its drawing, so neither grows with the owner's links. The sprite is one more file of the site
 * under a hashed name (cached for good, like the bundle's), fetched as an image from the site itself,
 * which the policy already allows (`img-src 'self'`).
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { discussionLinks } from '../../../src/lib/discussion.ts';
import { LINK_KINDS, linkKind, type LinkKind } from '../../../src/lib/profile-links.ts';
import { SHARE_ICONS } from '../../../src/lib/share.ts';
import type { LoadedContent } from '../content/load.ts';
import { linkIcon } from './link-icons.ts';

/** The folder of content-hashed files, Vite's `build.assetsDir`. */
const ASSETS_DIR = 'assets';

/** A sprite: the site path it is served at (`/assets/icons-<hash>.svg`) and its text. */
export interface IconSprite {
  path: string;
  svg: string;
}

/** The sprite of `kinds`, each once, in the order LINK_KINDS lists them, named after its content. */
export function iconSprite(kinds: Iterable<LinkKind>): IconSprite {
  const wanted = new Set(kinds);
  const symbols = LINK_KINDS.filter((kind) => wanted.has(kind)).map((kind) => {
    const { viewBox, d } = linkIcon(kind);
    return `<symbol id="${kind}" viewBox="${escapeHtml(viewBox)}"><path d="${escapeHtml(d)}"/></symbol>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('base64url').slice(0, 8);
  return { path: `/${ASSETS_DIR}/icons-${hash}.svg`, svg };
}

/** The sprite of every kind the site knows: the dev server's, whose content changes as the owner types. */
export function allIcons(): IconSprite {
  return iconSprite(LINK_KINDS);
}

/**
 * The sprite of the kinds `content` links to: its profiles, the discussions of its posts and project
 * pages, and the services a post can be shared to.
 */
export function contentIcons(content: Pick<LoadedContent, 'site' | 'posts' | 'unlisted' | 'projects'>): IconSprite {
  const discussed = [...content.posts, ...content.unlisted, ...content.projects].flatMap(
    (page) => page.discussion ?? [],
  );
  return iconSprite([
    ...content.site.links.map((link) => linkKind(link.url)),
    ...discussionLinks(discussed).map((link) => link.icon),
    ...(content.posts.length + content.unlisted.length > 0 ? SHARE_ICONS : []),
  ]);
}
