/**
 * Full-text search: where the build writes Pagefind's index, and how one of Pagefind's results becomes
 * the hit the search dialog shows (its title, the section that matched and its link, the excerpt).
 * Pure: the dialog (src/components/search/) loads Pagefind and hands its results here.
 */

/** The folder of the built site that holds Pagefind's script and index (its "bundle"). */
export const SEARCH_DIR = 'pagefind';

/** The URL of Pagefind's script for a site served at `base` ("/" or "/portfolio/"). */
export function searchScriptUrl(base: string): string {
  return `${base}${SEARCH_DIR}/pagefind.js`;
}

/** An element with an id on an indexed page, and the number of words before it. */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

/** A matching word: its position among the page's words and how much it counts. */
export interface PagefindWordLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

/** A part of a page that Pagefind splits at headings with an id: the page's top, or one heading's section. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** The heading the part starts at; absent for the part before the first heading. */
  anchor?: PagefindAnchor;
  weighted_locations: PagefindWordLocation[];
}

/** The part of a loaded Pagefind result (`await result.data()`) this module reads. */
export interface PagefindFragment {
  url: string;
  excerpt: string;
  /** The page's text as Pagefind stored it, before it escaped `<` and `>` for excerpts. */
  content?: string;
  meta: Partial<Record<string, string>>;
  /** Every element with an id on the page, in document order. */
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

/** One search result as the dialog shows it. */
export interface SearchHit {
  /** The page's title (its `<title>`). */
  title: string;
  /** Where the match is, as an app path: `/blog/karl#hardware`, `/#experience`, `/blog/karl`. */
  path: string;
  /** The heading of the section the match is in; undefined when it is above the first heading, or under the h1. */
  section: string | undefined;
  /** Pagefind's excerpt: the text with `<` and `>` escaped and each matching word in `<mark>`. */
  excerpt: string;
  /** The page's text, which the excerpt's words are read back from (search-excerpt.ts). */
  content?: string | undefined;
}

const score = (part: PagefindSubResult) => part.weighted_locations.reduce((sum, word) => sum + word.balanced_score, 0);

/**
 * The app path of a URL from the index: Pagefind names a page by its folder (`/blog/karl/`), the app by
 * its route (`/blog/karl`). The hash, if any, is kept.
 */
export function appPath(url: string): string {
  const parsed = new URL(url, 'https://search.invalid');
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return `${decodeURIComponent(pathname)}${parsed.hash}`;
}

/**
 * The id a match in the section starting at `anchor` links to: the first element with an id that starts
 * where the heading does. A home section's id is on the `<section>` around its heading (`#about`, what
 * the nav links to), and the heading's own id (`about-title`) starts at the same word.
 */
export function sectionId(anchor: PagefindAnchor, anchors: readonly PagefindAnchor[]): string {
  return anchors.find((candidate) => candidate.location === anchor.location)?.id ?? anchor.id;
}

/**
 * The hit for a loaded result: the page's title, and the part of the page with the most weight of
 * matching words (ties go to the first), with its excerpt and a link to its section.
 */
export function searchHit(fragment: PagefindFragment): SearchHit {
  const title = fragment.meta.title ?? appPath(fragment.url);
  const content = fragment.content;
  const best = fragment.sub_results.reduce<PagefindSubResult | undefined>(
    (found, part) => (found === undefined || score(part) > score(found) ? part : found),
    undefined,
  );
  if (!best) return { title, path: appPath(fragment.url), section: undefined, excerpt: fragment.excerpt, content };
  const path = appPath(fragment.url).replace(/#.*$/, '');
  // The page's h1 (home's headline) names the whole page: a match under it is a match in the page.
  if (!best.anchor || best.anchor.element === 'h1')
    return { title, path, section: undefined, excerpt: best.excerpt, content };
  return {
    title,
    path: `${path}#${encodeURIComponent(sectionId(best.anchor, fragment.anchors))}`,
    section: best.title,
    excerpt: best.excerpt,
    content,
  };
}

/** What the dialog announces, and shows, for `count` results of `query` (nothing before a query). */
export function resultCountText(query: string, count: number): string {
  if (query.trim() === '') return '';
  if (count === 0) return `No results for “${query.trim()}”`;
  return `${count === 1 ? '1 result' : `${count} results`} for “${query.trim()}”`;
}
