/**
 * Makes `vite preview` serve the build like a static host: `/blog/karl` gets `blog/karl/index.html`,
 * any unknown path gets `404.html` (which is the home page), and every response carries the headers
 * `_headers` gives its path. Without it, Vite's SPA fallback would hand every extensionless path the
 * home page's HTML, with no security headers.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { headersFor, readHostHeaders } from './host-headers.ts';
import { requestPath, resolveFile } from './static-host.ts';

/** The preview plugin. */
export function staticHostPreview(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'portfolio:static-host-preview',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
    },
    async configurePreviewServer(server) {
      const rules = await readHostHeaders(outDir);
      server.middlewares.use((req, res, next) => {
        const url = requestPath(req.url);
        for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) res.setHeader(name, value);
        if (!url.pathname.startsWith(base)) {
          next();
          return;
        }
        const target = resolveFile(outDir, `/${url.pathname.slice(base.length)}`) ?? path.join(outDir, '404.html');
        const file = path.relative(outDir, target).split(path.sep).join('/');
        req.url = `${base}${encodeURI(file)}${url.search}`;
        next();
      });
    },
  };
}
