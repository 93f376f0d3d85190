/**
 * What a page's files are made from, as keys: a page is rendered again only when its key changes, so an
 * edit build renders the pages an edit shows on and no other. A page's files are a function of the code,
 * the browser's bundle (the template and the manifest's modules, a body's own chunk apart), the site's
 * profile and base path, which every page shows (the site's part), and of its own state (route, data,
 * head) and its body's compiled parts (the page's part). Keys are built from those values, not from a
 * list of which page shows which post: a list, a tag's page or a post's neighbour holds a post's card in
 * its data, so an edit to what the card shows changes those pages' keys, and an edit to a post's text
 * alone changes its own page's.
 */
import { createHash } from 'node:crypto';
import { stableJson } from '../caches/code-identity.ts';
import type { PageInputs } from '../../../src/entry-server.tsx';
import type { PageCache } from '../caches/page-cache.ts';
import type { Manifest, ServerEntry } from './prerender.ts';

/** What every page is made with: a hash of each part, so a change can be named. */
export interface SiteParts {
  /** The project's code and the packages it runs. */
  code: string;
  /** The browser's bundle: the page template and every module of the manifest but the bodies' own. */
  bundle: string;
  /** The site's profile (site.md), which every page's frame shows, and the build's date as pages show it. */
  profile: string;
  /** The site's base path. */
  base: string;
}

/** What one page is made with besides the site's parts: a hash of each. */
export interface PageParts {
  /** Its state: route, data (its post, the cards of the posts it lists or links) and head. */
  data: string;
  /** Its body's compiled parts and the files of its chunk, if it shows a body. */
  body?: string | undefined;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The site's parts: `code` is the code's identity (see code-identity.ts), `profile` the site's profile and
 * anything else every page shows as a value; the bodies' own modules are left out of the bundle's part,
 * so an edit to one post's text leaves the other pages' keys as they were.
 */
export function siteParts({
  code,
  template,
  manifest,
  bodies,
  profile,
  base,
}: {
  code: string;
  template: string;
  manifest: Manifest;
  /** The source of every body (posts, project pages, pages): their chunks belong to their pages. */
  bodies: Iterable<string>;
  profile: unknown;
  base: string;
}): SiteParts {
  const own = new Set(bodies);
  const shared = Object.fromEntries(Object.entries(manifest).filter(([key]) => !own.has(key)));
  return {
    code: hash(code),
    bundle: hash(`${template}\0${stableJson(shared)}`),
    profile: hash(stableJson(profile)),
    base: hash(base),
  };
}

/** The page's own parts, from what the server entry says it is made of and its body's chunk in `manifest`. */
export function pageParts(inputs: PageInputs, manifest: Manifest): PageParts {
  const { body } = inputs;
  return {
    data: hash(stableJson(inputs.page)),
    body: body && hash(stableJson({ parts: body.parts, chunk: manifest[body.source] ?? null })),
  };
}

/** The key of the page at `path`: its files are the same whenever its key is. */
export function pageKey(site: SiteParts, path: string, page: PageParts): string {
  return hash(stableJson({ site, path, page }));
}

/** Why every page is rendered, or undefined when the site's parts are as the last build's were. */
export function siteChange(last: SiteParts | undefined, now: SiteParts): string | undefined {
  if (!last) return 'no earlier build in this cache';
  if (last.code !== now.code) return 'the code changed';
  if (last.profile !== now.profile) return 'the site’s profile changed';
  if (last.base !== now.base) return 'the base path changed';
  if (last.bundle !== now.bundle) return 'the browser’s bundle changed';
  return undefined;
}

/**
 * Why the page at `path` is rendered again while the site's parts are unchanged: `last` is every page's
 * parts in the last build into the same folder, when the cache has a record of it.
 */
export function pageChange(
  last: Readonly<Record<string, PageParts>> | undefined,
  now: PageParts,
  path: string,
): string {
  const was = last?.[path];
  if (!last) return 'not in the page cache';
  if (!was) return 'a new page';
  if (was.body !== now.body) return 'its body changed';
  if (was.data !== now.data) return 'what it shows of the content changed';
  return 'not in the page cache';
}

/** A page the prerenderer rendered, and why: the others' files came from the page cache as they were. */
export interface RenderedReason {
  path: string;
  why: string;
}

/** What the prerenderer did: the pages it rendered and why, of how many. */
export interface RenderReport {
  /** Every page of the site. */
  pages: number;
  /** Why every page was rendered, when every page was (no cache, or a part every page shows changed). */
  all?: string | undefined;
  /** The pages rendered, each with why. */
  rendered: RenderedReason[];
}

/** The page cache, and the code's identity, which keys every page (see page-keys.ts). */
export interface PrerenderCache {
  pages: PageCache;
  /** The identity of the code (code-identity.ts), as text. */
  code: string;
  /** What every page shows besides the site's profile (the build's year, in the footer). */
  shown: unknown;
}

/**
 * The body sources of `content`: each body's chunk belongs to its own page's key. Unlisted posts are
 * bodies too: left in the site's part, an edit to one would render every page.
 */
export const bodySources = ({
  posts,
  unlisted,
  projects,
  pages,
}: Pick<ServerEntry['content'], 'posts' | 'unlisted' | 'projects' | 'pages'>): string[] => [
  ...[...posts, ...unlisted].map((post) => post.source),
  ...projects.flatMap((project) => (project.page ? [project.page.source] : [])),
  ...pages.map((page) => page.source),
];
