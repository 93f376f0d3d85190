/**
 * Vite's dev server (what `npm run dev` runs) on a content folder and a free port of 127.0.0.1: for the
 * tests and the benchmark of editing in the dev server.
 */
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { siteConfig, siteOptionsFromEnv } from '../pipeline/config.ts';

/** A running dev server and the URL of its home page. */
export interface DevServer {
  server: ViteDevServer;
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/`. */
  url: string;
}

/** Options for `startDevServer`. */
export interface DevServerOptions {
  /** The content folder to serve (CONTENT_DIR). */
  contentDir: string;
  /** Vite's dependency cache; a folder of the caller's own, since node_modules/.vite may be shared with other checkouts. */
  cacheDir: string;
  /** Extra Vite settings (a logger, the log level). */
  config?: Pick<InlineConfig, 'logLevel' | 'customLogger'>;
}

/** Starts the dev server on `contentDir`; call `server.close()` when done. */
export async function startDevServer({ contentDir, cacheDir, config = {} }: DevServerOptions): Promise<DevServer> {
  // The site's config as vite.config.ts makes it, with this content folder: no other code in this
  // process sees a changed CONTENT_DIR.
  const site = siteConfig({ ...siteOptionsFromEnv('serve'), contentDir });
  const server = await createServer({
    ...site,
    configFile: false,
    cacheDir,
    ...config,
    server: { ...site.server, host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  return { server, url: `http://127.0.0.1:${address.port}${server.config.base}` };
}
