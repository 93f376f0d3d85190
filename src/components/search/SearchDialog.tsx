import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { resultCountText, type SearchHit } from '../../lib/search.ts';
import { chosenResult, movedActive } from '../../lib/search-list.ts';
import { openFoundPage } from './search-opener.ts';
import { SearchResults } from './SearchResults.tsx';
import styles from './SearchDialog.module.css';
import { useModalDialog } from './useModalDialog.ts';
import { useSearch } from './useSearch.ts';

interface SearchDialogProps {
  /** What the field starts with: the last search made on this page, selected so typing replaces it. */
  initialQuery: string;
  /** Called as the dialog shows, with its element. */
  onShow: (dialog: HTMLDialogElement) => void;
  /** Called once the dialog has closed (Esc, Close, a click outside it, or a result opened), with the field's text. */
  onClose: (query: string) => void;
}

/**
 * Full-text search over the site in a native modal `<dialog>` (focus stays inside, Esc closes it), like
 * the gallery's larger view. The field is a combobox over the list of results: the arrow keys move
 * through them while the field keeps focus, Enter opens the active one (the first when none is), and a
 * status line counts the results for screen readers as well as the eye.
 */
export default function SearchDialog({ initialQuery, onShow, onClose }: SearchDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const ids = useId();
  const [query, setQuery] = useState(initialQuery);
  const { found, active, setActive, failed, search: show } = useSearch();

  // Open as a modal as it mounts; hand the field's text back once it has closed.
  useModalDialog(
    ref,
    onShow,
    useCallback(() => onClose(query), [onClose, query]),
  );

  // Then search for the field's first text, loading Pagefind.
  useEffect(() => {
    field.current?.select();
    show(initialQuery);
  }, [show, initialQuery]);

  const hits = found?.hits ?? [];
  const optionId = (index: number) => `${ids}-result-${index}`;
  const listId = `${ids}-results`;

  const open = (hit: SearchHit) => {
    ref.current?.close();
    openFoundPage(hit.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      const chosen = chosenResult(active, hits.length);
      const hit = chosen === undefined ? undefined : hits[chosen];
      if (hit) {
        event.preventDefault();
        open(hit);
      }
      return;
    }
    const next = movedActive(event.key, active, hits.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  };

  const status = failed
    ? 'Search could not load; try again later'
    : resultCountText(found?.query ?? '', found?.count ?? 0);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={`${ids}-title`}>
      <div className={styles.frame}>
        <div className={styles.bar}>
          <h2 id={`${ids}-title`} className={styles.title}>
            Search
          </h2>
          <button type="button" className={styles.close} onClick={() => ref.current?.close()}>
            Close
          </button>
        </div>
        <label htmlFor={`${ids}-field`} className="visually-hidden">
          Search posts, projects and experience
        </label>
        <input
          ref={field}
          id={`${ids}-field`}
          className={styles.field}
          type="text"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={hits.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && active < hits.length ? optionId(active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="Posts, projects, experience…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            show(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <p role="status" className={styles.status}>
          {status}
        </p>
        {hits.length > 0 && (
          <SearchResults hits={hits} active={active} listId={listId} optionId={optionId} onOpen={open} />
        )}
        <p className={styles.hint} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
