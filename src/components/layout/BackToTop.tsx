import { ArrowUpIcon } from '../icons.tsx';
import styles from './BackToTop.module.css';
import type { LayoutVariant } from './Layout.tsx';

interface BackToTopProps {
  /** On a post the button keeps out of the text column (see BackToTop.module.css). */
  variant: LayoutVariant;
}

/**
 * Floating button shown while the page is scrolled more than 400 px. What it does is wired by the
 * page's first script (back-to-top.ts), so it works before React hydrates.
 */
export function BackToTop({ variant }: BackToTopProps) {
  return (
    <button
      type="button"
      className={variant === 'post' ? `${styles.button} ${styles.post}` : styles.button}
      data-back-to-top=""
    >
      <ArrowUpIcon />
      <span className={styles.label}>Back to top</span>
    </button>
  );
}
