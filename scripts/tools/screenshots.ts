/**
 * `npm run screenshots`: full-page PNGs of every prerendered route, at phone and desktop widths, in
 * the light and the dark colour scheme, for reviewers, into an ignored folder. Routes come from the
 * built sitemap, so whatever the content holds is photographed without touching this file. It also
 * writes the README's few pictures (readme-shots.ts): first screens only, as small WebP files, so the
 * repository stays light to clone.
 *
 * Environment: OUT_DIR (the built site, settings.ts), SCREENSHOT_DIR (default screenshots),
 * SCREENSHOT_WIDTHS (default "390,1280"; e.g. "320,768,1920" to check other widths), README_IMAGE_DIR
 * (default docs/images); folders, like every setting's, are taken from the project root.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { BrowserNotFoundError, launchChromium } from './browser.ts';
import { NoBuiltSiteError, readBuiltPages } from './built-pages.ts';
import { readmeShots } from './readme-shots.ts';
import { startStaticServer } from '../hosting/server.ts';
import { projectPath, setting, settings } from '../pipeline/settings.ts';

const dist = settings.outDir;
const outDir = projectPath(process.env.SCREENSHOT_DIR, 'screenshots');
const widths = (setting(process.env.SCREENSHOT_WIDTHS) ?? '390,1280').split(',').map(Number);
const schemes = ['light', 'dark'] as const;
const readmeDir = projectPath(process.env.README_IMAGE_DIR, path.join('docs', 'images'));
/** The README's pictures are scaled down to this width at most. */
const README_WIDTH = 1024;

/** A file name for a route inside the site: "/" → home, "/blog/a-post" → blog-a-post. */
function slugFor(route: string): string {
  const inner = route.replace(/^\/+|\/+$/g, '');
  return inner === '' ? 'home' : inner.replace(/\//g, '-');
}

async function main(): Promise<void> {
  // Built by the command before this one (npm run screenshots builds first): the folder says its base path.
  const pages = readBuiltPages(dist);
  const readme = readmeShots(pages);
  if (readme.note) console.log(`screenshots: ${readme.note}`);
  const browser = await launchChromium();
  const server = await startStaticServer({ root: dist, base: pages.base });
  await mkdir(outDir, { recursive: true });
  try {
    // One page per width and scheme, each route a new document in it: a new page costs Chromium a
    // renderer process and a cold cache, several times what loading another document costs.
    for (const width of widths) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          colorScheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        for (const route of pages.routes) {
          // What a picture shows is there once the page has loaded and hydrated, every image is decoded and
          // the fonts are ready: waiting for the network to be idle as well would add half a second a page.
          await page.goto(new URL(route.slice(1), server.url).href, { waitUntil: 'load' });
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
          // Lazy images below the fold load only when scrolled to; load them all for a full-page shot.
          await page.evaluate(async () => {
            const images = [...document.images];
            images.forEach((img) => (img.loading = 'eager'));
            await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
            await document.fonts.ready;
          });
          const file = path.join(outDir, `${slugFor(route)}-${width}-${colorScheme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(path.relative(process.cwd(), file));
          const forReadme = readme.shots.find(
            (shot) => shot.route === route && shot.width === width && shot.scheme === colorScheme,
          );
          if (forReadme) {
            await mkdir(readmeDir, { recursive: true });
            const small = path.join(readmeDir, `${forReadme.name}.webp`);
            // The first screen (scrolled back to the top), no wider than GitHub shows a README picture, as
            // lossy WebP: a few dozen KB instead of a full-page PNG of a megabyte or more.
            await page.evaluate(() => window.scrollTo(0, 0));
            await writeFile(
              small,
              await sharp(await page.screenshot())
                .resize({ width: README_WIDTH, withoutEnlargement: true })
                .webp({ quality: 72 })
                .toBuffer(),
            );
            console.log(path.relative(process.cwd(), small));
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

try {
  await main();
} catch (error) {
  // A missing build or browser reads as one line; anything else keeps its stack, which is a bug to find.
  if (!(error instanceof NoBuiltSiteError) && !(error instanceof BrowserNotFoundError)) throw error;
  console.error(`screenshots: ${error.message}`);
  process.exitCode = 1;
}
