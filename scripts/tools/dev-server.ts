/**
 * Vite's dev server (what `npm run dev` runs) on a content folder and a free port of 127.0.0.1: for the
 * tests and the benchmark of editing in the dev server.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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
  // vite.config.ts reads CONTENT_DIR when the server loads it; other code in this process keeps its own.
  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  let server: ViteDevServer;
  try {
    server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      cacheDir,
      ...config,
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('dev server has no port');
  return { server, url: `http://127.0.0.1:${address.port}${server.config.base}` };
}
