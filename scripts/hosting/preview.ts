/**
 * `npm run preview`: serves the built site (OUT_DIR, settings.ts) at http://localhost:4173 as a static
 * host would (see server.ts), under the base path it was built for: a build with
 * SITE_URL=https://me.github.io/portfolio/ is served at http://localhost:4173/portfolio/. PORT picks
 * another port.
 */
import path from 'node:path';
import { settings, setting } from '../pipeline/settings.ts';
import { startStaticServer } from './server.ts';
import { builtBasePath } from './static-host.ts';

const root = settings.outDir;
const port = Number(setting(process.env.PORT) ?? 4173);

try {
  const base = builtBasePath(root);
  const { url } = await startStaticServer({ root, base, port, host: 'localhost', compress: true });
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'}/ as a static host would, at ${url}`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
