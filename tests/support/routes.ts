/** The built site's routes, read from its sitemap, so browser checks cover every page (and every new post). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST } from './browser.ts';

/** Paths of every prerendered page, e.g. ["/", "/blog/karl"]. */
export function builtRoutes(dist = DIST): string[] {
  const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}
