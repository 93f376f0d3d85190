/**
 * The one static server: `dist/` served as a static host serves it, for `npm run preview`, the browser
 * tests, the review's and the README's screenshots, and the benchmark. `/blog/karl` gets
 * `blog/karl/index.html` (static-host.ts), unknown paths get `404.html` with status 404, the base path
 * without its slash is redirected to it, and every response carries the headers `_headers` gives its
 * path (host-headers.ts), as Netlify or Cloudflare Pages send them. It reads no `_redirects` (nor serves it):
 * the page at each old path, which every host serves (GitHub Pages, the deploy's, reads no `_redirects`),
 * is the redirect every host has, so it is what the tests open; the rules would answer first and hide it.
 * With `compress`, text is sent with
 * brotli or gzip (from Accept-Encoding) as a CDN does; every body is read and compressed once and kept
 * in memory, so compression time never shows in a measurement. Compressed bodies are kept by content
 * for the whole process, so the benchmark's many servers of builds that share files (the same vendor
 * chunk in every build it makes) compress each file once.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersFor, readHostHeaders } from './host-headers.ts';
import { requestPath, resolveFile } from './static-host.ts';

/** Content types by file extension: every kind of file the build writes. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

/** The types a CDN compresses: text. (Images, fonts and PDFs are compressed already.) */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/** The content type of a file, by its extension. */
export function contentType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** A file's bytes compressed as a CDN sends them, by the SHA-1 of the bytes. */
const compressed = new Map<string, { br?: Buffer; gzip?: Buffer }>();

const digest = (data: Buffer) => createHash('sha1').update(data).digest('base64url');

function compressedOf(data: Buffer, hash = digest(data)): { br?: Buffer; gzip?: Buffer } {
  let entry = compressed.get(hash);
  if (!entry) compressed.set(hash, (entry = {}));
  return entry;
}

/** `data` with brotli at the highest quality, as a CDN serving precompressed files sends it. */
function brotli(data: Buffer, hash?: string): Buffer {
  const entry = compressedOf(data, hash);
  entry.br ??= brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  return entry.br;
}

function gzip(data: Buffer, hash?: string): Buffer {
  const entry = compressedOf(data, hash);
  entry.gzip ??= gzipSync(data, { level: 9 });
  return entry.gzip;
}

/** The brotli size of a buffer at the highest quality, as a CDN serving precompressed files would send it. */
export function brotliSize(data: Buffer): number {
  return brotli(data).length;
}

/** Options for `startStaticServer`. */
export interface StaticServerOptions {
  /** The built site's folder. */
  root: string;
  /** The base path it was built for: "/" (the default) or "/portfolio/". */
  base?: string;
  /** Send text compressed, as a CDN does (the benchmark and `npm run preview`); off by default. */
  compress?: boolean;
  /** Port to listen on; 0 (the default) takes a free one. */
  port?: number;
  /** Host to listen on; 127.0.0.1 by default. */
  host?: string;
}

/** A running server. */
export interface StaticServer {
  /** Origin plus base path, e.g. `http://127.0.0.1:41234/` or `http://127.0.0.1:41234/portfolio/`. */
  url: string;
  server: Server;
  close(): Promise<void>;
}

interface Body {
  raw: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
}

/** Serves the built site in `root` under its base path until `close()` is called. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const { root, base = '/', compress = false, port = 0, host = '127.0.0.1' } = options;
  const rules = await readHostHeaders(root);
  const bodies = new Map<string, Body>();
  const bodyOf = (file: string): Body => {
    let body = bodies.get(file);
    if (!body) {
      const raw = readFileSync(file);
      const hash = digest(raw);
      const compressible = compress && COMPRESSIBLE.has(path.extname(file));
      body = {
        raw,
        br: compressible ? brotli(raw, hash) : undefined,
        gzip: compressible ? gzip(raw, hash) : undefined,
        etag: `"${hash.slice(0, 16)}"`,
      };
      bodies.set(file, body);
    }
    return body;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = requestPath(req.url);
    const { pathname } = url;
    // `/portfolio` is the folder `/portfolio/`: hosts redirect to it, so relative URLs resolve inside it.
    if (base !== '/' && pathname === base.slice(0, -1)) {
      res.writeHead(301, { location: `${base}${url.search}` }).end();
      return;
    }
    const found = pathname.startsWith(base) ? resolveFile(root, `/${pathname.slice(base.length)}`) : undefined;
    const file = found ?? path.join(root, '404.html');
    const body = bodyOf(file);
    const accept = req.headers['accept-encoding'] ?? '';
    const [encoding, data] =
      body.br && /\bbr\b/.test(accept)
        ? ['br', body.br]
        : body.gzip && /\bgzip\b/.test(accept)
          ? ['gzip', body.gzip]
          : [undefined, body.raw];
    const headers: Record<string, string> = {
      ...headersFor(rules, pathname),
      'content-type': contentType(file),
      etag: body.etag,
    };
    if (body.br) headers.vary = 'Accept-Encoding';
    if (found && req.headers['if-none-match'] === body.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(data.length);
    res.writeHead(found ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${address.port}${base}`,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
