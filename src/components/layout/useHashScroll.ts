import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { idFromHash, scrollToId } from '../../lib/scroll.ts';

/**
 * Scrolls to the element named by the location's hash: on first load (`/#contact`), on in-page
 * links and after navigating from another page. A new page starts at its top, then (with a hash)
 * scrolls to the target. A layout effect, so no frame is painted at the old page's scroll offset.
 */
export function useHashScroll(): void {
  const { pathname, hash, key } = useLocation();
  const previousPath = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const newPage = previousPath.current !== undefined && previousPath.current !== pathname;
    previousPath.current = pathname;
    if (newPage) window.scrollTo({ top: 0, behavior: 'instant' });
    if (hash) scrollToId(idFromHash(hash));
  }, [pathname, hash, key]);
}
