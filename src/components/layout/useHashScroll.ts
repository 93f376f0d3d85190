import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { idFromHash, scrollToId } from '../../lib/scroll.ts';

/**
 * Scrolls to the element named by the location's hash: on first load (`/#contact`), on in-page
 * links and after navigating from another page. A navigation without a hash starts at the top.
 */
export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (hash) {
      scrollToId(idFromHash(hash));
    } else if (!isFirst) {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, [pathname, hash, key]);
}
