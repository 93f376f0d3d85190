/**
 * `npm run build`: the client bundle, the server bundle, then a static HTML file for every route.
 * Environment: OUT_DIR (default dist), SITE_URL (overrides content/site.md), CONTENT_DIR (default content).
 */
// First: every module below may load React, which must load its production build.
import './production-env.ts';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBuilder, mergeConfig, type InlineConfig, type Plugin } from 'vite';
import siteConfig from '../../vite.config.ts';
import { buildPhasesLine } from './phases.ts';
import { ContentError, contentIssuesOf } from './content/issues.ts';
import { prerender, type Manifest, type ServerEntry } from './prerender.ts';
import { hardenSite } from './security/harden.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const ssrDir = path.join(root, 'node_modules', '.cache', 'portfolio-ssr', String(process.pid));
const started = performance.now();

try {
  // The config is imported rather than loaded by Vite, so this script and the plugins share one
  // instance of the build-time modules.
  const config: InlineConfig = {
    ...siteConfig({ command: 'build', mode: 'production' }),
    root,
    configFile: false,
  };
  /** When each environment's bundle was written. */
  const written = new Map<string, number>();
  const builder = await createBuilder(
    mergeConfig(config, {
      logLevel: 'info',
      plugins: [
        {
          name: 'portfolio:build-phases',
          sharedDuringBuild: true,
          closeBundle() {
            written.set(this.environment.name, performance.now());
          },
        } satisfies Plugin,
      ],
      environments: {
        client: { build: { outDir, emptyOutDir: true } },
        ssr: { build: { outDir: ssrDir, emptyOutDir: true } },
      },
    }),
  );
  // The browser's bundle, then the prerenderer's (vite.config.ts, builder.buildApp).
  await builder.buildApp();
  const clientDone = written.get('client') ?? started;
  const serverDone = performance.now();
  const server = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  const base = new URL(server.content.site.url).pathname;
  const pages = await prerender({ root, outDir, base, server, manifest });
  // The manifest was only for the prerenderer; it is not part of the site.
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  // Last, from the files as written: integrity hashes, the Content Security Policy, `_headers`.
  hardenSite({ outDir, base });
  console.log(`Prerendered ${pages.join(', ')} in ${path.relative(root, outDir) || '.'}/`);
  const done = performance.now();
  console.log(
    buildPhasesLine(done - started, {
      client: clientDone - started,
      server: serverDone - clientDone,
      prerender: done - serverDone,
    }),
  );
} catch (error) {
  // Content problems print as their lines alone: no stack, no repeats; anything else as it came.
  const issues = contentIssuesOf(error);
  console.error(issues ? new ContentError(issues).message : error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
