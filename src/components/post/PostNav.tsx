import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH, postPath } from '../../lib/routes-paths.ts';
import type { SourceLink } from '../../lib/source-link.ts';
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
  /** The page's own file in the site's repository, when `site.md` names one. */
  source?: SourceLink | undefined;
  /** The pages before and after it in `series` (posts by date by default). */
  previous?: Neighbour | undefined;
  next?: Neighbour | undefined;
  /**
   * The site's only page of its kind, which has no neighbour at all: Previous leads home and Next waits
   * for the next one (the specification's one-post site). A page among others shows only the
   * neighbours it has.
   */
  alone?: boolean;
  series?: PageSeries;
  /** Whether it offers Contact me (a post's and a project's do; a page of the owner's own may not). */
  contact?: boolean;
}

/** The link of one existing neighbour. */
function NeighbourLink({ page, rel, series }: { page: Neighbour; rel: 'prev' | 'next'; series: PageSeries }) {
  const className = rel === 'next' ? `${styles.button} ${styles.next}` : styles.button;
  return (
    <Link to={series.path(page.slug)} className={className} rel={rel}>
      <span className={styles.direction}>{rel === 'prev' ? 'Previous' : 'Next'}</span> {page.title}
    </Link>
  );
}

/**
 * The only page's Previous and Next: Previous: Home, and a Next button that stays focusable but
 * `aria-disabled`, with a tooltip on hover and keyboard focus saying there is no next one yet.
 */
function AloneNav({ series }: { series: PageSeries }) {
  const Noun = series.noun.charAt(0).toUpperCase() + series.noun.slice(1);
  const tipId = useId();
  // Esc hides the tooltip without moving focus or the pointer (WCAG 1.4.13); leaving shows it again next time.
  const [tipDismissed, setTipDismissed] = useState(false);
  return (
    <>
      <Link to={HOME_PATH} className={styles.button}>
        Previous: Home
      </Link>
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
    </>
  );
}

/**
 * Source links (the project's repository, the page's own file), Contact me, and Previous/Next among
 * the posts in date order (or another series of pages: projects): only the neighbours that exist, so
 * the newest post has no Next and the oldest no Previous.
 */
export function PostNav({ repo, source, previous, next, alone = false, series = POSTS, contact = true }: PostNavProps) {
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
        {source && (
          <a href={source.href} target="_blank" rel="noopener noreferrer" className={styles.action}>
            {source.label}
            <span aria-hidden="true">&nbsp;↗</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        {contact && (
          <Link to="/#contact" className={styles.action}>
            Contact me
          </Link>
        )}
      </div>
      {(alone || previous || next) && (
        <nav aria-label={series.label} className={styles.nav}>
          {alone ? (
            <AloneNav series={series} />
          ) : (
            <>
              {previous && <NeighbourLink page={previous} rel="prev" series={series} />}
              {next && <NeighbourLink page={next} rel="next" series={series} />}
            </>
          )}
        </nav>
      )}
    </footer>
  );
}
