/**
 * Writes one static HTML file per route from the server bundle: the route's markup, its head tags,
 * and the stylesheets its lazily loaded chunks need. Also writes 404.html (the home page,
 * so a static host shows home for unknown paths), sitemap.xml, robots.txt and the posts' Atom feed.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PostSummary, SiteContent } from '../../src/content/schema.ts';
import { FEED_PATH } from '../../src/lib/feed.ts';
import { pageAt } from '../../src/lib/routes-paths.ts';
import { atomFeed } from './feed.ts';

/** The part of Vite's build manifest we read. */
export type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }>;

/** What the server entry exports. */
export interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string }>;
  prerenderPaths(): Promise<string[]>;
  pageUrl(sitePath: string): string;
  content: SiteContent;
  posts: PostSummary[];
}

/** Options for `prerender`. */
export interface PrerenderOptions {
  root: string;
  outDir: string;
  base: string;
  server: ServerEntry;
  manifest: Manifest;
}

/** The module that renders the app in the browser, imported lazily by the entry. */
const APP_KEY = 'src/hydrate.tsx';
/** The post route (and the blog index, which shares its chunk), imported lazily by the app. */
const POST_ROUTE_KEY = 'src/pages/PostRoute.tsx';

/** Files (JS to preload, CSS to link) that the manifest entry `key` needs, following static imports. */
export function chunkFiles(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
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
  const written: string[] = [];

  const paths = await server.prerenderPaths();
  for (const routePath of paths) {
    const { html, head } = await server.render(routePath);
    // Every page links the stylesheets of the code that renders it: the app (loaded after the page, see
    // entry-client.tsx) and, on a post, the post route and the post; on the blog index, the post route's
    // chunk that holds it. Their JavaScript is not preloaded: it would compete with the first paint,
    // which needs none of it.
    const keys = [APP_KEY];
    const shown = pageAt(routePath, server.posts);
    if (shown.kind !== 'home') keys.push(POST_ROUTE_KEY);
    if (shown.kind === 'post')
      keys.push(path.relative(root, path.resolve(root, shown.post.source)).split(path.sep).join('/'));
    const css = new Set(keys.flatMap((k) => chunkFiles(manifest, k).css).filter((file) => !inTemplate.has(file)));
    const extra = [...css].map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`);
    // After Vite's tags, in import order: the post's stylesheets cascade after the global ones.
    const page = template
      .replace('<!--app-head-->', head)
      .replace('</head>', extra.map((tag) => `  ${tag}\n  `).join('') + '</head>')
      .replace('<!--app-html-->', html);
    const file = path.join(outDir, htmlFileFor(routePath));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page);
    written.push(path.relative(outDir, file));
  }

  // Static hosts serve 404.html for unknown paths; the spec shows home there.
  const home = await readFile(path.join(outDir, 'index.html'), 'utf8');
  await writeFile(path.join(outDir, '404.html'), home);
  written.push('404.html');

  const urls = paths.map((p) => server.pageUrl(p));
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
      .map((u) => `  <url><loc>${u}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  await writeFile(
    path.join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${server.pageUrl('/sitemap.xml')}\n`,
  );
  await writeFile(
    path.join(outDir, FEED_PATH.slice(1)),
    atomFeed(server.content.site, server.posts, (p) => server.pageUrl(p)),
  );
  written.push('sitemap.xml', 'robots.txt', FEED_PATH.slice(1));
  return written;
}
