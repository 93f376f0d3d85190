/**
 * The site's public URL, set in one place: `url` in `content/site.md`, or the SITE_URL environment
 * variable to build the same content for another host (e.g. SITE_URL=https://me.github.io/portfolio/).
 * Its path is the base path every asset and link is served under.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFrontmatter } from './frontmatter.ts';

/** The public URL the site is built for, always ending in "/": `given` (SITE_URL), else `url` in site.md. */
export function siteUrl(contentDir: string, given?: string): string {
  let url = given?.trim();
  if (!url) {
    let data: { url?: unknown } = {};
    const file = path.join(contentDir, 'site.md');
    // Read as every content file is (YAML only: see frontmatter.ts). A missing or broken site.md is
    // reported, with its line, by the content checks that run next.
    if (existsSync(file)) {
      const read = parseFrontmatter(file, readFileSync(file, 'utf8'));
      if (read.syntaxIssues.length === 0) data = read.data;
    }
    url = typeof data.url === 'string' ? data.url : 'http://localhost/';
  }
  return url.endsWith('/') ? url : `${url}/`;
}

/** The site a build is made for: its public URL and the base path every asset and link is served under. */
export interface SiteAddress {
  /** The public URL, ending in "/": "https://me.github.io/portfolio/". */
  url: string;
  /** Its path: "/" or "/portfolio/". */
  base: string;
}

/**
 * The site the content in `contentDir` is built for, `given` (SITE_URL) overriding its site.md: the one
 * place the base path is worked out for a build, which then passes it on.
 */
export function siteAddress(contentDir: string, given?: string): SiteAddress {
  const url = siteUrl(contentDir, given);
  return { url, base: basePath(url) };
}

/** The base path of a site URL: "/" or "/portfolio/". */
export function basePath(url: string): string {
  const { pathname } = new URL(url);
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
