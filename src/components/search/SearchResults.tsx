import type { MouseEvent } from 'react';
import type { SearchHit } from '../../lib/search.ts';
import { withBase } from '../../lib/urls.ts';
import { Excerpt } from './Excerpt.tsx';
import styles from './SearchDialog.module.css';

interface SearchResultsProps {
  hits: readonly SearchHit[];
  /** The result the arrow keys made active (-1 for none): the field's active descendant. */
  active: number;
  /** The list's id, and each result's, which the field points at. */
  listId: string;
  optionId: (index: number) => string;
  /** Opens a result's page in place. */
  onOpen: (hit: SearchHit) => void;
}

/** The results as the field's listbox: each a link to its page, with its section and the excerpt that matched. */
export function SearchResults({ hits, active, listId, optionId, onOpen }: SearchResultsProps) {
  // A plain click opens the page in place; with a modifier it stays the browser's (a new tab or window).
  const onClick = (event: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(hit);
  };
  return (
    <ul id={listId} role="listbox" aria-label="Results" className={styles.results}>
      {hits.map((hit, index) => (
        <li key={`${hit.path} ${String(index)}`} role="presentation">
          <a
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            href={withBase(hit.path)}
            className={styles.result}
            onClick={(event) => onClick(event, hit)}
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
  );
}
