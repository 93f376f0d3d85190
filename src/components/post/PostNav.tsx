import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PostLinkData } from '../../content/pages.ts';
import { postPath } from '../../lib/routes-paths.ts';
import styles from './PostNav.module.css';

interface PostNavProps {
  /** The post's source code repository, if it has one. */
  repo?: string | undefined;
  /** The posts before and after it by date. */
  previous?: PostLinkData | undefined;
  next?: PostLinkData | undefined;
}

/**
 * Source link (when the post has a repo), Contact me, and previous/next from the posts in date order. Without a next post the
 * Next button stays focusable but `aria-disabled`, with a tooltip on hover and keyboard focus.
 */
export function PostNav({ repo, previous, next }: PostNavProps) {
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
      <nav aria-label="Posts" className={styles.nav}>
        {previous ? (
          <Link to={postPath(previous.slug)} className={styles.button} rel="prev">
            <span className={styles.direction}>Previous</span> {previous.title}
          </Link>
        ) : (
          <Link to="/" className={styles.button}>
            Previous: Home
          </Link>
        )}
        {next ? (
          <Link to={postPath(next.slug)} className={`${styles.button} ${styles.next}`} rel="next">
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
              Next Post
            </button>
            <span id={tipId} role="tooltip" className={styles.tooltip}>
              No next post yet
            </span>
          </span>
        )}
      </nav>
    </footer>
  );
}
