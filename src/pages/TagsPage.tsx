import { Link } from 'react-router-dom';
import type { PageProps, TagsData } from '../content/pages.ts';
import { tagPath } from '../lib/routes-paths.ts';
import { taggedCount } from '../lib/tags.ts';
import styles from './ListPage.module.css';

/** `/blog/tags`: every tag in use, alphabetically, each with what carries it. */
export default function TagsPage({ data }: PageProps<TagsData>) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Tags</h1>
        <p className={styles.intro}>
          {data.tags.length} {data.tags.length === 1 ? 'tag' : 'tags'}.
        </p>
      </header>
      <ul className={styles.tags}>
        {data.tags.map((tag) => (
          <li key={tag.tag}>
            <Link to={tagPath(tag.tag)} className={styles.tag}>
              <span className={styles.tagName}>
                <span aria-hidden="true">#</span>
                {tag.tag}
              </span>
              <span className={styles.tagCount}>{taggedCount(tag)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
