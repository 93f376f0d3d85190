/**
 * Search's own React root, loaded when search is first opened (search-opener.ts). Apart from the app's
 * root, so search opens before the page has hydrated and the app's hydration never meets the dialog.
 *
 * The dialog's code and stylesheet load from here, a step later, while Pagefind starts loading: the
 * prerenderer links into every page the stylesheets of what the first script loads lazily (this module
 * is one), and the dialog's stylesheet must not load before search opens.
 */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { forgetPagefindIndex, loadPagefind } from './pagefind.ts';

const SearchDialog = lazy(() => import('./SearchDialog.tsx'));

let root: Root | undefined;
let isOpen = false;
/** The dialog of the current opening, once it shows, until its closing is reported. */
let shownDialog: HTMLDialogElement | undefined;
/** Set when search is asked for while its dialog is closing: it opens again once closed. */
let reopen = false;
let opened = 0;
/** The last search made on this page, offered again at the next opening. */
let lastQuery = '';

/** Shows the search dialog, unless it is open; once it closes, focus returns to `opener`. */
export function openSearch(opener: Element | null): void {
  if (isOpen) {
    // A dialog that has shown and shut is closing: its close event comes a task after it shuts (Esc,
    // then Ctrl-K at once), so open again once that is reported.
    if (shownDialog && !shownDialog.open) reopen = true;
    return;
  }
  isOpen = true;
  // The dev server's index follows the files: each opening reads it afresh.
  if (import.meta.env.DEV) forgetPagefindIndex();
  // At once, alongside the dialog's code: the dialog's first search waits for it. (A failure shows there.)
  loadPagefind().catch(() => undefined);
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    // Its own prefix: useId in this root must never repeat an id of the app's root.
    root = createRoot(container, { identifierPrefix: 'search-' });
  }
  const shown = root;
  const close = (query: string) => {
    isOpen = false;
    shownDialog = undefined;
    lastQuery = query;
    shown.render(null);
    if (reopen) {
      reopen = false;
      openSearch(opener);
    } else if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  opened += 1;
  // A new key each time: every opening is a new dialog, from the last search.
  shown.render(
    <StrictMode>
      <Suspense fallback={null}>
        <SearchDialog
          key={opened}
          initialQuery={lastQuery}
          onShow={(dialog) => (shownDialog = dialog)}
          onClose={close}
        />
      </Suspense>
    </StrictMode>,
  );
}
