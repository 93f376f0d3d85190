/**
 * Makes `vite preview` serve the build like a plain static host: `/blog/karl` gets
 * `blog/karl/index.html`, and any unknown path gets `404.html` (which is the home page).
 * Without it, Vite's SPA fallback would hand every extensionless path the home page's HTML.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

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
        const url = new URL(`http://localhost${req.url ?? '/'}`);
        if (!url.pathname.startsWith(base)) return next();
        let relative: string;
        try {
          relative = decodeURIComponent(url.pathname.slice(base.length));
        } catch {
          // A malformed escape such as `%E0%A4` names no file: the home page, like any unknown path.
          req.url = `${base}404.html`;
          return next();
        }
        const file = path.join(outDir, relative);
        if (!file.startsWith(outDir)) return next();
        if (existsSync(file) && statSync(file).isFile()) return next();
        const index = path.join(file, 'index.html');
        const target = existsSync(index) ? index : path.join(outDir, '404.html');
        req.url = `${base}${path.relative(outDir, target).split(path.sep).join('/')}${url.search}`;
        next();
      });
    },
  };
}
