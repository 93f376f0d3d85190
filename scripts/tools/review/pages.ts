/**
 * What a change does to the built site: every route's rendered text (and the pictures it shows), read
 * from two builds and compared, and whether its stylesheets changed (a change of code, as an upgrade
 * brings, can change how every page looks without a word of it). Routes are the built `index.html`
 * files, so a new post is a new route without a list kept here.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import { listBuiltFiles, readBuiltPage } from '../../pipeline/prerender/built-site.ts';
import { isHiddenFromSight, textLines } from './text.ts';
import { wordDiff, type Excerpt } from './words.ts';

/**
 * One route of a build: its title, its visible text (a line per block) and the pictures it shows, each
 * named by the image files it is made of (one picture is an AVIF, a WebP and a JPEG in several sizes).
 */
export interface RoutePage {
  route: string;
  title: string;
  lines: string[];
  pictures: string[];
  /** A hash of the bytes of the stylesheets the page links, in order: equal when it is styled the same. */
  styles: string;
}

/** A build, read: its routes. */
export interface BuiltSite {
  pages: Map<string, RoutePage>;
}

/** How the pictures of a page changed: new ones, removed ones, and ones replaced by another. */
export interface PictureChanges {
  added: number;
  removed: number;
  replaced: number;
}

/** How one route differs between the builds. */
export interface RouteChange {
  route: string;
  status: 'added' | 'removed' | 'changed';
  /** Words added and removed in the page's text. */
  added: number;
  removed: number;
  excerpts: Excerpt[];
  /** Pictures only the newer version shows, only the older, and replaced (a new file gets new hashed names). */
  pictures: PictureChanges;
  /** Its stylesheets changed: it may look different with the same words. */
  restyled: boolean;
}

/** The route a built file serves: `index.html` → `/`, `blog/a-post/index.html` → `/blog/a-post`. */
export function routeOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '')}`;
}

/** Reads every page of the build in `dir`, made for the base path `base` (its stylesheets' hrefs are under it). */
export function readBuiltSite(dir: string, base: string): BuiltSite {
  const pages = new Map<string, RoutePage>();
  const stylesheets = new Map<string, string[]>();
  for (const file of listBuiltFiles(dir).filter((f) => f === 'index.html' || f.endsWith('/index.html'))) {
    const page = readBuiltPage(file, dir);
    const route = routeOf(file);
    const [body] = page.tags('body');
    const [title] = page.tags('title');
    stylesheets.set(
      route,
      page
        .all((e) => e.tagName === 'link' && String(e.properties.rel) === 'stylesheet')
        .map((e) => String(e.properties.href)),
    );
    pages.set(route, {
      route,
      title: title ? textLines(title).join(' ') : '',
      lines: body ? textLines(body) : [],
      pictures: body ? picturesOf(body) : [],
      styles: '',
    });
  }
  const hashes = new Map<string, string>();
  const hashOf = (href: string) => {
    const file = path.join(dir, path.posix.relative(base, href));
    const known = hashes.get(file);
    if (known !== undefined) return known;
    const hash = existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : `missing ${href}`;
    hashes.set(file, hash);
    return hash;
  };
  for (const [route, page] of pages) {
    const hash = createHash('sha256');
    for (const href of stylesheets.get(route) ?? []) hash.update(`${hashOf(href)}\n`);
    page.styles = hash.digest('hex');
  }
  return { pages };
}

/**
 * The pictures a visitor sees in `node`, in page order: each `<img>` with the `<source>`s of its
 * `<picture>`, named by its image files, sorted. One kept out of sight (in a closed menu) is not shown.
 */
export function picturesOf(node: Element): string[] {
  const pictures: string[] = [];
  const name = (elements: Element[]) => [...new Set(elements.flatMap(imageFiles))].sort().join(' ');
  const visit = (element: Element) => {
    if (isHiddenFromSight(element)) return;
    const children = element.children.filter((c): c is Element => c.type === 'element');
    if (element.tagName === 'img') pictures.push(name([element]));
    else if (element.tagName === 'picture' && children.some((c) => c.tagName === 'img')) pictures.push(name(children));
    else children.forEach(visit);
  };
  visit(node);
  return pictures;
}

/** The files an `<img>` or `<source>` can load. */
function imageFiles(element: Element): string[] {
  if (element.tagName !== 'img' && element.tagName !== 'source') return [];
  const { src, srcSet } = element.properties;
  const set = Array.isArray(srcSet) ? srcSet.map(String) : typeof srcSet === 'string' ? srcSet.split(',') : [];
  return [...(typeof src === 'string' ? [src] : []), ...set.map((s) => s.trim().split(/\s+/)[0] ?? '')].filter(Boolean);
}

/**
 * How the pictures `after` differ from `before` (each named by its files): a picture is new, or gone,
 * when no picture on the other side is made of the same files; a new one where one went replaced it
 * (a gallery image swapped for another file, a new profile photo).
 */
export function pictureChanges(before: readonly string[], after: readonly string[]): PictureChanges {
  const left = [...before];
  let added = 0;
  for (const picture of after) {
    const same = left.indexOf(picture);
    if (same === -1) added++;
    else left.splice(same, 1);
  }
  const replaced = Math.min(added, left.length);
  return { added: added - replaced, removed: left.length - replaced, replaced };
}

/** The page's text as compared: its title, then its body, a line per block. */
const textOfPage = (page: RoutePage) => [`Title: ${page.title}`, ...page.lines].join('\n');

const NO_PICTURE_CHANGES: PictureChanges = { added: 0, removed: 0, replaced: 0 };

/** How the routes of `after` differ from those of `before`; unchanged routes are left out. */
export function diffSites(before: BuiltSite, after: BuiltSite): RouteChange[] {
  const changes: RouteChange[] = [];
  const routes = [...new Set([...after.pages.keys(), ...before.pages.keys()])].sort();
  for (const route of routes) {
    const [b, a] = [before.pages.get(route), after.pages.get(route)];
    const diff = wordDiff(b ? textOfPage(b) : '', a ? textOfPage(a) : '');
    const pictures = b && a ? pictureChanges(b.pictures, a.pictures) : NO_PICTURE_CHANGES;
    const picturesChanged = pictures.added + pictures.removed + pictures.replaced > 0;
    const restyled = b !== undefined && a !== undefined && b.styles !== a.styles;
    if (b && a && diff.excerpts.length === 0 && !picturesChanged && !restyled) continue;
    changes.push({
      route,
      status: !b ? 'added' : !a ? 'removed' : 'changed',
      added: diff.added,
      removed: diff.removed,
      excerpts: b && a ? diff.excerpts : [],
      pictures,
      restyled,
    });
  }
  return changes;
}
