/** The site's Vite config, for `npm run dev` and a plain `vite build`: scripts/pipeline/config.ts. */
import { defineConfig } from 'vite';
import { siteConfig, siteOptionsFromEnv } from './scripts/pipeline/config.ts';

export default defineConfig(({ command }) => siteConfig(siteOptionsFromEnv(command)));
