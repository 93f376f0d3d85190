/**
 * Search in `npm run dev`: the dev server prerenders nothing, so this plugin renders every page the build
 * would prerender (through the server entry, as the prerenderer does), indexes them with Pagefind in
 * memory and serves the bundle under `<base>pagefind/`, as the build writes it. The index is made when
 * search first opens and again at the first opening after any file changes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { SEARCH_DIR } from '../../../src/lib/search.ts';
import { pageFile, type ServerEntry } from '../prerender/prerender.ts';
import { closeSearchIndexer, SearchIndexError, searchFiles } from './search-index.ts';

/** The server entry, as the dev server loads it. */
const SERVER_ENTRY = '/src/entry-server.tsx';

/** The files that start a search in the browser: asked for them, the server brings the index up to date first. */
const SESSION_START = new Set(['pagefind.js', 'pagefind-entry.json']);

/** Every page the build would prerender, rendered now into the page template, by the file it would be written to. */
async function renderPages(server: ViteDevServer): Promise<Map<string, string>> {
  const entry = (await server.ssrLoadModule(SERVER_ENTRY)) as Pick<
    ServerEntry,
    'render' | 'prerenderPaths' | 'content'
  >;
  // A body's MDX (a post's, a project page's) is compiled in the browser's environment, and the server's
  // takes that compile (see compiledPostsPlugin in mdx/plugin.ts): compile each there first, as a build does.
  const bodies = [
    ...entry.content.posts.map((post) => post.source),
    ...entry.content.projects.flatMap((project) => (project.page ? [project.page.source] : [])),
  ];
  for (const source of bodies) await server.environments.client.transformRequest(`/@fs${path.resolve(source)}`);
  const template = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
  const pages = new Map<string, string>();
  for (const routePath of entry.prerenderPaths()) {
    // A page that fails to render here is left out of the dev index with a line saying why, so one
    // page cannot take search away from the others while the owner writes; the build renders every
    // page and fails on any error.
    try {
      // Each module where the dev server serves it: an island's element names its URL.
      const { markup, head } = await entry.render(routePath, (module) => `${server.config.base}${module}`);
      pages.set(pageFile(routePath), template.replace('<!--app-head-->', head).replace('<!--app-html-->', markup));
    } catch (error) {
      const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
      server.config.logger.warn(`Search: ${routePath} left out of the dev index: ${reason}`);
    }
  }
  return pages;
}

/** The dev server's search: an in-memory index of the pages as they are, served under `<base>pagefind/`. */
export function searchDevPlugin(): Plugin {
  let started = false;
  return {
    name: 'portfolio:search-dev',
    apply: 'serve',
    // The dev server is closing: stop Pagefind's process with it.
    async closeBundle() {
      if (started) await closeSearchIndexer();
    },
    configureServer(server) {
      /** Every file of every index made in this session: a page still searching an older index finds its files. */
      const files = new Map<string, Uint8Array>();
      /** The index of the files as they are; undefined once a file has changed. */
      let current: Promise<void> | undefined;
      const upToDate = () => {
        current ??= (async () => {
          started = true;
          const pages = await renderPages(server);
          const bundle = await searchFiles(async (index) => {
            for (const [sourcePath, content] of pages) {
              const added = await index.addHTMLFile({ sourcePath, content });
              if (added.errors.length > 0) throw new SearchIndexError(`indexing ${sourcePath}`, added.errors);
            }
          });
          for (const file of bundle) files.set(file.path, file.content);
        })();
        current.catch((error: unknown) => {
          current = undefined;
          server.config.logger.error(`Search: ${error instanceof Error ? error.message : String(error)}`);
        });
        return current;
      };
      server.watcher.on('all', () => {
        current = undefined;
      });
      server.middlewares.use((req, res, next) => {
        const prefix = `${server.config.base}${SEARCH_DIR}/`;
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (!pathname.startsWith(prefix)) {
          next();
          return;
        }
        const file = decodeURIComponent(pathname.slice(prefix.length));
        (SESSION_START.has(file) ? upToDate() : Promise.resolve())
          .then(() => {
            const content = files.get(file);
            if (!content) {
              res.statusCode = 404;
              res.end();
              return;
            }
            res.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
            res.setHeader('cache-control', 'no-store');
            res.end(content);
          })
          .catch(next);
      });
    },
  };
}
