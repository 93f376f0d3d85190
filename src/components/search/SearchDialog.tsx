import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { resultCountText, searchHit, type SearchHit } from '../../lib/search.ts';
import { chosenResult, movedActive } from '../../lib/search-list.ts';
import { withBase } from '../../lib/urls.ts';
import { Excerpt } from './Excerpt.tsx';
import { loadPagefind } from './pagefind.ts';
import { openFoundPage } from './search-opener.ts';
import styles from './SearchDialog.module.css';

interface SearchDialogProps {
  /** What the field starts with: the last search made on this page, selected so typing replaces it. */
  initialQuery: string;
  /** Called as the dialog shows, with its element. */
  onShow: (dialog: HTMLDialogElement) => void;
  /** Called once the dialog has closed (Esc, Close, a click outside it, or a result opened), with the field's text. */
  onClose: (query: string) => void;
}

/** Results shown at most; the count says how many there are. */
const SHOWN = 10;

/** The results of one search: what was searched, how many pages match, the first ones. */
interface Found {
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
  const [found, setFound] = useState<Found | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const [failed, setFailed] = useState(false);
  /** The latest search: an answer to an older one, arriving late, is dropped. */
  const latest = useRef(0);

  const show = useCallback((text: string) => {
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

  // Open as a modal as it mounts. Layout effects, this one and the listeners' below, run in the commit's
  // own task: a close (Esc) can never come between the dialog showing and its close being heard.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    onShow(dialog);
  }, [onShow]);

  // Then search for the field's first text, loading Pagefind.
  useEffect(() => {
    field.current?.select();
    show(initialQuery);
  }, [show, initialQuery]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    // A click whose target is the dialog itself landed on the backdrop: the frame fills the box.
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    const onClosed = () => onClose(query);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClosed);
    };
  }, [onClose, query]);

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

  // A plain click opens the page in place; with a modifier it stays the browser's (a new tab or window).
  const onResultClick = (event: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(hit);
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
          <ul id={listId} role="listbox" aria-label="Results" className={styles.results}>
            {hits.map((hit, index) => (
              <li key={`${hit.path} ${String(index)}`} role="presentation">
                <a
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  href={withBase(hit.path)}
                  className={styles.result}
                  onClick={(event) => onResultClick(event, hit)}
                >
                  <span className={styles.resultTitle}>{hit.title}</span>
                  {hit.section !== undefined && <span className={styles.section}>{hit.section}</span>}
                  <span className={styles.excerpt}>
                    <Excerpt excerpt={hit.excerpt} content={hit.content} />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.hint} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </p>
      </div>
    </dialog>
  );
}
