import { useCallback, useRef, useState } from 'react';
import { searchHit, type SearchHit } from '../../lib/search.ts';
import { loadPagefind } from './pagefind.ts';

/** Results shown at most; the count says how many there are. */
const SHOWN = 10;

/** The results of one search: what was searched, how many pages match, the first ones. */
export interface Found {
  query: string;
  count: number;
  hits: SearchHit[];
}

/** The results for `text`, from Pagefind (loading since the dialog opened); undefined for an empty field. */
async function findPages(text: string): Promise<Found | undefined> {
  if (text.trim() === '') return undefined;
  const pagefind = await loadPagefind();
  const answer = await pagefind.search(text);
  // Pagefind answers null for a search a newer one replaced.
  if (!answer) return undefined;
  const fragments = await Promise.all(answer.results.slice(0, SHOWN).map((result) => result.data()));
  return { query: text, count: answer.results.length, hits: fragments.map(searchHit) };
}

/** The search dialog's state: the latest results, the active one, whether search failed to load. */
export interface SearchState {
  found: Found | undefined;
  /** The index of the result the arrow keys made active, -1 for none. */
  active: number;
  setActive: (index: number) => void;
  failed: boolean;
  /** Searches for `text`; the results replace the last ones, unless a newer search was asked for first. */
  search: (text: string) => void;
}

/** Searches with Pagefind as the visitor types, keeping only the answer to the latest search. */
export function useSearch(): SearchState {
  const [found, setFound] = useState<Found | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  /** The latest search: an answer to an older one, arriving late, is dropped. */
  const latest = useRef(0);
  const search = useCallback((text: string) => {
    const asked = ++latest.current;
    findPages(text).then(
      (result) => {
        if (asked !== latest.current) return;
        setFound(result);
        setActive(-1);
        setFailed(false);
      },
      () => {
        if (asked === latest.current) setFailed(true);
      },
    );
  }, []);
  return { found, active, setActive, failed, search };
}
