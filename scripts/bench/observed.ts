/**
 * What a phone actually downloads: each page opened in Chromium at a phone's viewport, kept open
 * until React has hydrated it and the network is idle, with every same-origin file it fetched sorted
 * by kind. Sizes come from the files on disk (raw and brotli), not from the wire.
 */
import path from 'node:path';
import { launchChromium } from '../tools/browser.ts';
import { startStaticServer } from '../hosting/server.ts';
import { fileSize, type FileSize } from './page-files.ts';

/** The files one page loaded, by kind. */
export interface LoadedFiles {
  js: FileSize[];
  css: FileSize[];
  images: FileSize[];
  fonts: FileSize[];
  /** Requests to any other host. */
  thirdParty: string[];
}

/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Serves `root` (built for the base path `base`) and loads each of `routes` (paths inside the site) in
 * a fresh phone-sized context.
 */
export async function observeLoads(
  root: string,
  routes: readonly string[],
  base = '/',
): Promise<Record<string, LoadedFiles>> {
  // The browser first: a launch that fails leaves no server open.
  const browser = await launchChromium();
  const server = await startStaticServer({ root, base, compress: true });
  const origin = new URL(server.url).origin;
  const out: Record<string, LoadedFiles> = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const seen: { url: string; type: string }[] = [];
      page.on('requestfinished', (request) => seen.push({ url: request.url(), type: request.resourceType() }));
      await page.goto(new URL(route.slice(1), server.url).href, { waitUntil: 'load' });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await context.close();
      const local = (type: string) => [
        ...new Set(
          seen
            .filter((s) => s.type === type && s.url.startsWith(server.url))
            .map((s) => decodeURIComponent(new URL(s.url).pathname.slice(base.length))),
        ),
      ];
      out[route] = {
        js: local('script').map((f) => fileSize(root, f)),
        css: local('stylesheet').map((f) => fileSize(root, f)),
        images: local('image').map((f) => fileSize(root, f)),
        fonts: local('font').map((f) => fileSize(root, f)),
        thirdParty: seen.filter((s) => /^https?:/.test(s.url) && !s.url.startsWith(origin)).map((s) => s.url),
      };
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}

/** File names only, for printing. */
export const names = (files: readonly FileSize[]): string => files.map((f) => path.basename(f.file)).join(', ');
