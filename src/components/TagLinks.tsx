import { Link } from 'react-router-dom';
import { tagPath } from '../lib/routes-paths.ts';
import styles from './TagLinks.module.css';

interface TagLinksProps {
  /** The tags, each a link to its page. */
  tags: readonly string[];
  /** Accessible name of the list, e.g. "Tags of this post". */
  label: string;
  className?: string | undefined;
  /** On a page search indexes: the chips are links to other pages, not the page's text. */
  ignoredBySearch?: boolean;
}

/** A post's or project's tags as chips, each leading to the tag's page (nothing when there are none). */
export function TagLinks({ tags, label, className, ignoredBySearch = false }: TagLinksProps) {
  if (tags.length === 0) return null;
  return (
    <ul
      className={`${styles.list} ${className ?? ''}`}
      aria-label={label}
      {...(ignoredBySearch && { 'data-pagefind-ignore': '' })}
    >
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={tagPath(tag)} className={styles.link}>
            <span className={styles.chip}>
              <span aria-hidden="true">#</span>
              {tag}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
