/**
 * How the dev server starts: the one definition of it, for `npm run dev` (dev.ts), the tests of the dev
 * server and, through `npm run dev`, the benchmark of editing in it (scripts/bench/dev-start.ts).
 *
 * The site's config (scripts/pipeline/config.ts) is imported by Node itself, as `npm run build` imports
 * it, and handed to Vite whole (no config file, so no config loader), with the content folder the
 * environment names (CONTENT_DIR) unless the caller gives one.
 */
import { createServer, type InlineConfig, type ViteDevServer } from 'vite';
import { siteConfig } from '../pipeline/config.ts';
import { settings } from '../pipeline/settings.ts';
import { DEV_HOST, DEV_PORT } from './dev-options.ts';

/** A running dev server and the URL of its home page. */
export interface DevServer {
  server: ViteDevServer;
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/`. */
  url: string;
}

/** How to start the dev server; each has the default `npm run dev` starts with. */
export interface DevServerOptions {
  /** The content folder to serve; by default CONTENT_DIR's, else `content`. */
  contentDir?: string;
  /**
   * Vite's dependency cache; by default Vite's own (node_modules/.vite). The tests give each file a folder
   * of its own, since node_modules may be shared with other checkouts.
   */
  cacheDir?: string;
  /** The address to listen on: `localhost` by default, `true` for every address. */
  host?: string | true;
  /** The port: 5173 by default, or the next free one after it; 0 for any free port. */
  port?: number;
  /** Fail rather than take another port when `port` is taken. */
  strictPort?: boolean;
  /** Rebuild Vite's dependency cache first, as after an install. */
  force?: boolean;
  /** Open the site in the default browser once it is listening. */
  open?: boolean;
  /** Vite's logging: a logger of the caller's own, or the level. */
  config?: Pick<InlineConfig, 'logLevel' | 'customLogger'>;
}

/** The dev server's whole Vite config for `options`. */
export function devServerConfig(options: DevServerOptions = {}): InlineConfig {
  // The site's config as vite.config.ts makes it, with this content folder: no other code in this
  // process sees a changed CONTENT_DIR.
  const site = siteConfig({ command: 'serve', ...settings, contentDir: options.contentDir ?? settings.contentDir });
  return {
    ...site,
    configFile: false,
    ...(options.cacheDir === undefined ? {} : { cacheDir: options.cacheDir }),
    ...(options.force ? { optimizeDeps: { force: true } } : {}),
    ...options.config,
    server: {
      ...site.server,
      host: options.host ?? DEV_HOST,
      port: options.port ?? DEV_PORT,
      strictPort: options.strictPort ?? false,
      open: options.open ?? false,
    },
  };
}

/** Starts the dev server and waits until it listens; call `server.close()` when done. */
export async function startDevServer(options: DevServerOptions = {}): Promise<DevServer> {
  const server = await createServer(devServerConfig(options));
  try {
    await server.listen();
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('the dev server has no port');
  const local = server.resolvedUrls?.local[0];
  return { server, url: local ?? `http://localhost:${address.port}${server.config.base}` };
}
