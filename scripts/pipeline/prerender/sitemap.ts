/** `sitemap.xml` and `robots.txt`: the pages a search engine may list, and where their list is. */
import { escapeHtml } from '../../../src/lib/html-escape.ts';

/** The sitemap of `urls` (absolute page URLs), each escaped as XML text must be (`&` in a URL is `&amp;`). */
export function sitemapXml(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: every page may be crawled, and the sitemap is at `sitemapUrl`. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
