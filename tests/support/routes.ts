/** The built site's routes, read from its sitemap, so browser checks cover every kind of page (and every new post). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sitemapUrls } from '../../scripts/pipeline/prerender/sitemap.ts';
import { routeAt } from '../../src/route-table.ts';
import { DIST } from './browser.ts';

/** Paths of every prerendered page, e.g. ["/", "/blog/karl"]. */
export function builtRoutes(dist = DIST): string[] {
  return sitemapUrls(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).map((url) => new URL(url).pathname);
}

/**
 * The built pages a check in a browser visits: every post (each has components of its own) and the
 * first page of every other kind (a tag's page, a project's page...), whose siblings differ only in data.
 */
export function builtPageKinds(dist = DIST): string[] {
  const [base = '/'] = builtRoutes(dist);
  const seen = new Set<string>();
  return builtRoutes(dist).filter((route) => {
    const id = routeAt(`/${route.slice(base.length)}`)?.id ?? route;
    if (id === 'post') return true;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
