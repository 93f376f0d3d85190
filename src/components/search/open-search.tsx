/**
 * Search's own React root, loaded when search is first opened (search-opener.ts). Apart from the app's
 * root, so search opens before the page has hydrated and the app's hydration never meets the dialog.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { forgetPagefindIndex } from './pagefind.ts';
import { SearchDialog } from './SearchDialog.tsx';

let root: Root | undefined;
let isOpen = false;
let opened = 0;
/** The last search made on this page, offered again at the next opening. */
let lastQuery = '';

/** Shows the search dialog, unless it is open; once it closes, focus returns to `opener`. */
export function openSearch(opener: Element | null): void {
  if (isOpen) return;
  isOpen = true;
  // The dev server's index follows the files: each opening reads it afresh.
  if (import.meta.env.DEV) forgetPagefindIndex();
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    // Its own prefix: useId in this root must never repeat an id of the app's root.
    root = createRoot(container, { identifierPrefix: 'search-' });
  }
  const shown = root;
  const close = (query: string) => {
    isOpen = false;
    lastQuery = query;
    shown.render(null);
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  opened += 1;
  // A new key each time: every opening is a new dialog, from the last search.
  shown.render(
    <StrictMode>
      <SearchDialog key={opened} initialQuery={lastQuery} onClose={close} />
    </StrictMode>,
  );
}
