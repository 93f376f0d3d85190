import { Link } from 'react-router-dom';
import { pagedPath, type Pagination } from '../../lib/pagination.ts';
import styles from './PageNav.module.css';

interface PageNavProps extends Pagination {
  /** The list's first page (`/blog`); later pages are `<first>/page/<n>`. */
  first: string;
}

/**
 * Previous and Next pages of a list that runs to several pages, with where the reader is: plain links,
 * so they work before any script (and without one), and `rel` says which way each goes.
 */
export function PageNav({ first, page, pages }: PageNavProps) {
  if (pages < 2) return null;
  return (
    <nav aria-label="Pages" className={styles.nav}>
      {page > 1 ? (
        <Link to={pagedPath(first, page - 1)} rel="prev" className={styles.link}>
          <span aria-hidden="true">← </span>Newer posts
        </Link>
      ) : (
        <span />
      )}
      <p className={styles.position}>
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={pagedPath(first, page + 1)} rel="next" className={`${styles.link} ${styles.next}`}>
          Older posts<span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
