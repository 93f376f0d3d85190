/**
 * `npm run screenshots`: full-page PNGs of every prerendered route, at phone and desktop widths, in
 * the light and the dark colour scheme, for reviewers and the README. Routes come from the built
 * sitemap, so a new post is photographed without touching this file.
 *
 * Environment: DIST_DIR (default dist), SCREENSHOT_DIR (default screenshots), SCREENSHOT_WIDTHS
 * (default "390,1280"; e.g. "320,768,1920" to check other widths without changing the committed set).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { launchChromium } from '../tests/support/browser.ts';
import { startStaticServer } from '../tests/support/static-server.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const widths = (process.env.SCREENSHOT_WIDTHS ?? '390,1280').split(',').map(Number);
const schemes = ['light', 'dark'] as const;

/** Route paths from dist/sitemap.xml, e.g. ["/", "/blog/karl"]. */
function routes(): string[] {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

/** A file name for a route: "/" → home, "/blog/karl" → blog-karl. */
function slugFor(route: string, base: string): string {
  const inner = route.slice(base.length).replace(/\/+$/, '');
  return inner === '' ? 'home' : inner.replace(/\//g, '-');
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run npm run build first.`);
  process.exit(1);
}

const paths = routes();
const base = paths.reduce((shortest, p) => (p.length < shortest.length ? p : shortest), paths[0] ?? '/');
const server = await startStaticServer(dist, base.endsWith('/') ? base : `${base}/`);
const browser = await launchChromium();
await mkdir(outDir, { recursive: true });
try {
  for (const route of paths) {
    for (const width of widths) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          colorScheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        await page.goto(new URL(route.slice(base.length), server.url).href, { waitUntil: 'networkidle' });
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        // Lazy images below the fold load only when scrolled to; load them all for a full-page shot.
        await page.evaluate(async () => {
          const images = [...document.images];
          images.forEach((img) => (img.loading = 'eager'));
          await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
        });
        const file = path.join(outDir, `${slugFor(route, base)}-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(process.cwd(), file));
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
