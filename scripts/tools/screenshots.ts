/**
 * `npm run screenshots`: full-page PNGs of every prerendered route, at phone and desktop widths, in
 * the light and the dark colour scheme, for reviewers, into an ignored folder. Routes come from the
 * built sitemap, so a new post is photographed without touching this file. It also writes the README's
 * few pictures: first screens only, as small WebP files, so the repository stays light to clone.
 *
 * Environment: DIST_DIR (default dist), SCREENSHOT_DIR (default screenshots), SCREENSHOT_WIDTHS
 * (default "390,1280"; e.g. "320,768,1920" to check other widths), README_IMAGE_DIR (default docs/images).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { launchChromium } from './browser.ts';
import { startStaticServer } from '../hosting/server.ts';
import { builtBasePath } from '../hosting/static-host.ts';

const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
const outDir = path.resolve(process.env.SCREENSHOT_DIR ?? 'screenshots');
const widths = (process.env.SCREENSHOT_WIDTHS ?? '390,1280').split(',').map(Number);
const schemes = ['light', 'dark'] as const;
const readmeDir = path.resolve(process.env.README_IMAGE_DIR ?? path.join('docs', 'images'));
/** The README's pictures are scaled down to this width at most. */
const README_WIDTH = 1024;
/** The README's pictures: file name, route, width and scheme of a first screen. */
const README_SHOTS = [
  ['home-1280-light', '/', 1280, 'light'],
  ['home-1280-dark', '/', 1280, 'dark'],
  ['home-390-light', '/', 390, 'light'],
  ['post-390-dark', '/blog/karl', 390, 'dark'],
] as const;

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
const base = builtBasePath(dist);
const server = await startStaticServer({ root: dist, base });
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
        const name = `${slugFor(route, base)}-${width}-${colorScheme}`;
        const file = path.join(outDir, `${name}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(path.relative(process.cwd(), file));
        const forReadme = README_SHOTS.find(
          ([, r, w, s]) => `${base}${r.slice(1)}` === route && w === width && s === colorScheme,
        );
        if (forReadme) {
          await mkdir(readmeDir, { recursive: true });
          const small = path.join(readmeDir, `${forReadme[0]}.webp`);
          // The first screen, no wider than GitHub shows a README picture, as lossy WebP: a few dozen KB
          // instead of a full-page PNG of a megabyte or more.
          await writeFile(
            small,
            await sharp(await page.screenshot())
              .resize({ width: README_WIDTH, withoutEnlargement: true })
              .webp({ quality: 72 })
              .toBuffer(),
          );
          console.log(path.relative(process.cwd(), small));
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
