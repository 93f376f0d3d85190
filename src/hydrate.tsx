/**
 * Makes the prerendered page interactive. Loaded by `entry-client.tsx` once the page has painted, with
 * the page's own modules alongside (its component, its body's islands), so nothing waits for this
 * module to ask for them. The page hydrates from the data it was prerendered from (its JSON block); its
 * stylesheets are linked from the prerendered HTML, so nothing waits for this code. A body's HTML is
 * taken as the page has it, and its islands hydrate on their own inside it (MdxBody.tsx).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserApp } from './App.tsx';
import { clientPages } from './client-pages.ts';
import { pageLinks } from './frame-links.ts';
import { PAGE_DATA_ID } from './lib/page-data.ts';
import { BASENAME } from './lib/urls.ts';
import type { PageState } from './route-table.ts';
import './styles/global.css';
// The owner's accent (theme.accent in site.md), after the tokens it overrides; empty without one.
import 'virtual:theme.css';

/**
 * Hydrates the prerendered page as a transition: React then works in slices of a few milliseconds and
 * lets the browser handle input between them, instead of one long task on a slow phone.
 */
function hydrate(container: HTMLElement): void {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) throw new Error(`the page has no #${PAGE_DATA_ID} block to hydrate from`);
  const first = JSON.parse(block.textContent) as PageState;
  const pathname = window.location.pathname.slice(BASENAME.length) || '/';
  startTransition(() => {
    hydrateRoot(container, <BrowserApp pages={clientPages(pathname, first)} links={pageLinks()} />, {
      onRecoverableError(error) {
        console.error('Hydration error:', error);
      },
    });
  });
}

/** Ends the current task, so evaluating the modules and hydrating are not one long task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const container = document.getElementById('root');
// Not a top-level await: a lazy chunk importing shared code from a module that is still awaiting
// would deadlock, so the bundler would have to split this module's code apart.
if (container) void nextTask().then(() => hydrate(container));
