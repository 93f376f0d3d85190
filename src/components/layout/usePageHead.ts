import { useEffect } from 'react';
import { applyHead, type PageHead } from '../../lib/head.ts';

/** Keeps the document's title, description and canonical URL in step with client-side navigation. */
export function usePageHead(head: PageHead): void {
  useEffect(() => {
    applyHead(head);
  }, [head]);
}
