/**
 * Each page's JSON-LD, parsed from the built HTML and checked field by field against the test site's
 * content: Person on home, Blog on the index, BlogPosting and BreadcrumbList on each post.
 */
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { elementsIn, readPage, textOf, type BuiltPage } from '../support/dist.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { pageFile, postRoute, siteRoutes } from '../support/site-pages.ts';

const { site, posts } = fixtureContent();
const url = site.url;
const postUrl = (post: (typeof posts)[number]) => `${url}${postRoute(post).slice(1)}`;

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
        sameAs: site.links.map((link) => link.url),
      },
    ]);
  });

  it('the blog index describes a Blog with its posts, newest first', () => {
    expect(jsonLd(readPage('blog/index.html'))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        '@id': `${url}blog`,
        name: `${site.blog.name} | ${site.name}`,
        url: `${url}blog`,
        author,
        blogPost: [...posts].reverse().map((post) => ({
          '@type': 'BlogPosting',
          '@id': postUrl(post),
          headline: post.title,
          url: postUrl(post),
          datePublished: post.date,
        })),
      },
    ]);
  });

  it.each(posts)('$slug describes a BlogPosting with its preview image and dates, and its breadcrumbs', (post) => {
    const page = readPage(pageFile(postRoute(post)));
    // The page shows Published, then Updated when later: the last date shown is the last change.
    const [header] = page.all((e) => e.tagName === 'header' && textOf(e).includes(post.title));
    if (!header) throw new Error('no post header');
    const time = elementsIn(header, (e) => e.tagName === 'time').at(-1);
    expect(jsonLd(page)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': postUrl(post),
        headline: post.title,
        description: post.description,
        url: postUrl(post),
        mainEntityOfPage: postUrl(post),
        image: page.meta('og:image'),
        datePublished: post.date,
        dateModified: time?.properties.dateTime,
        ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
        author,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: site.name, item: url },
          { '@type': 'ListItem', position: 2, name: site.blog.name, item: `${url}blog` },
          { '@type': 'ListItem', position: 3, name: post.title, item: postUrl(post) },
        ],
      },
    ]);
  });

  it.each(siteRoutes().map(pageFile))('%s writes it as data blocks in the head, with no raw < > or & inside', (file) => {
    const page = readPage(file);
    const isJsonLd = (e: Element) => e.tagName === 'script' && e.properties.type === 'application/ld+json';
    const blocks = page.all(isJsonLd);
    expect(blocks.length).toBeGreaterThan(0);
    const [head] = page.tags('head');
    expect(head && elementsIn(head, isJsonLd)).toEqual(blocks);
    // A script's text as the parser leaves it: the raw characters of the page.
    for (const block of blocks) expect(toString(block)).not.toMatch(/[<>&]/);
  });
});

describe('JSON-LD with text that tries to end its script element', () => {
  const hostile = posts.find((post) => post.description.includes('</script>'));
  if (!hostile) throw new Error('the test site has no post whose description holds </script>');
  const file = pageFile(postRoute(hostile));

  it('keeps the whole description inside the data', () => {
    const [posting] = jsonLd(readPage(file));
    expect(posting?.description).toBe(hostile.description);
  });

  it('adds no script element to the page', () => {
    const scripts = readPage(file).tags('script');
    expect(scripts.map((s) => s.properties.type ?? 'classic')).toEqual([
      'classic',
      'application/ld+json',
      'application/ld+json',
      'module',
      // The page's data, and the profile links the frame shows (src/frame-links.ts).
      'application/json',
      'application/json',
    ]);
    expect(readPage(file).html).not.toContain('<script>alert(1)');
  });

  it('keeps the whole description inside the page’s data too', () => {
    const [data] = readPage(file).all((e) => e.tagName === 'script' && e.properties.type === 'application/json');
    const page = JSON.parse(data ? toString(data) : '{}') as { data?: { post?: { description?: string } } };
    expect(page.data?.post?.description).toBe(hostile.description);
  });
});
