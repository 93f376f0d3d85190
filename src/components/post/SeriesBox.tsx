import { Link } from 'react-router-dom';
import { postPath } from '../../lib/routes-paths.ts';
import { partLabel, type SeriesData } from '../../lib/series.ts';
import styles from './SeriesBox.module.css';

/**
 * A post's place in its series: "Part n of m" and the series' name, then every part in order, each a
 * link but the post itself, which is marked as the current page.
 */
export function SeriesBox({ series }: { series: SeriesData }) {
  return (
    <nav aria-label={`Series: ${series.name}`} className={styles.box} data-pagefind-ignore>
      <p className={styles.heading}>
        <span className={styles.part}>{partLabel(series)}</span> {series.name}
      </p>
      <ol className={styles.parts}>
        {series.parts.map((part, index) => (
          <li key={part.slug} className={styles.item}>
            {index + 1 === series.part ? (
              <span aria-current="page" className={styles.current}>
                {part.title}
                {/* Said by aria-current to assistive technology; shown to everyone else. */}
                <span aria-hidden="true" className={styles.here}>
                  {' '}
                  (this post)
                </span>
              </span>
            ) : (
              <Link to={postPath(part.slug)} className={styles.link}>
                {part.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
