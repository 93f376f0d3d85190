import { useId } from 'react';
import type { SectionHeading } from '../../content/schema.ts';
import styles from './Contents.module.css';
import { useActiveSection } from './useActiveSection.ts';

interface ContentsProps {
  /** Filled in at build time from the post's `##` headings (see scripts/pipeline/mdx/rehype/sections.ts). */
  items?: readonly SectionHeading[];
}

/**
 * The numbered contents list of a post, linking to its sections. The links are plain fragment
 * links (smooth scrolling and the sticky-bar offset come from CSS, so they work without
 * JavaScript); after hydration the section being read is marked with `aria-current`.
 */
export function Contents({ items = [] }: ContentsProps) {
  const titleId = useId();
  const active = useActiveSection(items.map((item) => item.id));
  return (
    <nav aria-labelledby={titleId} className={styles.contents}>
      <h2 id={titleId} className={styles.title}>
        Contents
      </h2>
      <ol className={styles.list}>
        {items.map((item) => {
          const current = item.id === active;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className={current ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={current ? 'true' : undefined}
              >
                <span className={styles.number}>{item.number}.</span> {item.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
