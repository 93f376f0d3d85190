/**
 * The site's public URL, set in one place: `url` in `content/site.md`, or the SITE_URL environment
 * variable to build the same content for another host (e.g. SITE_URL=https://me.github.io/portfolio/).
 * Its path is the base path every asset and link is served under.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

/** The public URL the site is built for, always ending in "/": `given` (SITE_URL), else `url` in site.md. */
export function siteUrl(contentDir: string, given?: string): string {
  let url = given?.trim();
  if (!url) {
    let data: { url?: unknown } = {};
    try {
      data = matter(readFileSync(path.join(contentDir, 'site.md'), 'utf8')).data;
    } catch {
      // A missing or broken site.md is reported, with its line, by the content checks that run next.
    }
    url = typeof data.url === 'string' ? data.url : 'http://localhost/';
  }
  return url.endsWith('/') ? url : `${url}/`;
}

/** The base path of a site URL: "/" or "/portfolio/". */
export function basePath(url: string): string {
  const { pathname } = new URL(url);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
