/** The sitemap's exact text: every URL in its own <loc>, escaped as XML; and the URLs read back from it. */
import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapUrls, sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists each URL in order', () => {
    expect(sitemapXml(['https://example.org/', 'https://example.org/blog'])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://example.org/</loc></url>',
        '  <url><loc>https://example.org/blog</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes what XML text cannot hold, so the file stays well-formed', () => {
    const xml = sitemapXml(['https://example.org/a?b=1&c=<2>']);
    expect(xml).toContain('<loc>https://example.org/a?b=1&amp;c=&lt;2&gt;</loc>');
    expect(xml.match(/&(?!amp;|lt;|gt;|quot;)/g)).toBeNull();
  });
});

describe('sitemapUrls', () => {
  it('reads back every URL the sitemap lists, in order, unescaped, one or many', () => {
    const urls = ['https://example.org/', 'https://example.org/a?b=1&c=<2>'];
    expect(sitemapUrls(sitemapXml(urls))).toEqual(urls);
    expect(sitemapUrls(sitemapXml(['https://example.org/']))).toEqual(['https://example.org/']);
    expect(sitemapUrls(sitemapXml([]))).toEqual([]);
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://example.org/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });
});
