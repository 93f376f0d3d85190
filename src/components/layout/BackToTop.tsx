import { useEffect, useState } from 'react';
import { isPastBackToTopThreshold, scrollBehavior } from '../../lib/scroll.ts';
import { TOP_ID } from '../../lib/sections.ts';
import { ArrowUpIcon } from '../icons.tsx';
import styles from './BackToTop.module.css';

/** Floating button shown while the page is scrolled more than 400 px; checked on load and every scroll. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(isPastBackToTopThreshold(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const backToTop = () => {
    // Focus the top of the page so the next Tab starts from the skip link, then scroll there.
    document.getElementById(TOP_ID)?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  return (
    <button type="button" className={styles.button} hidden={!visible} onClick={backToTop}>
      <ArrowUpIcon />
      <span className={styles.label}>Back to top</span>
    </button>
  );
}
