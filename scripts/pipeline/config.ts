/**
 * The site's Vite config, and with it the whole build: `builder.buildApp` makes the browser's bundle,
 * then the server's, then prerenders every page from the server's bundle and hardens the site (integrity
 * hashes, the Content Security Policy, `_headers`). `npm run build` (cli.ts) runs the builder and prints
 * content errors as their lines alone; `npm run dev` (scripts/tools/dev-server.ts) serves the same config;
 * `vite.config.ts` is this config for Vite's own commands.
 *
 * What it is built from comes in as options (`SiteOptions`): the project's settings (settings.ts:
 * CONTENT_DIR, OUT_DIR, CACHE_DIR, SITE_URL) and whether it builds or serves. SOURCE_DATE_EPOCH is the
 * build's date (build-date.ts).
 */
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { BuildEnvironmentOptions, CSSOptions, EnvironmentOptions, UserConfig, ViteBuilder } from 'vite';
import { buildDate } from './dates/build-date.ts';
import { contentPlugins, contentSourcePlugin } from './content/plugin/plugin.ts';
import { BROWSERS, lightningTargets } from './bundle/browsers.ts';
import { appChunk, VENDOR } from './bundle/chunks.ts';
import { eagerCommonjs } from './bundle/eager-commonjs.ts';
import { productionRouterInBrowser } from './bundle/production-router.ts';
import { devEntry, lowPriorityEntry } from './bundle/entry-script.ts';
import { imagesPlugin } from './images/presets.ts';
import { postCompiler } from './mdx/plugin.ts';
import { buildPhasesLine } from './log/phases.ts';
import { prerenderedLine, renderedLine } from './log/prerendered-line.ts';
import { pageCache } from './caches/page-cache.ts';
import { siteCodeIdentity } from './caches/site-code.ts';
import type { PageRead } from './security/html.ts';
import { prerender, readManifest, type ServerEntry } from './prerender/prerender.ts';
import { siteExtras, writeSiteExtras } from './prerender/site-extras.ts';
import type { LoadedContent } from './content/load.ts';
import { PROJECT_ROOT, type Settings } from './settings.ts';
import { resumePlugin } from './resume/plugin.ts';
import { searchDevPlugin } from './search/search-dev.ts';
import { writeSearchIndex } from './search/search-index.ts';
import { hardenSite } from './security/harden.ts';
import { malformedRequestsPlugin } from './security/malformed-requests.ts';
import { siteAddress } from './content/site-url.ts';
import { SEARCH_DIR } from '../../src/lib/search.ts';
import type { Analytics } from '../../src/content/schema.ts';
import { analyticsSetup } from './analytics/providers.ts';

/** The prerenderer's entry: the server environment's bundle renders each page to HTML. */
const SERVER_ENTRY = 'src/entry-server.tsx';

/** What a build (or the dev server) is made from, and where it goes: the settings' folders and site URL. */
export type SiteOptions = Pick<Settings, 'contentDir' | 'outDir' | 'cacheDir' | 'siteUrl'> & {
  command: 'build' | 'serve';
};

/** How stylesheets are compiled. */
const CSS: CSSOptions = {
  // Lightning CSS compiles the stylesheets and their CSS modules, PostCSS none. Vite's PostCSS path
  // parses a file named by `composes: x from '…'` without its file name, and warns "A PostCSS plugin did
  // not pass the `from` option" twice a build (vitejs/vite#10079); Lightning CSS bundles that file into
  // the composing stylesheet itself, so each page's CSS still carries only what it uses.
  transformer: 'lightningcss',
  lightningcss: { targets: lightningTargets(BROWSERS) },
};

/** What both bundles are built for. */
const BUILD: BuildEnvironmentOptions = {
  // No data: URIs, so a strict Content Security Policy can limit images and fonts to our own files.
  assetsInlineLimit: 0,
  target: 'es2022',
  cssTarget: BROWSERS,
  // Every browser that runs es2022 modules but lacks modulepreload still loads the modules, just later.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    // Rolldown warns, in a yellow [PLUGIN_TIMINGS] block, whenever JavaScript plugins take most of a build.
    // Here they are the build (compiling posts, checking content, encoding images), so the owner has
    // nothing to act on; the build prints its own phases' times. Upstream: rolldown/rolldown#7559 (the
    // warning's false positives and thresholds).
    checks: { bundlerTimings: false },
  },
};

/** The site's Vite config. */
export function siteConfig({ command, contentDir, outDir, cacheDir, siteUrl: givenUrl }: SiteOptions): UserConfig {
  const started = performance.now();
  // Only the prerenderer runs the server's bundle: a folder of this build's own, outside dist/.
  const ssrDir = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'portfolio-ssr', String(process.pid));
  const publicDir = path.join(PROJECT_ROOT, 'public');
  // The one place a build works out the site's URL and base path; everything below is handed them.
  const { url, base } = siteAddress(contentDir, givenUrl);
  // The dev server compiles a post when it is asked for, once: it has no use for the cache.
  const posts = postCompiler({ cacheDir: command === 'build' ? path.join(cacheDir, 'mdx') : undefined, base });
  const content = contentPlugins({
    contentDir,
    publicDir,
    siteUrl: url,
    posts,
    cardCacheDir: path.join(cacheDir, 'preview-cards'),
  });
  return {
    root: PROJECT_ROOT,
    base,
    // The footer's copyright year in the prerendered HTML; the client starts from it so hydration matches.
    define: { __BUILD_YEAR__: JSON.stringify(buildDate().getUTCFullYear()) },
    publicDir,
    plugins: [
      malformedRequestsPlugin(),
      contentSourcePlugin(),
      ...posts.plugins,
      react({ include: /\.(tsx|ts)$/ }),
      imagesPlugin(path.join(cacheDir, 'imagetools')),
      ...content.plugins,
      resumePlugin({
        contentDir,
        publicDir,
        siteUrl: url,
        built: () => content.api.loaded(),
        cacheDir: command === 'build' ? path.join(cacheDir, 'resume') : undefined,
      }),
      searchDevPlugin(),
      lowPriorityEntry(),
      devEntry(),
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
    // The dev server's page script is src/entry-dev.tsx (bundle/entry-script.ts), which index.html does not
    // name: its dependencies are found before the first page loads, not by a reload once it has.
    optimizeDeps: { entries: ['index.html', 'src/entry-dev.tsx'] },
    css: CSS,
    build: BUILD,
    environments: environments(outDir, ssrDir),
    // One builder makes the browser's bundle, then the prerenderer's, then the pages. The bundles share
    // every plugin instance, so the content is read and checked once for both.
    builder: {
      sharedPlugins: true,
      buildApp: (builder) =>
        buildSite(builder, {
          outDir,
          ssrDir,
          base,
          pagesCacheDir: path.join(cacheDir, 'pages'),
          started,
          posts: () => posts.summary(),
          analytics: async () => (await content.api.loaded()).site.analytics,
          loaded: () => content.api.loaded(),
        }),
    },
    ...(command === 'build' ? { logLevel: 'info' } : {}),
  };
}

/**
 * The two bundles: the browser's into the site, split into the vendor, app and page chunks; the
 * server's, which only the prerenderer runs, into `ssrDir`.
 */
function environments(outDir: string, ssrDir: string): Record<string, EnvironmentOptions> {
  return {
    client: {
      build: {
        outDir,
        emptyOutDir: true,
        // For the prerenderer: which files each page needs (removed from the site once it has run).
        manifest: true,
        rolldownOptions: {
          output: {
            // React, react-dom and the router change less often than the site: one long-cached vendor
            // chunk. The app's shared code is one chunk (appChunk, bundle/chunks.ts); each page's own
            // code, and each component of the MDX map (an island's code), load only where they are used.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: VENDOR },
                // Only the modules named: the first script's own stay in it, whoever imports them.
                { name: appChunk(), debugName: 'app', includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        outDir: ssrDir,
        emptyOutDir: true,
        // Images only the pages' data names (link previews, list thumbnails) are made by this bundle:
        // it writes them, and the build copies them into the site (see copyServerAssets).
        emitAssets: true,
        rolldownOptions: { input: SERVER_ENTRY },
      },
    },
  };
}

/** The whole build: both bundles, every page, then the hardening; prints the time of each phase. */
async function buildSite(
  builder: ViteBuilder,
  {
    outDir,
    ssrDir,
    base,
    pagesCacheDir,
    started,
    posts,
    analytics,
    loaded,
  }: {
    outDir: string;
    ssrDir: string;
    base: string;
    /** The page cache (caches/page-cache.ts): an edit build renders only the pages an edit changed. */
    pagesCacheDir: string;
    started: number;
    posts: () => string | undefined;
    /** The owner's analytics provider, whose origins the policy allows. */
    analytics: () => Promise<Analytics | undefined>;
    /** The content as the build read it: the old paths it writes pages at. */
    loaded: () => Promise<LoadedContent>;
  },
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
    await copyServerAssets(ssrDir, outDir);
    // The server bundle this build has just written, known only now: nothing for Vite to analyse when the
    // dev server loads this config through its module runner.
    const entry = pathToFileURL(path.join(ssrDir, 'entry-server.js')).href;
    const server = (await import(/* @vite-ignore */ entry)) as ServerEntry;
    const pages = pageCache(pagesCacheDir);
    // What every page shows besides the profile: the footer's year (`define` above).
    const shown = { year: buildDate().getUTCFullYear() };
    const cache = { pages, code: siteCodeIdentity(PROJECT_ROOT), shown };
    const manifest = await readManifest(outDir);
    const { written, report } = await prerender({ outDir, base, server, manifest, cache });
    // The pages at old paths, `_redirects` and llms.txt, beside the pages (before the search index and the hardening).
    written.push(...(await writeSiteExtras(outDir, siteExtras(await loaded(), server, { manifest, base }))));
    // From the pages as written. Before the hardening, which adds no text (only tags in the head and
    // attributes) and must see the index's files to give them their headers in `_headers`.
    const pagesDone = performance.now();
    const indexed = await writeSearchIndex(outDir);
    const searchDone = performance.now();
    // Last, from the files as written: integrity hashes, the Content Security Policy, `_headers`.
    const provider = await analytics();
    const reads = { last: await pages.reads(outDir), now: new Map<string, PageRead>() };
    hardenSite({ outDir, base, extra: provider ? analyticsSetup(provider).sources : {}, reads });
    await pages.keepReads(outDir, reads.now);
    await pages.prune();
    const hardeningDone = performance.now();
    const { logger } = builder.config;
    const out = path.relative(PROJECT_ROOT, outDir) || '.';
    const compiled = posts();
    if (compiled) logger.info(compiled);
    logger.info(prerenderedLine(written, out));
    logger.info(renderedLine(report, path.relative(PROJECT_ROOT, pagesCacheDir)));
    logger.info(`Search index: ${indexed === 1 ? '1 page' : `${indexed} pages`} in ${out}/${SEARCH_DIR}/`);
    const done = performance.now();
    logger.info(
      buildPhasesLine(done - started, {
        client: clientDone - started,
        server: serverDone - clientDone,
        prerender: done - serverDone,
        pages: pagesDone - serverDone,
        search: searchDone - pagesDone,
        hardening: hardeningDone - searchDone,
      }),
    );
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }
}

/** The server bundle's own code: its chunks and stylesheets, which never reach the site. */
const SERVER_CODE = /\.(?:js|mjs|css|map)$/;

/**
 * Copies into the site the files the server's bundle made that the browser's did not (images only a
 * page's data names). Files both made have the same content-hashed name, and are left as they are.
 */
async function copyServerAssets(ssrDir: string, outDir: string): Promise<void> {
  const assets = path.join(ssrDir, 'assets');
  if (!existsSync(assets)) return;
  await cp(assets, path.join(outDir, 'assets'), {
    recursive: true,
    force: false,
    errorOnExist: false,
    filter: (source) => !SERVER_CODE.test(source),
  });
}
