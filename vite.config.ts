import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { imagetools } from 'vite-imagetools';
import { defineConfig } from 'vite';
import { contentPlugin } from './scripts/content/plugin.ts';
import { mdxPlugins } from './scripts/mdx/plugin.ts';
import { staticHostPreview } from './scripts/preview-plugin.ts';
import { resumePlugin } from './scripts/resume/plugin.ts';
import { basePath, siteUrl } from './scripts/site-url.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
// resolve, not join: CONTENT_DIR may be absolute (tests point it at a temporary copy).
const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? 'content');
const publicDir = path.join(root, 'public');
const url = siteUrl(contentDir);

export default defineConfig({
  base: basePath(url),
  // The footer's copyright year in the prerendered HTML; the client starts from it so hydration matches.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  publicDir,
  plugins: [
    ...mdxPlugins(),
    react({ include: /\.(mdx|tsx|ts)$/ }),
    imagetools({ removeMetadata: true }),
    contentPlugin({ contentDir, publicDir, siteUrl: url }),
    staticHostPreview(),
    resumePlugin({ contentDir, publicDir }),
  ],
  build: {
    manifest: true,
    // No data: URIs, so a strict Content Security Policy can limit images and fonts to our own files.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
});
