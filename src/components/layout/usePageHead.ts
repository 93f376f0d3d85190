import { useEffect } from 'react';
import { applyHead, type PageHead } from '../../lib/head.ts';

/**
 * Keeps the document's title, description and canonical URL in step with client-side navigation. The
 * first page's data has no head: its prerendered document has it already.
 */
export function usePageHead(head: PageHead | undefined): void {
  useEffect(() => {
    if (head) applyHead(head);
  }, [head]);
}
