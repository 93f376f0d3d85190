/**
 * Makes `vite preview` serve the build like a plain static host: `/blog/karl` gets
 * `blog/karl/index.html`, and any unknown path gets `404.html` (which is the home page).
 * Without it, Vite's SPA fallback would hand every extensionless path the home page's HTML.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
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
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = requestPath(req.url);
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
