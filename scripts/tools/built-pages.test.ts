import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NoBuiltSiteError, readBuiltPages, routeOfLoc } from './built-pages.ts';

const made: string[] = [];

/** A built site in a temporary folder: `pages` by route, with `body` text of the given length. */
function site(url: string, pages: Record<string, { article?: boolean; body?: number }>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
  made.push(dir);
  for (const [route, { article = false, body = 10 }] of Object.entries(pages)) {
    const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(
      path.join(dir, file),
      `<head><link rel="canonical" href="${new URL(route.slice(1), url).href}">` +
        `<meta property="og:type" content="${article ? 'article' : 'website'}"></head><p>${'x'.repeat(body)}</p>`,
    );
  }
  const locs = Object.keys(pages).map((route) => `<url><loc>${new URL(route.slice(1), url).href}</loc></url>`);
  writeFileSync(path.join(dir, 'sitemap.xml'), `<urlset>${locs.join('')}</urlset>`);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readBuiltPages', () => {
  it('finds home, the posts and project pages by size, the blog index and a tag page, by the route table', () => {
    const dir = site('https://example.org/', {
      '/': {},
      '/blog': {},
      '/blog/short': { article: true, body: 5 },
      '/blog/long': { article: true, body: 500 },
      '/blog/tags': {},
      '/blog/tags/rf': {},
      '/projects/rover': { article: true },
    });
    expect(readBuiltPages(dir, '/')).toEqual({
      base: '/',
      routes: ['/', '/blog', '/blog/short', '/blog/long', '/blog/tags', '/blog/tags/rf', '/projects/rover'],
      home: '/',
      posts: ['/blog/long', '/blog/short'],
      postIndex: '/blog',
      projects: ['/projects/rover'],
      tagPage: '/blog/tags/rf',
    });
  });

  it('reads routes under the sub-path it is given without the base path', () => {
    const dir = site('https://example.org/portfolio/', { '/': {}, '/blog': {}, '/blog/a': { article: true } });
    expect(readBuiltPages(dir, '/portfolio/')).toMatchObject({
      base: '/portfolio/',
      routes: ['/', '/blog', '/blog/a'],
    });
  });

  it('reads the base path a folder was built for from its home page when none is given', () => {
    const dir = site('https://example.org/portfolio/', { '/': {}, '/blog': {} });
    expect(readBuiltPages(dir)).toMatchObject({ base: '/portfolio/', routes: ['/', '/blog'] });
  });

  it('reads a site without posts as home alone', () => {
    const dir = site('https://example.org/', { '/': {} });
    expect(readBuiltPages(dir, '/')).toMatchObject({ routes: ['/'], posts: [], postIndex: undefined });
  });

  it('says in one line that a folder holds no built site', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
    made.push(dir);
    expect(() => readBuiltPages(dir, '/')).toThrow(NoBuiltSiteError);
    expect(() => readBuiltPages(dir, '/')).toThrow(/^no built site in .*: run npm run build first$/);
  });
});

describe('routeOfLoc', () => {
  it('takes the base path off, with or without the trailing slash', () => {
    expect(routeOfLoc('https://example.org/portfolio/', '/portfolio/')).toBe('/');
    expect(routeOfLoc('https://example.org/portfolio', '/portfolio/')).toBe('/');
    expect(routeOfLoc('https://example.org/portfolio/blog/a', '/portfolio/')).toBe('/blog/a');
    expect(routeOfLoc('https://example.org/', '/')).toBe('/');
  });
});
