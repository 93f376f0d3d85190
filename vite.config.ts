import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin, contentSourcePlugin } from './scripts/build/content/plugin.ts';
import { eagerCommonjs } from './scripts/build/eager-commonjs.ts';
import { postCompiler } from './scripts/build/mdx/plugin.ts';
import { staticHostPreview } from './scripts/hosting/preview-plugin.ts';
import { resumePlugin } from './scripts/build/resume/plugin.ts';
import { basePath, siteUrl } from './scripts/build/site-url.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
// resolve, not join: CONTENT_DIR may be absolute (tests point it at a temporary copy).
const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? 'content');
const publicDir = path.join(root, 'public');
const url = siteUrl(contentDir);
/** React, react-dom, the router, and the bundler's small runtime that every chunk imports. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|^\0rolldown[\\/]runtime/;
const reactRouterDist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');

/** The prerenderer's entry: the server environment's bundle renders each page to HTML. */
const SERVER_ENTRY = 'src/entry-server.tsx';

export default defineConfig(() => {
  const posts = postCompiler();
  const content = contentPlugin({ contentDir, publicDir, siteUrl: url, posts });
  return {
    base: basePath(url),
    // The footer's copyright year in the prerendered HTML; the client starts from it so hydration matches.
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    publicDir,
    plugins: [
      contentSourcePlugin(),
      ...posts.plugins,
      react({ include: /\.(mdx|tsx|ts)$/ }),
      imagetools({ removeMetadata: true }),
      content,
      staticHostPreview(),
      resumePlugin({ contentDir, publicDir, siteUrl: url, built: () => content.api.loaded() }),
      lowPriorityEntry(),
      eagerCommonjs(),
      productionRouterInBrowser(),
    ],
    resolve: {
      // Posts may live outside the project (CONTENT_DIR): the React their compiled MDX imports is the
      // project's own, as if they were inside it.
      dedupe: ['react', 'react-dom'],
    },
    // The dev server serves the project and the content folder, wherever CONTENT_DIR puts it.
    server: { fs: { allow: [root, contentDir] } },
    build: {
      // No data: URIs, so a strict Content Security Policy can limit images and fonts to our own files.
      assetsInlineLimit: 0,
      target: 'es2022',
      // Every browser that runs es2022 modules but lacks modulepreload still loads the modules, just later.
      modulePreload: { polyfill: false },
    },
    environments: {
      client: {
        build: {
          // For the prerenderer: which files each page needs (removed from the site once it has run).
          manifest: true,
          rolldownOptions: {
            output: {
              // React, react-dom and the router change less often than the site: one long-cached vendor
              // chunk. The rest splits by route: the entry carries home and the layout, each post's code
              // and MDX load only on the post.
              codeSplitting: { groups: [{ name: 'vendor', test: VENDOR }] },
            },
          },
        },
      },
      // Only the prerenderer runs it, so it stays out of dist/ (scripts/build/cli.ts gives each build its own).
      ssr: {
        build: {
          outDir: path.join(root, 'node_modules', '.cache', 'portfolio-ssr', 'vite'),
          emptyOutDir: true,
          rolldownOptions: { input: SERVER_ENTRY },
        },
      },
    },
    // `npm run build` (scripts/build/cli.ts): one builder makes the browser's bundle, then the prerenderer's.
    // The two share every plugin instance, so the content is read and checked once for both.
    builder: {
      sharedPlugins: true,
      async buildApp(builder) {
        for (const name of ['client', 'ssr']) {
          const environment = builder.environments[name];
          if (!environment) throw new Error(`vite.config.ts defines no ${name} environment`);
          await builder.build(environment);
        }
      },
    },
  };
});

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

/**
 * react-router's package exports only its development build, which carries dev warnings; its
 * production build is the same code with them switched off. The browser's bundle takes that one. (The
 * server's bundle leaves react-router to Node, which loads the package's own build for react-router-dom
 * too: one copy of the router.)
 */
function productionRouterInBrowser(): Plugin {
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
