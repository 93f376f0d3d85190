import type { ReactNode } from 'react';
import styles from './Tag.module.css';

interface TagListProps {
  /** The tags' text. */
  items: readonly ReactNode[];
  /** Accessible name of the list, e.g. "Stack". */
  label: string;
  className?: string | undefined;
}

/** A list of small tags (stack, skills, focus areas). */
export function TagList({ items, label, className }: TagListProps) {
  return (
    <ul className={`${styles.list} ${className ?? ''}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className={styles.tag}>
          {item}
        </li>
      ))}
    </ul>
  );
}
