import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin } from './scripts/content/plugin.ts';
import { eagerCommonjs } from './scripts/eager-commonjs.ts';
import { mdxPlugins } from './scripts/mdx/plugin.ts';
import { staticHostPreview } from './scripts/preview-plugin.ts';
import { resumePlugin } from './scripts/resume/plugin.ts';
import { basePath, siteUrl } from './scripts/site-url.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
// resolve, not join: CONTENT_DIR may be absolute (tests point it at a temporary copy).
const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? 'content');
const publicDir = path.join(root, 'public');
const url = siteUrl(contentDir);
/** React, react-dom, the router, and the bundler's small runtime that every chunk imports. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|^\0rolldown[\\/]runtime/;
const reactRouterDist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');

export default defineConfig(({ isSsrBuild, command }) => ({
  base: basePath(url),
  // The footer's copyright year in the prerendered HTML; the client starts from it so hydration matches.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  publicDir,
  plugins: [
    ...mdxPlugins(),
    react({ include: /\.(mdx|tsx|ts)$/ }),
    imagetools({ removeMetadata: true }),
    contentPlugin({ contentDir, publicDir, siteUrl: url }),
    staticHostPreview(),
    resumePlugin({ contentDir, publicDir, siteUrl: url }),
    lowPriorityEntry(),
    eagerCommonjs(),
  ],
  resolve: {
    // react-router's package exports only its development build, which carries dev warnings; its
    // production build is the same code with them switched off. The client bundle takes that one.
    alias:
      command === 'build' && !isSsrBuild
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    manifest: true,
    // No data: URIs, so a strict Content Security Policy can limit images and fonts to our own files.
    assetsInlineLimit: 0,
    target: 'es2022',
    // Every browser that runs es2022 modules but lacks modulepreload still loads the modules, just later.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React, react-dom and the router change less often than the site: one long-cached vendor
        // chunk. The rest splits by route: the entry carries home and the layout, each post's code
        // and MDX load only on the post.
        codeSplitting: isSsrBuild ? true : { groups: [{ name: 'vendor', test: VENDOR }] },
      },
    },
  },
}));

/**
 * Marks the entry script `fetchpriority="low"`: it only waits for the page to finish loading (see
 * src/entry-client.tsx), so it must not take a connection or bandwidth from the stylesheet and the
 * hero image. Vite writes the entry's tag itself, so the attribute is added after it has.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'portfolio:low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script type="module" crossorigin src=/g,
          '<script type="module" fetchpriority="low" crossorigin src=',
        ),
    },
  };
}
