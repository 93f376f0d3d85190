/** `sitemap.xml` and `robots.txt`: the pages a search engine may list, and where their list is; and the sitemap read back. */
import { xml2js } from 'xml-js';
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

/** The page URLs of a sitemap as `sitemapXml` writes it, in its order: for the tools that read a built site. */
export function sitemapUrls(xml: string): string[] {
  const { urlset } = xml2js(xml, { compact: true }) as { urlset?: { url?: Entry | Entry[] } };
  const urls = urlset?.url ?? [];
  return (Array.isArray(urls) ? urls : [urls]).map((url) => url.loc?._text ?? '');
}

/** A `<url>` entry, as xml-js reads it. */
interface Entry {
  loc?: { _text?: string };
}
