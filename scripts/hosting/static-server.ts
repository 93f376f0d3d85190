/**
 * A static file server for tests that behaves like a static host: `/blog/karl` serves
 * `blog/karl/index.html`, unknown paths get `404.html` with status 404, everything lives under the
 * site's base path, and every response carries the headers `_headers` gives its path, as Netlify or
 * Cloudflare Pages would send them (the policy, the other security headers, caching).
 */
import { createReadStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { headersFor, readHostHeaders } from './host-headers.ts';
import { requestPath, resolveFile } from './static-host.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** A running server and its address. */
export interface StaticServer {
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves `root` at `base` ("/" or "/portfolio/") on a free port of 127.0.0.1. */
export async function startStaticServer(root: string, base = '/'): Promise<StaticServer> {
  const rules = await readHostHeaders(root);
  const server = createServer((req, res) => {
    const url = requestPath(req.url);
    let file: string | undefined;
    if (url.pathname.startsWith(base)) file = resolveFile(root, `/${url.pathname.slice(base.length)}`);
    const status = file ? 200 : 404;
    file ??= path.join(root, '404.html');
    res.writeHead(status, {
      ...headersFor(rules, url.pathname),
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
