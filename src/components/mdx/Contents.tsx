import type { SectionHeading } from '../../content/schema.ts';
import styles from './Contents.module.css';

interface ContentsProps {
  /** Filled in at build time from the post's `##` headings (see scripts/mdx/rehype-sections.ts). */
  items?: readonly SectionHeading[];
}

/** The numbered contents list of a post, linking to its sections. */
export function Contents({ items = [] }: ContentsProps) {
  return (
    <nav aria-labelledby="contents-title" className={styles.contents}>
      <h2 id="contents-title" className={styles.title}>
        Contents
      </h2>
      <ol className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className={styles.link}>
              <span className={styles.number}>{item.number}.</span> {item.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
