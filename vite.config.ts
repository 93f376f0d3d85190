/** The site's Vite config, for `npm run dev` and a plain `vite build`: scripts/build/config.ts. */
import { defineConfig } from 'vite';
import { siteConfig } from './scripts/build/config.ts';

export default defineConfig((env) => siteConfig(env));
