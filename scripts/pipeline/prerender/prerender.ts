/**
 * Prerenders the site from the server's bundle, as React Router's prerenderer does: each page's files are
 * values (`{ path, contents }`) made from what the server entry rendered (its state, markup and head),
 * the page template and the browser bundle's manifest, and nothing else; then the files beside the pages
 * (404.html, a copy of home, which static hosts serve for an unknown path; sitemap.xml, robots.txt, and
 * the blog's and each tag's Atom feed). Each page's files are written as they are made, so a large
 * site's pages are never all in memory, and removed again if any page fails. A page's files are a
 * function of the code, the site's profile, its state and its body's HTML, so a page that did not change
 * writes the same bytes: with the page cache (page-keys.ts), a page whose inputs did not change is not
 * rendered at all, and its files are the cached ones. Two pages that would write one file fail the build (the content check keeps posts off the
 * routes' own names; this is the net under it), and so does any page that fails to render or renders an
 * empty `<main>`, each named.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ModuleUrl } from '../../../src/components/mdx/render-body.ts';
import type { PageInputs, RenderedPage } from '../../../src/entry-server.tsx';
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { scriptSafeJson } from '../../../src/lib/json-script.ts';
import { PAGE_DATA_FILE, PAGE_DATA_ID, PAGE_MODULES_ATTRIBUTE, PROFILE_LINKS_ID } from '../../../src/lib/page-data.ts';
import type { SiteContent, SiteProfile } from '../../../src/content/schema.ts';
import { hasMainContent } from './main-content.ts';
import { siteFiles } from './site-files.ts';
import {
  bodySources,
  pageChange,
  pageKey,
  pageParts,
  siteChange,
  siteParts,
  type PageParts,
  type PrerenderCache,
  type RenderedReason,
  type RenderReport,
  type SiteParts,
} from './page-keys.ts';

/** The part of Vite's build manifest we read. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** What the server entry (src/entry-server.tsx) exports. */
export interface ServerEntry {
  render(path: string, moduleUrl: ModuleUrl): Promise<RenderedPage>;
  pageInputs(path: string): Promise<PageInputs>;
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
 * Every page's files, as values, the paths of the pages search engines may list, and which pages were
 * rendered, and why: with a cache, a page whose key (page-keys.ts) is cached keeps its files as they
 * were. Throws a PrerenderError naming each page that failed.
 */
async function prerenderPages(
  server: ServerEntry,
  app: BuiltApp,
  paths: readonly string[],
  /** Takes each page's files as soon as they are made: a large site's pages are never all held at once. */
  emit: (files: readonly SiteFile[]) => Promise<void>,
  cached:
    | { cache: PrerenderCache; site: SiteParts; last: Record<string, PageParts> | undefined; all: string | undefined }
    | undefined,
): Promise<{ listed: string[]; rendered: RenderedReason[]; parts: Record<string, PageParts> }> {
  const rendered: RenderedReason[] = [];
  const parts: Record<string, PageParts> = {};
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
      let key: string | undefined;
      if (cached) {
        const inputs = await server.pageInputs(sitePath);
        const own = pageParts(inputs, app.manifest);
        parts[sitePath] = own;
        key = pageKey(cached.site, sitePath, own);
        const kept = await cached.cache.pages.files(key);
        if (kept) {
          await emit(kept);
          if (inputs.page.head?.noindex !== true) listed.push(sitePath);
          continue;
        }
        rendered.push({ path: sitePath, why: cached.all ?? pageChange(cached.last, own, sitePath) });
      } else rendered.push({ path: sitePath, why: 'no page cache' });
      const page = await server.render(sitePath, moduleUrl(app));
      if (!hasMainContent(page.markup)) throw new Error('its <main> is empty: the page would show no content');
      const made = pageFiles(sitePath, page, app);
      if (key !== undefined) await cached?.cache.pages.keep(key, made);
      await emit(made);
      if (page.page.head?.noindex !== true) listed.push(sitePath);
    } catch (error) {
      failures.push({ page: sitePath, error });
    }
  }
  if (failures.length > 0) throw new PrerenderError(failures);
  return { listed, rendered, parts };
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
 * the template, and the files beside them. With a `cache`, renders only the pages whose keys changed and
 * takes the others' files from it (the same bytes). Returns the paths written, less the pages' data
 * files, and which pages were rendered and why.
 */
export async function prerender({
  outDir,
  base,
  server,
  manifest,
  cache,
}: {
  outDir: string;
  base: string;
  server: ServerEntry;
  manifest: Manifest;
  cache?: PrerenderCache | undefined;
}): Promise<{ written: string[]; report: RenderReport }> {
  const app: BuiltApp = { template: await readFile(path.join(outDir, 'index.html'), 'utf8'), manifest, base };
  const paths = server.prerenderPaths();
  const site =
    cache &&
    siteParts({
      code: cache.code,
      template: app.template,
      manifest,
      bodies: bodySources(server.content),
      // Every page names the webmention endpoint (its head), so a change to it renders every page.
      profile: { site: server.site, shown: cache.shown, webmention: server.content.webmention },
      base,
    });
  const last = cache && (await cache.pages.lastBuild(outDir));
  const all = cache && site ? siteChange(last?.site, site) : 'no page cache';
  const reuse = cache && site ? { cache, site, last: last?.pages, all } : undefined;
  // Each page's files are written as they are made, and removed again if any page fails: a failed
  // build leaves no page of its own, and a large site's pages are never all in memory at once.
  const written: string[] = [];
  let home: SiteFile | undefined;
  const emit = async (files: readonly SiteFile[]) => {
    home ??= files.find((file) => file.path === pageFile('/'));
    await writeFiles(outDir, files);
    written.push(...files.map((file) => file.path));
  };
  let pages: Awaited<ReturnType<typeof prerenderPages>>;
  try {
    pages = await prerenderPages(server, app, paths, emit, reuse);
  } catch (error) {
    await Promise.all(written.map((file) => rm(path.join(outDir, file), { force: true })));
    throw error;
  }
  const { listed, rendered, parts } = pages;
  const beside = siteFiles(server, listed, home);
  await writeFiles(outDir, beside);
  written.push(...beside.map((file) => file.path));
  if (cache && site) await cache.pages.recordBuild(outDir, { site, pages: parts });
  const every = all !== undefined && rendered.length === paths.length;
  return {
    written: written.filter((file) => path.posix.basename(file) !== PAGE_DATA_FILE),
    report: { pages: paths.length, all: every ? all : undefined, rendered },
  };
}
