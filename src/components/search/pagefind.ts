/**
 * Pagefind's search API, loaded from the site's own search bundle (written by the build, served from
 * memory by the dev server) the first time the dialog opens: never bundled with the site's code.
 */
import { searchScriptUrl, type PagefindFragment } from '../../lib/search.ts';

/** One match of a search, whose page's data loads on demand. */
export interface PagefindResult {
  id: string;
  data(): Promise<PagefindFragment>;
}

/** The part of Pagefind's API (its `pagefind.js`) the dialog uses. */
export interface Pagefind {
  options(options: { baseUrl?: string; excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] } | null>;
  /** The index's filters (the site has none); loads what any search needs first, the engine included. */
  filters(): Promise<unknown>;
  /** Forgets the loaded index and the options. */
  destroy(): Promise<void>;
}

/** Words in an excerpt: a couple of lines in the dialog. */
const EXCERPT_WORDS = 22;

let loading: Promise<Pagefind> | undefined;

async function start(pagefind: Pagefind): Promise<Pagefind> {
  // URLs as the index has them, the app's paths: the dialog adds the base path itself, for its links
  // and the router (Pagefind would otherwise prefix the folder its script was loaded from).
  await pagefind.options({ baseUrl: '/', excerptLength: EXCERPT_WORDS });
  await pagefind.init();
  // init() only starts Pagefind's worker; this fetches the engine (WebAssembly) and the index's metadata
  // now, while the visitor types, instead of at the first search.
  await pagefind.filters();
  return pagefind;
}

/** Pagefind, loaded and ready (once per page; a failed load is tried again on the next call). */
export function loadPagefind(): Promise<Pagefind> {
  // Not bundled: the file is the build's output, at the site's base path (a sub-path deploy included).
  loading ??= import(/* @vite-ignore */ searchScriptUrl(import.meta.env.BASE_URL)).then((module) =>
    start(module as Pagefind),
  );
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * For the dev server, whose index follows the files (search-dev.ts): the next search starts Pagefind
 * afresh, so it reads the index of the content as it is now, not as it was when the page loaded.
 */
export function forgetPagefindIndex(): void {
  loading = loading?.then(async (pagefind) => {
    await pagefind.destroy();
    return start(pagefind);
  });
}
