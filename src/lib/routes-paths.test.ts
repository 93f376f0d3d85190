import { describe, expect, it } from 'vitest';
import { BLOG_PATH, HOME_PATH, isAppPage, isBlogPath, postPath, postSlugOf } from './routes-paths.ts';

describe('postPath', () => {
  it('puts posts under /blog/', () => {
    expect(postPath('sample')).toBe('/blog/sample');
  });
});

describe('isAppPage', () => {
  it.each([
    HOME_PATH,
    '',
    '/#contact',
    BLOG_PATH,
    '/blog/',
    '/blog#top',
    '/blog/sample',
    '/blog/sample/',
    '/blog/sample#hardware-stack',
    '/blog/another-post',
  ])('%s is a page of the app', (href) => {
    expect(isAppPage(href)).toBe(true);
  });

  it.each(['/resume.pdf', '/favicon.svg', '/blogs', '/blog/sample/extra', '/about', '/blog/sample.pdf'])(
    '%s is not',
    (href) => {
      expect(isAppPage(href)).toBe(false);
    },
  );
});

describe('postSlugOf', () => {
  it.each([
    ['/blog/sample', 'sample'],
    ['/blog/sample/', 'sample'],
    ['/blog/another-post', 'another-post'],
  ])('%s is the post %s', (path, slug) => {
    expect(postSlugOf(path)).toBe(slug);
  });

  it.each(['/', '/blog', '/blog/', '/blog/sample/extra', '/about', '/blogs/sample'])('%s is no post', (path) => {
    expect(postSlugOf(path)).toBeUndefined();
  });

  it('reads back the path postPath writes', () => {
    expect(postSlugOf(postPath('a-slug'))).toBe('a-slug');
  });
});

describe('isBlogPath', () => {
  it.each([BLOG_PATH, '/blog/'])('%s is the blog index', (path) => {
    expect(isBlogPath(path)).toBe(true);
  });

  it.each(['/', '/blogs', '/blog/sample', '/blog/sample/'])('%s is not', (path) => {
    expect(isBlogPath(path)).toBe(false);
  });
});
