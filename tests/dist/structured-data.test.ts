/**
 * Each page's JSON-LD, parsed from the built HTML and checked field by field against the content:
 * Person on home, Blog on the index, BlogPosting and BreadcrumbList on the post.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element } from 'hast';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../../scripts/build/site-url.ts';
import { readPage, textOf, type BuiltPage } from '../support/dist.ts';

const url = siteUrl(path.resolve(process.env.CONTENT_DIR ?? 'content'));
const site = matter(readFileSync(path.resolve('content/site.md'), 'utf8')).data as {
  name: string;
  role: string;
  description: string;
  codeHost: { url: string };
  network: { url: string };
};
const karl = matter(readFileSync(path.resolve('content/blog/karl.mdx'), 'utf8')).data as {
  title: string;
  description: string;
};

/** The page's JSON-LD blocks, parsed. */
function jsonLd(page: BuiltPage): Record<string, unknown>[] {
  return page
    .all((e: Element) => e.tagName === 'script' && e.properties.type === 'application/ld+json')
    .map((e) => JSON.parse(textOf(e)) as Record<string, unknown>);
}

const author = { '@type': 'Person', '@id': `${url}#person`, name: site.name, url };

describe('JSON-LD', () => {
  it('home describes the owner as a Person', () => {
    const page = readPage('index.html');
    expect(jsonLd(page)).toEqual([
      {
        '@context': 'https://schema.org',
        ...author,
        jobTitle: site.role,
        description: site.description,
        image: page.meta('og:image'),
        sameAs: [site.codeHost.url, site.network.url],
      },
    ]);
  });

  it('the blog index describes a Blog with its post', () => {
    expect(jsonLd(readPage('blog/index.html'))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        '@id': `${url}blog`,
        name: `Build log | ${site.name}`,
        url: `${url}blog`,
        author,
        blogPost: [
          {
            '@type': 'BlogPosting',
            '@id': `${url}blog/karl`,
            headline: karl.title,
            url: `${url}blog/karl`,
            datePublished: '2025-09-14',
          },
        ],
      },
    ]);
  });

  it('the post describes a BlogPosting with its preview image and dates, and its breadcrumbs', () => {
    const page = readPage('blog/karl/index.html');
    // The page shows Published, then Updated when later: the last date shown is the last change.
    const time = page.tags('time').at(-1);
    expect(jsonLd(page)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': `${url}blog/karl`,
        headline: karl.title,
        description: karl.description,
        url: `${url}blog/karl`,
        mainEntityOfPage: `${url}blog/karl`,
        image: page.meta('og:image'),
        datePublished: '2025-09-14',
        dateModified: time?.properties.dateTime,
        author,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: site.name, item: url },
          { '@type': 'ListItem', position: 2, name: 'Build log', item: `${url}blog` },
          { '@type': 'ListItem', position: 3, name: karl.title, item: `${url}blog/karl` },
        ],
      },
    ]);
  });

  it.each(['index.html', 'blog/index.html', 'blog/karl/index.html'])(
    '%s writes it as data blocks in the head, with no raw < > or & inside',
    (file) => {
      const { html } = readPage(file);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(block).not.toMatch(/[<>&]/);
      expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
    },
  );
});
