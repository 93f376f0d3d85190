import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import content from 'virtual:content';
import { applyHead, headFor } from '../../lib/head.ts';

/** Keeps the document's title, description and canonical URL in step with client-side navigation. */
export function usePageHead(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(headFor(pathname, content));
  }, [pathname]);
}
