import { TOP_ID } from '../../lib/sections.ts';
import { ArrowUpIcon } from '../icons.tsx';
import styles from './BackToTop.module.css';

/**
 * Floating button shown while the page is scrolled more than 400 px. What it does is wired by the
 * page's first script (back-to-top.ts), so it works before React hydrates. (A post keeps it beside its
 * text column: PageBar.module.css.)
 */
export function BackToTop() {
  return (
    <button type="button" className={styles.button} data-back-to-top={TOP_ID} aria-label="Back to top">
      <ArrowUpIcon />
      <span className={styles.label}>Back to top</span>
    </button>
  );
}
