import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
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

// Load the current route's code first, so hydration finds the same tree the prerenderer wrote.
for (const route of routes) {
  const match = matchPath({ path: route.path, end: true }, appPath());
  if (!match) continue;
  await route.preload?.(match.params);
  break;
}

const container = document.getElementById('root');
if (container) {
  hydrateRoot(
    container,
    <StrictMode>
      <BrowserRouter basename={basename}>
        <App />
      </BrowserRouter>
    </StrictMode>,
    {
      onRecoverableError(error) {
        console.error('Hydration error:', error);
      },
    },
  );
}
