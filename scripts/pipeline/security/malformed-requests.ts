/**
 * The dev server refuses a request whose URL holds a malformed escape (such as `/pagefind/%E0%A4`) with
 * 400 Bad Request, before any middleware tries to decode it: otherwise the first to try throws, Vite
 * answers 500, and its error overlay pops up over the page the author has open.
 */
import type { Plugin } from 'vite';

/** Whether every `%` escape in `url` decodes (to UTF-8). */
export function isWellFormedUrl(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/** The dev server's first middleware: 400 for a request it cannot decode. */
export function malformedRequestsPlugin(): Plugin {
  return {
    name: 'portfolio:malformed-requests',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (isWellFormedUrl(req.url ?? '/')) {
          next();
          return;
        }
        res.statusCode = 400;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Bad Request: the URL holds a malformed % escape\n');
      });
    },
  };
}
