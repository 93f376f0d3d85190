/**
 * The site's Vite config, and with it the whole build: `builder.buildApp` makes the browser's bundle,
 * then the server's, then prerenders every page from the server's bundle and hardens the site (integrity
 * hashes, the Content Security Policy, `_headers`). `vite.config.ts` is this config; `npm run build`
 * (cli.ts) runs the same builder and prints content errors as their lines alone.
 *
 * Environment, read when the config is made: CONTENT_DIR (default content), OUT_DIR (default dist),
 * SITE_URL (overrides `url` in content/site.md), SOURCE_DATE_EPOCH (the build's date, see
 * build-date.ts), CACHE_DIR (default node_modules/.cache: what a repeat build reuses, transformed images
 * and preview cards; the output is the same with or without it).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ConfigEnv, Plugin, UserConfig, ViteBuilder } from 'vite';
import { buildDate } from './build-date.ts';
import { contentPlugin, contentSourcePlugin } from './content/plugin.ts';
import { eagerCommonjs } from './eager-commonjs.ts';
import { imagesPlugin } from './images.ts';
import { postCompiler } from './mdx/plugin.ts';
import { buildPhasesLine } from './phases.ts';
import { prerender, readManifest, type ServerEntry } from './prerender.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { resumePlugin } from './resume/plugin.ts';
import { searchDevPlugin } from './search-dev.ts';
import { writeSearchIndex } from './search-index.ts';
import { hardenSite } from './security/harden.ts';
import { basePath, siteUrl } from './site-url.ts';
import { SEARCH_DIR } from '../../src/lib/search.ts';

/** React, react-dom, the router, and the bundler's small runtime that every chunk imports. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|^\0rolldown[\\/]runtime/;
const reactRouterDist = path.join(PROJECT_ROOT, 'node_modules', 'react-router', 'dist', 'production');

/** The prerenderer's entry: the server environment's bundle renders each page to HTML. */
const SERVER_ENTRY = 'src/entry-server.tsx';

/** The site's Vite config for `command` (`serve` for the dev server, `build`). */
export function siteConfig(env: Pick<ConfigEnv, 'command'>): UserConfig {
  const started = performance.now();
  // resolve, not join: CONTENT_DIR and OUT_DIR may be absolute (tests point them at temporary folders).
  const contentDir = path.resolve(PROJECT_ROOT, process.env.CONTENT_DIR ?? 'content');
  const outDir = path.resolve(PROJECT_ROOT, process.env.OUT_DIR ?? 'dist');
  const cacheDir = path.resolve(PROJECT_ROOT, process.env.CACHE_DIR ?? path.join('node_modules', '.cache'));
  // Only the prerenderer runs the server's bundle: a folder of this build's own, outside dist/.
  const ssrDir = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'portfolio-ssr', String(process.pid));
  const publicDir = path.join(PROJECT_ROOT, 'public');
  const url = siteUrl(contentDir);
  const posts = postCompiler();
  const content = contentPlugin({
    contentDir,
    publicDir,
    siteUrl: url,
    posts,
    cardCacheDir: path.join(cacheDir, 'preview-cards'),
  });
  return {
    root: PROJECT_ROOT,
    base: basePath(url),
    // The footer's copyright year in the prerendered HTML; the client starts from it so hydration matches.
    define: { __BUILD_YEAR__: JSON.stringify(buildDate().getUTCFullYear()) },
    publicDir,
    plugins: [
      contentSourcePlugin(),
      ...posts.plugins,
      react({ include: /\.(mdx|tsx|ts)$/ }),
      imagesPlugin(path.join(cacheDir, 'imagetools')),
      content,
      resumePlugin({ contentDir, publicDir, siteUrl: url, built: () => content.api.loaded() }),
      searchDevPlugin(),
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
    server: { fs: { allow: [PROJECT_ROOT, contentDir] } },
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
          outDir,
          emptyOutDir: true,
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
      ssr: {
        build: { outDir: ssrDir, emptyOutDir: true, rolldownOptions: { input: SERVER_ENTRY } },
      },
    },
    // One builder makes the browser's bundle, then the prerenderer's, then the pages. The bundles share
    // every plugin instance, so the content is read and checked once for both.
    builder: {
      sharedPlugins: true,
      buildApp: (builder) => buildSite(builder, { outDir, ssrDir, started }),
    },
    ...(env.command === 'build' ? { logLevel: 'info' } : {}),
  };
}

/** The whole build: both bundles, every page, then the hardening; prints the time of each phase. */
async function buildSite(
  builder: ViteBuilder,
  { outDir, ssrDir, started }: { outDir: string; ssrDir: string; started: number },
): Promise<void> {
  const environment = (name: string) => {
    const found = builder.environments[name];
    if (!found) throw new Error(`the site's config defines no ${name} environment`);
    return found;
  };
  try {
    await builder.build(environment('client'));
    const clientDone = performance.now();
    await builder.build(environment('ssr'));
    const serverDone = performance.now();
    const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
    const base = new URL(server.content.site.url).pathname;
    const written = await prerender({ root: PROJECT_ROOT, outDir, base, server, manifest: await readManifest(outDir) });
    // From the pages as written. Before the hardening, which adds no text (only tags in the head and
    // attributes) and must see the index's files to give them their headers in `_headers`.
    const indexed = await writeSearchIndex(outDir);
    // Last, from the files as written: integrity hashes, the Content Security Policy, `_headers`.
    hardenSite({ outDir, base });
    const { logger } = builder.config;
    const out = path.relative(PROJECT_ROOT, outDir) || '.';
    logger.info(`Prerendered ${written.join(', ')} in ${out}/`);
    logger.info(`Search index: ${indexed === 1 ? '1 page' : `${indexed} pages`} in ${out}/${SEARCH_DIR}/`);
    const done = performance.now();
    logger.info(
      buildPhasesLine(done - started, {
        client: clientDone - started,
        server: serverDone - clientDone,
        prerender: done - serverDone,
      }),
    );
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

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
 *
 * Upstream: https://github.com/remix-run/react-router/issues/14102 (the package's exports resolve
 * dist/development for every build since 7.0.2, https://github.com/remix-run/react-router/pull/12437).
 * Remove this plugin when react-router's exports map a `production` condition to dist/production:
 * tests/dist/router-build.test.ts then fails, saying so.
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
