/**
 * `npm run build`: the browser's bundle, the server's, then a static HTML file for every page (the
 * pipeline is the config's `buildApp`, config.ts). This script only runs it as a production build and
 * prints a failure as its message alone: content problems as their lines, anything else as its first
 * line, with the stack only when BUILD_STACK=1.
 * Its settings (CONTENT_DIR, OUT_DIR, CACHE_DIR, SITE_URL) are the project's: settings.ts.
 */
// First: every module below may load React, which must load its production build.
import './production-env.ts';
import { createBuilder } from 'vite';
import { siteConfig } from './config.ts';
import { buildFailureMessage } from './log/failure.ts';
import { settings } from './settings.ts';

try {
  const builder = await createBuilder({ ...siteConfig({ command: 'build', ...settings }), configFile: false });
  await builder.buildApp();
} catch (error) {
  console.error(buildFailureMessage(error, process.env.BUILD_STACK === '1'));
  process.exitCode = 1;
}
