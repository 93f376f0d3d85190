/** The site's Vite config, for `npm run dev` and a plain `vite build`: scripts/build/config.ts. */
import { defineConfig } from 'vite';
import { siteConfig, siteOptionsFromEnv } from './scripts/build/config.ts';

export default defineConfig(({ command }) => siteConfig(siteOptionsFromEnv(command)));
