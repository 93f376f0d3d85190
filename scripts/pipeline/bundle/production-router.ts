/** The browser's bundle takes react-router's production build (see productionRouterInBrowser). */
import path from 'node:path';
import type { Plugin } from 'vite';
import { PROJECT_ROOT } from '../settings.ts';

const reactRouterDist = path.join(PROJECT_ROOT, 'node_modules', 'react-router', 'dist', 'production');

/**
 * react-router's package exports only its development build, which carries dev warnings; its
 * production build is the same code with them switched off. The browser's bundle takes that one. (The
 * server's bundle leaves react-router to Node, which loads the package's own build for react-router-dom
 * too: one copy of the router.)
 *
 * Upstream: https://github.com/remix-run/react-router/issues/14102 (the package's exports resolve
 * dist/development for every build since 7.0.2, https://github.com/remix-run/react-router/pull/12437).
 * Remove this plugin when react-router's exports map a `production` condition to dist/production:
 * tests/dist/router-build.test.ts then fails, saying so.
 */
export function productionRouterInBrowser(): Plugin {
  const files: Record<string, string> = {
    'react-router': path.join(reactRouterDist, 'index.mjs'),
    'react-router/dom': path.join(reactRouterDist, 'dom-export.mjs'),
  };
  return {
    name: 'portfolio:production-router',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler: (id) => files[id],
    },
  };
}
