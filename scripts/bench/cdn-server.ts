/**
 * A static server that behaves like a CDN in front of `dist/`: brotli or gzip for text, chosen from
 * Accept-Encoding; the headers `dist/_headers` gives each path (hashed files under `assets/` cached for
 * a year as immutable, pages revalidated with an ETag, the security headers); unknown paths answered
 * with `404.html`. Compressed bodies are made once and kept in memory,
 * as a CDN would, so compression time never shows in a measurement.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { headersFor, readHostHeaders } from '../hosting/host-headers.ts';
import { requestPath, resolveFile } from '../hosting/static-host.ts';

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
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json']);

/** The brotli size of a buffer at the highest quality, as a CDN serving precompressed files would send it. */
export function brotliSize(data: Buffer): number {
  return brotli(data).length;
}

function brotli(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
}

interface Entry {
  raw: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  etag: string;
  type: string;
}

/** A running server. */
export interface CdnServer {
  /** Origin with a trailing slash, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  close(): Promise<void>;
}

/** Serves `root` at `/` on a free port of 127.0.0.1. */
export async function startCdnServer(root: string): Promise<CdnServer> {
  const rules = await readHostHeaders(root);
  const cache = new Map<string, Entry>();
  const entryFor = (file: string): Entry => {
    let entry = cache.get(file);
    if (!entry) {
      const raw = readFileSync(file);
      const ext = path.extname(file);
      const compress = COMPRESSIBLE.has(ext);
      entry = {
        raw,
        br: compress ? brotli(raw) : undefined,
        gzip: compress ? gzipSync(raw, { level: 9 }) : undefined,
        etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 16)}"`,
        type: TYPES[ext] ?? 'application/octet-stream',
      };
      cache.set(file, entry);
    }
    return entry;
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = requestPath(req.url);
    const found = resolveFile(root, pathname);
    const entry = entryFor(found ?? path.join(root, '404.html'));
    const accept = req.headers['accept-encoding'] ?? '';
    const [encoding, body] =
      entry.br && /\bbr\b/.test(accept)
        ? ['br', entry.br]
        : entry.gzip && /\bgzip\b/.test(accept)
          ? ['gzip', entry.gzip]
          : [undefined, entry.raw];
    const headers: Record<string, string> = {
      ...headersFor(rules, pathname),
      'content-type': entry.type,
      etag: entry.etag,
    };
    if (entry.br) headers.vary = 'Accept-Encoding';
    if (found && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    res.writeHead(found ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
