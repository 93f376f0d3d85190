/**
 * Prerenders the site from the server's bundle, as React Router's prerenderer does: each page's files are
 * values (`{ path, contents }`) made from what the server entry rendered (its state, markup and head),
 * the page template and the browser bundle's manifest, and nothing else; then the files beside the pages
 * (404.html, a copy of home, which static hosts serve for an unknown path; sitemap.xml, robots.txt, and
 * the blog's and each tag's Atom feed); then all are written. A page's files are a function of
 * the code, the site's profile, its state and its body's HTML, so a page that did not change writes the
 * same bytes. Two pages that would write one file fail the build (the content check keeps posts off the
 * routes' own names; this is the net under it), and so does any page that fails to render or renders an
 * empty `<main>`, each named.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostSummary, SiteContent, SiteProfile } from '../../../src/content/schema.ts';
import type { ModuleUrl } from '../../../src/components/mdx/render-body.ts';
import type { RenderedPage } from '../../../src/entry-server.tsx';
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { scriptSafeJson } from '../../../src/lib/json-script.ts';
import { PAGE_DATA_FILE, PAGE_DATA_ID, PAGE_MODULES_ATTRIBUTE, PROFILE_LINKS_ID } from '../../../src/lib/page-data.ts';
import { FEED_PATH, feedTitle, tagFeedPath, tagFeedTitle } from '../../../src/lib/feed.ts';
import { tagPath } from '../../../src/lib/routes-paths.ts';
import { tagCounts } from '../../../src/lib/tags.ts';
import { atomFeed, type FeedOf } from './feed.ts';
import { hasMainContent } from './main-content.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** The part of Vite's build manifest we read. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** What the server entry (src/entry-server.tsx) exports. */
export interface ServerEntry {
  render(path: string, moduleUrl: ModuleUrl): Promise<RenderedPage>;
  prerenderPaths(): string[];
  pageUrl(sitePath: string): string;
  content: SiteContent;
  site: SiteProfile;
}

/** A file of the built site as a value: its path in the site's folder (forward slashes) and what it holds. */
export interface SiteFile {
  path: string;
  contents: string;
}

/** What every page's files are made with: the page template (Vite's `index.html`) and the browser's bundle. */
export interface BuiltApp {
  template: string;
  manifest: Manifest;
  /** The site's base path: "/" or "/portfolio/". */
  base: string;
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

/** The HTML file of the page at a site path, in the site's folder: `/` → index.html, `/blog/karl` → blog/karl/index.html. */
export function pageFile(sitePath: string): string {
  const clean = sitePath.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** The URL (under the base path) of `module`'s chunk in the browser's bundle; throws when the bundle has none. */
export function moduleUrl({ manifest, base }: BuiltApp): ModuleUrl {
  return (module) => {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`the browser's bundle has no module ${module}`);
    return `${base}${chunk.file}`;
  };
}

/**
 * The stylesheets (URLs under the base path) of the modules `keys` that the template does not link: the
 * app's own, which the page's first script loads once it has painted (see entry-client.tsx), are.
 */
function stylesheets({ manifest, base }: BuiltApp, keys: readonly (string | undefined)[]): string[] {
  const inTemplate = new Set(chunkFiles(manifest, 'index.html').css);
  const files = keys.flatMap((key) => (key === undefined ? [] : chunkFiles(manifest, key).css));
  return [...new Set(files)].filter((file) => !inTemplate.has(file)).map((file) => `${base}${file}`);
}

/**
 * The files of one page, from what the server entry rendered: its HTML document (the template with its
 * head, its stylesheets, its markup and its data block) and, beside it, its `page-data.json` for a
 * client-side navigation to it.
 */
export function pageFiles(sitePath: string, rendered: RenderedPage, app: BuiltApp): SiteFile[] {
  const { page, markup, head, modules, links: profileLinks } = rendered;
  const appModules = app.manifest['index.html']?.dynamicImports ?? [];
  // Every page links the stylesheets of the code that renders it: the app (the module the entry loads
  // once the page has painted) and its own modules. Their JavaScript is not preloaded: it would compete
  // with the first paint, which needs none of it; the page's first script fetches its own modules
  // (listed on its data block) with the app, once the page has painted.
  const links = stylesheets(app, [...appModules, modules.page, modules.body, ...modules.components]).map(
    (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
  );
  const scripts = modules.scripts.map(moduleUrl(app));
  // The page's own data block leaves out its head and body: the document has them.
  const { head: _head, body, ...own } = page;
  // With the frame's profile links, which every page carries rather than the app's code (src/frame-links.ts).
  const data = `<script type="application/json" id="${PAGE_DATA_ID}" ${PAGE_MODULES_ATTRIBUTE}="${escapeHtml(scripts.join(' '))}">${scriptSafeJson(own)}</script><script type="application/json" id="${PROFILE_LINKS_ID}">${scriptSafeJson(profileLinks)}</script>`;
  // After Vite's tags, in import order: the page's stylesheets cascade after the global ones.
  const html = app.template
    .replace('<!--app-head-->', head)
    .replace('</head>', links.map((tag) => `  ${tag}\n  `).join('') + '</head>')
    .replace('<!--app-html-->', markup)
    .replace('<!--app-data-->', data);
  // A navigation to the page links its body's stylesheets before showing it.
  const navigation = body
    ? { ...page, body: { ...body, stylesheets: stylesheets(app, [modules.body, ...modules.components]) } }
    : page;
  const file = pageFile(sitePath);
  return [
    { path: file, contents: html },
    { path: path.posix.join(path.posix.dirname(file), PAGE_DATA_FILE), contents: JSON.stringify(navigation) },
  ];
}

/**
 * Every page's files, as values, and the paths of the pages search engines may list; throws a
 * PrerenderError naming each page that failed.
 */
async function prerenderPages(
  server: ServerEntry,
  app: BuiltApp,
  paths: readonly string[],
): Promise<{ files: SiteFile[]; listed: string[] }> {
  const files: SiteFile[] = [];
  // Every page is rendered before the build fails, so one build names every broken page.
  const failures: { page: string; error: unknown }[] = [];
  // Which page writes each file: two that write one would leave one of them missing, silently.
  const writers = new Map<string, string>();
  // The pages search engines may list: not one whose head says noindex (an unlisted post), for the sitemap.
  const listed: string[] = [];
  for (const sitePath of paths) {
    const writer = writers.get(pageFile(sitePath));
    if (writer !== undefined) {
      failures.push({ page: sitePath, error: new Error(`it writes ${pageFile(sitePath)}, as ${writer} does`) });
      continue;
    }
    writers.set(pageFile(sitePath), sitePath);
    try {
      const rendered = await server.render(sitePath, moduleUrl(app));
      if (!hasMainContent(rendered.markup)) throw new Error('its <main> is empty: the page would show no content');
      files.push(...pageFiles(sitePath, rendered, app));
      if (rendered.page.head?.noindex !== true) listed.push(sitePath);
    } catch (error) {
      failures.push({ page: sitePath, error });
    }
  }
  if (failures.length > 0) throw new PrerenderError(failures);
  return { files, listed };
}

/** The files beside `pages` (the prerendered pages' files) for the site paths `paths`. */
function siteFiles(server: ServerEntry, paths: readonly string[], pages: readonly SiteFile[]): SiteFile[] {
  const home = pages.find((file) => file.path === pageFile('/'));
  if (!home) throw new Error('the site has no home page');
  // A site without posts has no blog, so no feed; each tag has a feed of its posts.
  const { posts } = server.content;
  const feeds: (FeedOf & { posts: readonly PostSummary[] })[] = [
    ...(posts.length > 0 ? [{ path: FEED_PATH, title: feedTitle(server.site), posts }] : []),
    ...tagCounts(server.content).map(({ tag }) => ({
      path: tagFeedPath(tag),
      title: tagFeedTitle(server.site, tag),
      page: tagPath(tag),
      posts: posts.filter((post) => post.tags.includes(tag)),
    })),
  ];
  return [
    // Static hosts serve 404.html for unknown paths; the site shows home there.
    { path: '404.html', contents: home.contents },
    { path: 'sitemap.xml', contents: sitemapXml(paths.map((p) => server.pageUrl(p))) },
    { path: 'robots.txt', contents: robotsTxt(server.pageUrl('/sitemap.xml')) },
    ...feeds.map((feed) => ({
      path: feed.path.slice(1),
      contents: atomFeed(server.site, feed.posts, (p) => server.pageUrl(p), feed),
    })),
  ];
}

/** Writes `files` under `outDir`. */
async function writeFiles(outDir: string, files: readonly SiteFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(outDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
}

/**
 * Prerenders every page of the server entry into `outDir`, with `outDir/index.html` (Vite's output) as
 * the template, and the files beside them. Returns the paths written, less the pages' data files.
 */
export async function prerender({
  outDir,
  base,
  server,
  manifest,
}: {
  outDir: string;
  base: string;
  server: ServerEntry;
  manifest: Manifest;
}): Promise<string[]> {
  const app: BuiltApp = { template: await readFile(path.join(outDir, 'index.html'), 'utf8'), manifest, base };
  const paths = server.prerenderPaths();
  const pages = await prerenderPages(server, app, paths);
  const files = [...pages.files, ...siteFiles(server, pages.listed, pages.files)];
  await writeFiles(outDir, files);
  return files.map((file) => file.path).filter((file) => path.posix.basename(file) !== PAGE_DATA_FILE);
}
