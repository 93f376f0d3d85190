/**
 * The site's Vite config (scripts/pipeline/config.ts), for Vite's own commands and the tools that read a
 * Vite config. The project's scripts do not read this file: `npm run build` (scripts/pipeline/cli.ts) and
 * `npm run dev` (scripts/tools/dev-server.ts) import the config with Node and hand it to Vite whole. Vite's
 * own command must load it the same way: `npx vite build --configLoader native`.
 */
import { defineConfig } from 'vite';
import { siteConfig } from './scripts/pipeline/config.ts';
import { settings } from './scripts/pipeline/settings.ts';

export default defineConfig(({ command }) => siteConfig({ command, ...settings }));
