/**
 * The route table says everything about a page: which route shows a path, its head tags, its JSON-LD,
 * the modules it loads, the paths to prerender and the anchors a link may target, all derived from its
 * entry; a page added to a table gets its own of each.
 */
import { describe, expect, it } from 'vitest';
import { blogHead, homeHead, postHead, type PageHead } from './lib/head.ts';
import { homeAnchorIds, TOP_ID } from './lib/sections.ts';
import * as builders from './lib/structured-data.ts';
import {
  headFor,
  isAppPage,
  linkTargets,
  modulesFor,
  POST_ROUTE_MODULE,
  prerenderPaths,
  routeAt,
  routeTable,
  structuredDataFor,
  type RouteEntry,
  type RouteTable,
} from './route-table.ts';
import { samplePost, sampleSite } from '../tests/support/sample-page-data.ts';

const site = sampleSite;
const post = samplePost;
const data = { site, posts: [post] };
const types = (path: string, table?: RouteTable) =>
  structuredDataFor(path, data, builders, table).map((d) => (d as { '@type': string })['@type']);

describe('routeAt', () => {
  it.each([
    ['/', 'home'],
    ['/blog', 'blog'],
    ['/blog/', 'blog'],
    ['/blog/sample', 'post'],
    ['/blog/sample/', 'post'],
    ['/blog/no-such-post', 'post'],
    ['/blogs', 'other'],
    ['/blog/sample/extra', 'other'],
  ])('%s is shown by the %s route', (path, id) => {
    expect(routeAt(path)?.id).toBe(id);
  });
});

describe('headFor', () => {
  it.each(['/blog/sample', '/blog/sample/'])('gives %s the post’s head', (path) => {
    expect(headFor(path, data)).toEqual(postHead(site, post));
  });

  it.each(['/blog', '/blog/'])('gives %s the blog index’s head', (path) => {
    expect(headFor(path, data)).toEqual(blogHead(site));
  });

  it.each(['/', '/blog/nope', '/blogs', '/anything/else', '/blog/sample/extra'])('gives %s the home head', (path) => {
    expect(headFor(path, data)).toEqual(homeHead(site));
  });
});

describe('structuredDataFor', () => {
  it('gives home the Person, the index the Blog, a post its BlogPosting and BreadcrumbList, any other path the Person', () => {
    expect(types('/')).toEqual(['Person']);
    expect(types('/blog')).toEqual(['Blog']);
    expect(types('/blog/')).toEqual(['Blog']);
    expect(types('/blog/sample')).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(types('/blog/nope')).toEqual(['Person']);
    expect(types('/anything')).toEqual(['Person']);
  });
});

describe('modulesFor', () => {
  it('names the post route’s chunk for the index and a post, with the post’s own module, and nothing for home', () => {
    expect(modulesFor('/', data)).toEqual([]);
    expect(modulesFor('/blog', data)).toEqual([POST_ROUTE_MODULE]);
    expect(modulesFor('/blog/sample', data)).toEqual([POST_ROUTE_MODULE, post.source]);
    expect(modulesFor('/blog/nope', data)).toEqual([]);
  });
});

describe('prerenderPaths and linkTargets', () => {
  it('prerender home, the index and each post', () => {
    expect(prerenderPaths([post])).toEqual(['/', '/blog', '/blog/sample']);
  });

  it('let links reach each page and the ids on it, and nothing else', () => {
    expect(linkTargets([{ slug: 'sample', ids: ['overview', 'results'] }])).toEqual(
      new Map([
        ['/', new Set(homeAnchorIds)],
        ['/blog', new Set([TOP_ID])],
        ['/blog/sample', new Set([TOP_ID, 'overview', 'results'])],
      ]),
    );
  });
});

describe('isAppPage', () => {
  it.each(['/', '', '/#contact', '/blog', '/blog/', '/blog#top', '/blog/sample', '/blog/sample/', '/blog/x#y'])(
    '%s is a page of the app',
    (href) => {
      expect(isAppPage(href)).toBe(true);
    },
  );

  it.each(['/resume.pdf', '/favicon.svg', '/blogs', '/blog/sample/extra', '/about', '/blog/sample.pdf'])(
    '%s is not',
    (href) => {
      expect(isAppPage(href)).toBe(false);
    },
  );
});

describe('a page added to a table', () => {
  const talksHead = (title: string): PageHead => ({ ...homeHead(site), title, canonical: `${site.url}talks` });
  const talks: RouteEntry = {
    path: '/talks',
    prerender: () => ['/talks'],
    head: () => talksHead('Talks | Ada Example'),
    structuredData: (_params, { site: owner }) => [
      { '@context': 'https://schema.org', '@type': 'ItemList', name: owner.name },
    ],
    anchors: () => [TOP_ID, 'latest'],
  };
  const table: RouteTable = { ...routeTable, talks };

  it('is prerendered, with its own head and JSON-LD, not the home page’s', () => {
    expect(prerenderPaths([post], table)).toContain('/talks');
    expect(headFor('/talks', data, table).title).toBe('Talks | Ada Example');
    expect(types('/talks', table)).toEqual(['ItemList']);
  });

  it('is a page links may lead to, with its anchors, and a page of the app', () => {
    expect(linkTargets([], table).get('/talks')).toEqual(new Set([TOP_ID, 'latest']));
    expect(isAppPage('/talks', table)).toBe(true);
    expect(isAppPage('/talks')).toBe(false);
  });
});
