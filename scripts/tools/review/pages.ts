/**
 * What a change does to the built site: every route's rendered text (and the images it shows), read
 * from two builds and compared. Routes are the built `index.html` files, so a new post is a new route
 * without a list kept here.
 */
import type { Element } from 'hast';
import { listBuiltFiles, readBuiltPage } from '../../build/built-site.ts';
import { textLines } from './text.ts';
import { wordDiff, type Excerpt } from './words.ts';

/** One route of a build: its title, its visible text (a line per block) and the image files it shows. */
export interface RoutePage {
  route: string;
  title: string;
  lines: string[];
  images: string[];
}

/** A build, read: its base path (from the home page's canonical URL) and its routes. */
export interface BuiltSite {
  base: string;
  pages: Map<string, RoutePage>;
}

/** How one route differs between the builds. */
export interface RouteChange {
  route: string;
  status: 'added' | 'removed' | 'changed';
  /** Words added and removed in the page's text. */
  added: number;
  removed: number;
  excerpts: Excerpt[];
  /** Image files only the newer version shows, and only the older (a replaced picture gets new hashed names). */
  imagesAdded: number;
  imagesRemoved: number;
}

/** The route a built file serves: `index.html` → `/`, `blog/karl/index.html` → `/blog/karl`. */
export function routeOf(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '')}`;
}

/** Reads every page of the build in `dir`. */
export function readBuiltSite(dir: string): BuiltSite {
  const pages = new Map<string, RoutePage>();
  let base = '/';
  for (const file of listBuiltFiles(dir).filter((f) => f === 'index.html' || f.endsWith('/index.html'))) {
    const page = readBuiltPage(file, dir);
    const route = routeOf(file);
    const [body] = page.tags('body');
    const [title] = page.tags('title');
    if (route === '/') {
      const canonical = page.all((e) => e.tagName === 'link' && String(e.properties.rel) === 'canonical')[0];
      if (typeof canonical?.properties.href === 'string') base = new URL(canonical.properties.href).pathname;
    }
    pages.set(route, {
      route,
      title: title ? textLines(title).join(' ') : '',
      lines: body ? textLines(body) : [],
      images: [...new Set(page.all((e) => e.tagName === 'img' || e.tagName === 'source').flatMap(imageFiles))].sort(),
    });
  }
  return { base, pages };
}

/** The files an `<img>` or `<source>` can load. */
function imageFiles(element: Element): string[] {
  const { src, srcSet } = element.properties;
  const set = Array.isArray(srcSet) ? srcSet.map(String) : typeof srcSet === 'string' ? srcSet.split(',') : [];
  return [...(typeof src === 'string' ? [src] : []), ...set.map((s) => s.trim().split(/\s+/)[0] ?? '')].filter(Boolean);
}

/** The page's text as compared: its title, then its body, a line per block. */
const textOfPage = (page: RoutePage) => [`Title: ${page.title}`, ...page.lines].join('\n');

/** How the routes of `after` differ from those of `before`; unchanged routes are left out. */
export function diffSites(before: BuiltSite, after: BuiltSite): RouteChange[] {
  const changes: RouteChange[] = [];
  const routes = [...new Set([...after.pages.keys(), ...before.pages.keys()])].sort();
  for (const route of routes) {
    const [b, a] = [before.pages.get(route), after.pages.get(route)];
    const diff = wordDiff(b ? textOfPage(b) : '', a ? textOfPage(a) : '');
    const imagesAdded = (a?.images ?? []).filter((i) => !b?.images.includes(i)).length;
    const imagesRemoved = (b?.images ?? []).filter((i) => !a?.images.includes(i)).length;
    if (b && a && diff.excerpts.length === 0 && imagesAdded + imagesRemoved === 0) continue;
    changes.push({
      route,
      status: !b ? 'added' : !a ? 'removed' : 'changed',
      added: diff.added,
      removed: diff.removed,
      excerpts: b && a ? diff.excerpts : [],
      imagesAdded: b && a ? imagesAdded : 0,
      imagesRemoved: b && a ? imagesRemoved : 0,
    });
  }
  return changes;
}
