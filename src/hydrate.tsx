/**
 * Makes the prerendered page interactive. Loaded by `entry-client.tsx` once the page has painted; a
 * lazy route's code (the post's) loads as hydration reaches it (see App.tsx). Its stylesheet (the
 * global styles and every component's CSS module) is linked from the prerendered HTML by the
 * prerenderer, so it never waits for this code.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { BASE_PATH } from './lib/urls.ts';
import './styles/global.css';

const basename = BASE_PATH.replace(/\/$/, '');

/**
 * Hydrates the prerendered page as a transition: React then works in slices of a few milliseconds and
 * lets the browser handle input between them, instead of one long task on a slow phone.
 */
function hydrate(): void {
  const container = document.getElementById('root');
  if (!container) return;
  const app = (
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // The dev server does not prerender, so there is nothing to hydrate: render from scratch.
  if (import.meta.env.DEV) {
    createRoot(container).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, app, {
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

// Not a top-level await: a lazy chunk importing shared code from a module that is still awaiting
// would deadlock, so the bundler would have to split this module's code apart.
void nextTask().then(hydrate);
