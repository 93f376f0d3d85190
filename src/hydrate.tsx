/**
 * Makes the prerendered page interactive: loads the current route's code, then hydrates. Loaded by
 * `entry-client.tsx` once the page has painted. Its stylesheet (the global styles and every component's
 * CSS module) is linked from the prerendered HTML by the prerenderer, so it never waits for this code.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { App } from './App.tsx';
import { routes } from './routes.tsx';
import { BASE_PATH } from './lib/urls.ts';
import './styles/global.css';

const basename = BASE_PATH.replace(/\/$/, '');

/** Path inside the app, without the base path. */
function appPath(): string {
  const path = window.location.pathname;
  return path.startsWith(basename) ? path.slice(basename.length) || '/' : path;
}

/** Loads the current route's code first, so hydration finds the same tree the prerenderer wrote. */
async function preloadCurrentRoute(): Promise<void> {
  for (const route of routes) {
    const match = matchPath({ path: route.path, end: true }, appPath());
    if (!match) continue;
    await route.preload?.(match.params);
    return;
  }
}

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
// that very chunk would deadlock, so the bundler would have to split this module's code apart.
void preloadCurrentRoute().then(nextTask).then(hydrate);
