/**
 * What opens search: the header's Search link (SearchButton.tsx), `/` and Ctrl-K or ⌘-K. Wired by the
 * page's first script (entry-client.tsx), so search opens from the first tap or key, seconds before React
 * hydrates on a slow phone; without JavaScript the link leads to the blog index. The dialog and
 * Pagefind load only when search is first opened. No React here: this loads with the first script.
 */
import { opensSearch } from '../../lib/search-shortcuts.ts';
import { withBase } from '../../lib/urls.ts';

/** The attribute SearchButton.tsx puts on the header's Search link. */
const OPENER = '[data-search-open]';

/**
 * The event the dialog sends on `window` to open a page inside the app. The dialog has a React root of
 * its own, outside the router: the app's router answers the event by cancelling it (SearchButton.tsx).
 */
export const SEARCH_NAVIGATE_EVENT = 'portfolio:search-navigate';

/**
 * Opens the page at the app path `path` (`/blog/post#section`) from search: with the app's router once
 * the page has hydrated, else by loading the page. (Here rather than in the dialog's code: SearchButton
 * and the dialog both need the event, and this module is loaded before either.)
 */
export function openFoundPage(path: string): void {
  const answered = !dispatchEvent(new CustomEvent(SEARCH_NAVIGATE_EVENT, { detail: path, cancelable: true }));
  if (!answered) location.assign(withBase(path));
}

/** Whether `element` is rendered; browsers without checkVisibility (Safari before 17.4) say it is. */
function isShown(element: Element): boolean {
  return !('checkVisibility' in element) || element.checkVisibility();
}

/** Makes the Search link, present and future, and the shortcuts open search. */
export function wireSearch(): void {
  const open = (opener: Element | null) => {
    void import('./open-search.tsx').then((search) => search.openSearch(opener));
  };
  // With a script the link opens a dialog: say so, before React renders the same attributes.
  for (const link of document.querySelectorAll(OPENER)) {
    link.setAttribute('role', 'button');
    link.setAttribute('aria-haspopup', 'dialog');
  }
  // Capturing: see theme-toggle.ts. A click with a modifier key still follows the link (a new tab).
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element && event.target.closest(OPENER);
      if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      open(link);
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    // A field no longer shown takes no typing: the keys right after Esc closes the dialog still go to
    // its field, until the browser moves focus off it.
    const target = event.target instanceof Element && isShown(event.target) ? event.target : null;
    // The link is a button once scripted, and a button opens on Space too.
    const space = event.key === ' ' && target?.matches(OPENER) === true;
    if (!space && !opensSearch(event, target)) return;
    event.preventDefault();
    open(document.activeElement);
  });
}
