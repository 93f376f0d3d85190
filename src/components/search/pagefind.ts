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
}

/** Words in an excerpt: a couple of lines in the dialog. */
const EXCERPT_WORDS = 22;

let loading: Promise<Pagefind> | undefined;

/** Pagefind, loaded and ready (once per page; a failed load is tried again on the next call). */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    // Not bundled: the file is the build's output, at the site's base path (a sub-path deploy included).
    const pagefind = (await import(/* @vite-ignore */ searchScriptUrl(import.meta.env.BASE_URL))) as Pagefind;
    // URLs as the index has them, the app's paths: the dialog adds the base path itself, for its links
    // and the router (Pagefind would otherwise prefix the folder its script was loaded from).
    await pagefind.options({ baseUrl: '/', excerptLength: EXCERPT_WORDS });
    await pagefind.init();
    return pagefind;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
