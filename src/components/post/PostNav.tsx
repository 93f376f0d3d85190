import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { postPath } from '../../lib/routes-paths.ts';
import styles from './PostNav.module.css';

/** A neighbouring page, as Previous and Next name it. */
interface Neighbour {
  slug: string;
  title: string;
}

/** What the pages in order are: their name (`post`), the nav's label and each one's path. */
export interface PageSeries {
  noun: string;
  label: string;
  path: (slug: string) => string;
}

/** Posts, in date order: the default series. */
export const POSTS: PageSeries = { noun: 'post', label: 'Posts', path: postPath };

interface PostNavProps {
  /** The post's source code repository, if it has one. */
  repo?: string | undefined;
  /** The pages before and after it in `series` (posts by date by default). */
  previous?: Neighbour | undefined;
  next?: Neighbour | undefined;
  series?: PageSeries;
}

/**
 * Source link (when the post has a repo), Contact me, and previous/next from the posts in date order
 * (or another series of pages: projects). Without a next one the Next button stays focusable but
 * `aria-disabled`, with a tooltip on hover and keyboard focus.
 */
export function PostNav({ repo, previous, next, series = POSTS }: PostNavProps) {
  const Noun = series.noun.charAt(0).toUpperCase() + series.noun.slice(1);
  const tipId = useId();
  // Esc hides the tooltip without moving focus or the pointer (WCAG 1.4.13); leaving shows it again next time.
  const [tipDismissed, setTipDismissed] = useState(false);
  return (
    <footer className={styles.footer}>
      <div className={styles.actions}>
        {repo && (
          <a href={repo} target="_blank" rel="noopener noreferrer" className={styles.action}>
            View the source code
            <span aria-hidden="true">&nbsp;↗</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        <Link to="/#contact" className={styles.action}>
          Contact me
        </Link>
      </div>
      <nav aria-label={series.label} className={styles.nav}>
        {previous ? (
          <Link to={series.path(previous.slug)} className={styles.button} rel="prev">
            <span className={styles.direction}>Previous</span> {previous.title}
          </Link>
        ) : (
          <Link to="/" className={styles.button}>
            Previous: Home
          </Link>
        )}
        {next ? (
          <Link to={series.path(next.slug)} className={`${styles.button} ${styles.next}`} rel="next">
            <span className={styles.direction}>Next</span> {next.title}
          </Link>
        ) : (
          <span
            className={styles.tooltipWrap}
            data-dismissed={tipDismissed || undefined}
            onMouseLeave={() => setTipDismissed(false)}
          >
            <button
              type="button"
              className={`${styles.button} ${styles.next}`}
              aria-disabled="true"
              aria-describedby={tipId}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setTipDismissed(true);
              }}
              onBlur={() => setTipDismissed(false)}
            >
              Next {Noun}
            </button>
            <span id={tipId} role="tooltip" className={styles.tooltip}>
              No next {series.noun} yet
            </span>
          </span>
        )}
      </nav>
    </footer>
  );
}
