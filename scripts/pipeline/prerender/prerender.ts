/**
 * Writes one static HTML file per route from the server bundle: the route's markup, its head tags,
 * and the stylesheets its lazily loaded chunks need. Two pages that would write one file fail the
 * build (the content check keeps posts off the routes' own names; this is the net under it). Also
 * writes 404.html (the home page, so a static host shows home for unknown paths), sitemap.xml,
 * robots.txt and the posts' Atom feed.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteContent, SiteProfile } from '../../../src/content/schema.ts';
import type { RenderedPage } from '../../../src/entry-server.tsx';
import { FEED_PATH, feedTitle, tagFeedPath, tagFeedTitle } from '../../../src/lib/feed.ts';
import { tagCounts } from '../../../src/lib/tags.ts';
import { tagPath } from '../../../src/lib/routes-paths.ts';
import { PAGE_DATA_FILE, PAGE_DATA_ID, PAGE_MODULES_ATTRIBUTE } from '../../../src/lib/page-data.ts';
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { scriptSafeJson } from '../../../src/lib/json-script.ts';
import { atomFeed } from './feed.ts';
import { hasMainContent } from './main-content.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** The part of Vite's build manifest we read. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** What the server entry (src/entry-server.tsx) exports. */
export interface ServerEntry {
  render(path: string): Promise<RenderedPage>;
  prerenderPaths(): string[];
  pageUrl(sitePath: string): string;
  content: SiteContent;
  site: SiteProfile;
}

/** Options for `prerender`. */
export interface PrerenderOptions {
  root: string;
  outDir: string;
  base: string;
  server: ServerEntry;
  manifest: Manifest;
}

/**
 * Vite's build manifest of the browser's bundle in `outDir`, which says which files each page needs.
 * It is read once and removed: it is for the prerenderer, not part of the site.
 */
export async function readManifest(outDir: string): Promise<Manifest> {
  const file = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  return manifest;
}

/** Thrown when pages failed to render: each page's path and its error's first line, one per line. */
export class PrerenderError extends Error {
  constructor(failures: readonly { page: string; error: unknown }[]) {
    const lines = failures.map(({ page, error }) => `${page}: ${firstLine(error)}`);
    const count = failures.length === 1 ? '1 page' : `${failures.length} pages`;
    super(`Prerendering failed (${count}):\n${lines.join('\n')}`, { cause: failures[0]?.error });
    this.name = 'PrerenderError';
  }
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.trim().split('\n')[0] ?? message;
}

/**
 * Files (JS to preload, CSS to link) that the manifest entry `key` needs, following static imports;
 * a module's stylesheets come after those of the modules it imports, so its own rules cascade last.
 */
export function chunkFiles(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((c) => css.add(c));
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** File path under `outDir` for a route path: `/` → index.html, `/blog/karl` → blog/karl/index.html. */
export function htmlFileFor(routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** Prerenders every route into `outDir`, using `outDir/index.html` (Vite's output) as the template. */
export async function prerender({ root, outDir, base, server, manifest }: PrerenderOptions): Promise<string[]> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  // What Vite already put in the template for the entry; the chunks it imports lazily add the rest.
  const entry = chunkFiles(manifest, 'index.html');
  const inTemplate = new Set([...entry.js, ...entry.css]);
  // The app: what the entry imports lazily, once the page has painted.
  const appKeys = manifest['index.html']?.dynamicImports ?? [];
  /** A module's path as the manifest names it: relative to the project root, with forward slashes. */
  const manifestKey = (module: string) => path.relative(root, path.resolve(root, module)).split(path.sep).join('/');
  const written: string[] = [];

  const paths = server.prerenderPaths();
  // Every page is rendered before the build fails, so one build names every broken page.
  const failures: { page: string; error: unknown }[] = [];
  // Which page writes each file: two that write one would leave one of them missing, silently.
  const writers = new Map<string, string>();
  // Pages search engines must not list (an unlisted post) stay out of the sitemap.
  const noindex = new Set<string>();
  for (const routePath of paths) {
    const writer = writers.get(htmlFileFor(routePath));
    if (writer !== undefined) {
      failures.push({ page: routePath, error: new Error(`it writes ${htmlFileFor(routePath)}, as ${writer} does`) });
      continue;
    }
    writers.set(htmlFileFor(routePath), routePath);
    let rendered: RenderedPage;
    try {
      rendered = await server.render(routePath);
      if (!hasMainContent(rendered.html)) throw new Error('its <main> is empty: the page would show no content');
    } catch (error) {
      failures.push({ page: routePath, error });
      continue;
    }
    const { html, head, page, pageModule, body, bodyHtml } = rendered;
    if (page.head?.noindex === true) noindex.add(routePath);
    // The modules that render the page: its component, and its body's (the body's islands).
    const own = [pageModule, body?.source].filter((m) => m !== undefined).map(manifestKey);
    const missing = [...appKeys, ...own].filter((key) => !(key in manifest));
    if (pageModule === undefined || missing.length > 0) {
      const what = pageModule === undefined ? 'no module for its page component' : `no module ${missing.join(', ')}`;
      failures.push({ page: routePath, error: new Error(`the bundle has ${what}`) });
      continue;
    }
    // Every page links the stylesheets of the code that renders it: the app (the module the entry loads
    // once the page has painted, see entry-client.tsx) and its own modules. Their JavaScript is not
    // preloaded: it would compete with the first paint, which needs none of it; the page's first
    // script fetches its own modules (listed on its data block) with the app, once the page has painted.
    const css = (keys: readonly string[]) =>
      [...new Set(keys.flatMap((k) => chunkFiles(manifest, k).css))].filter((file) => !inTemplate.has(file));
    if (body) {
      const bodyKey = manifestKey(body.source);
      body.js = `${base}${manifest[bodyKey]?.file ?? ''}`;
      body.css = css([bodyKey]).map((file) => `${base}${file}`);
    }
    const links = css([...appKeys, ...own]).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
    const modules = own.map((key) => `${base}${manifest[key]?.file ?? ''}`);
    // The page's own data block leaves out the head and its body's HTML: the document has them already.
    const { head: _inDocument, ...inPage } = page;
    const data = `<script type="application/json" id="${PAGE_DATA_ID}" ${PAGE_MODULES_ATTRIBUTE}="${escapeHtml(modules.join(' '))}">${scriptSafeJson(inPage)}</script>`;
    // A navigation to the page fetches its data, with its body's HTML in it.
    if (body) body.html = bodyHtml;
    // After Vite's tags, in import order: the page's stylesheets cascade after the global ones.
    const html5 = template
      .replace('<!--app-head-->', head)
      .replace('</head>', links.map((tag) => `  ${tag}\n  `).join('') + '</head>')
      .replace('<!--app-html-->', html)
      .replace('<!--app-data-->', data);
    const file = path.join(outDir, htmlFileFor(routePath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html5);
    await writeFile(path.join(path.dirname(file), PAGE_DATA_FILE), JSON.stringify(page));
    written.push(path.relative(outDir, file));
  }

  if (failures.length > 0) throw new PrerenderError(failures);

  written.push(
    ...(await writeSiteFiles(
      outDir,
      server,
      paths.filter((p) => !noindex.has(p)),
    )),
  );
  return written;
}

/**
 * The files beside the pages, once every page is written: 404.html (home, which static hosts serve for
 * an unknown path), the sitemap of `paths`, robots.txt, and the Atom feeds (the blog's, when it has
 * posts, and each tag's). Returns their paths under `outDir`.
 */
async function writeSiteFiles(outDir: string, server: ServerEntry, paths: readonly string[]): Promise<string[]> {
  const written: string[] = [];
  // Static hosts serve 404.html for unknown paths; the site shows home there.
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, '404.html'), home);
  written.push('404.html');

  const urls = paths.map((p) => server.pageUrl(p));
  await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(urls));
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(server.pageUrl('/sitemap.xml')));
  written.push('sitemap.xml', 'robots.txt');
  // A site without posts has no blog, so no feed; each tag has a feed of its posts.
  const { posts } = server.content;
  const feeds = [
    ...(posts.length > 0 ? [{ path: FEED_PATH, title: feedTitle(server.site), posts }] : []),
    ...tagCounts(server.content).map(({ tag }) => ({
      path: tagFeedPath(tag),
      title: tagFeedTitle(server.site, tag),
      page: tagPath(tag),
      posts: posts.filter((post) => post.tags.includes(tag)),
    })),
  ];
  for (const feed of feeds) {
    const file = path.join(outDir, feed.path.slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(
      file,
      atomFeed(server.site, feed.posts, (p) => server.pageUrl(p), feed),
    );
    written.push(feed.path.slice(1));
  }
  return written;
}
