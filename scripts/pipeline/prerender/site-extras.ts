/**
 * The files the build writes beside the pages, from the content rather than the route table: the pages at
 * old paths (moved-pages.ts), `_redirects`, and `/llms.txt` (llms-txt.ts). Each is made as a value, and
 * written here, once every page is; none may take a file a page wrote.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent } from '../content/load.ts';
import { llmsTxt } from './llms-txt.ts';
import { oldPathStylesheet, redirectPage, redirectsFile, removedPage, type OldPathFrame } from './moved-pages.ts';
import { chunkFiles, type Manifest, type ServerEntry, type SiteFile } from './prerender.ts';

/** The files at old paths and llms.txt, for the content the server entry was built from. */
export function siteExtras(
  moved: Pick<LoadedContent, 'redirects' | 'removed'>,
  server: Pick<ServerEntry, 'content' | 'site'>,
  { manifest, base }: { manifest: Manifest; base: string },
): SiteFile[] {
  const { site } = server;
  const frame: OldPathFrame = {
    siteUrl: site.url,
    // The stylesheets every page links (the tokens, the type): the template's and the app's.
    stylesheets: [
      ...new Set(
        ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])].flatMap(
          (key) => chunkFiles(manifest, key).css,
        ),
      ),
    ].map((file) => `${base}${file}`),
    siteName: site.name,
    blogName: site.hasBlog ? site.blog.name : undefined,
  };
  const redirects = redirectsFile(moved.redirects, site.url);
  const pages = [
    ...moved.redirects.map((redirect) => redirectPage(redirect, frame)),
    ...moved.removed.map((sitePath) => removedPage(sitePath, frame)),
  ];
  return [
    ...(pages.length > 0 ? [oldPathStylesheet(), ...pages] : []),
    ...(redirects ? [redirects] : []),
    llmsTxt(server.content),
  ];
}

/** Writes `files` into `outDir`, refusing one that would overwrite a file already there; returns their paths. */
export async function writeSiteExtras(outDir: string, files: readonly SiteFile[]): Promise<string[]> {
  for (const file of files) {
    const target = path.join(outDir, file.path);
    // The content check keeps old paths off the site's pages and files; this is the net under it.
    if (existsSync(target)) throw new Error(`${file.path}: the build has written a file there already`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  return files.map((file) => file.path);
}
