import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../lib/routes-paths.ts';
import { TOP_ID } from '../../lib/sections.ts';
import styles from './PageBar.module.css';

interface PageBarProps {
  /** The bar's name for assistive technology: "Post", "Project". */
  label: string;
  /** The list the page belongs to, and its link's text ("All posts"); a page of its own has none. */
  list?: { to: string; text: string } | undefined;
}

/** The sticky bar of a post, a project page or a page of its own: Back to Home, the page's list, and Top. */
export function PageBar({ label, list }: PageBarProps) {
  return (
    <div className={styles.bar}>
      <nav aria-label={label} className={styles.barInner}>
        <div className={styles.barGroup}>
          <Link to={HOME_PATH} className={styles.barLink}>
            <span aria-hidden="true">← </span>Back to Home
          </Link>
          {list && (
            <Link to={list.to} className={styles.barLink}>
              {list.text}
            </Link>
          )}
        </div>
        <a href={`#${TOP_ID}`} className={styles.barLink}>
          Top<span aria-hidden="true"> ↑</span>
        </a>
      </nav>
    </div>
  );
}
