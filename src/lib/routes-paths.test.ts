import { describe, expect, it } from 'vitest';
import { BLOG_PATH, HOME_PATH, isAppPage, isBlogPath, postPath, postSlugOf } from './routes-paths.ts';

describe('postPath', () => {
  it('puts posts under /blog/', () => {
    expect(postPath('karl')).toBe('/blog/karl');
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
    '/blog/karl',
    '/blog/karl/',
    '/blog/karl#hardware-stack',
    '/blog/another-post',
  ])('%s is a page of the app', (href) => {
    expect(isAppPage(href)).toBe(true);
  });

  it.each(['/resume.pdf', '/favicon.svg', '/blogs', '/blog/karl/extra', '/about', '/blog/karl.pdf'])(
    '%s is not',
    (href) => {
      expect(isAppPage(href)).toBe(false);
    },
  );
});

describe('postSlugOf', () => {
  it.each([
    ['/blog/karl', 'karl'],
    ['/blog/karl/', 'karl'],
    ['/blog/another-post', 'another-post'],
  ])('%s is the post %s', (path, slug) => {
    expect(postSlugOf(path)).toBe(slug);
  });

  it.each(['/', '/blog', '/blog/', '/blog/karl/extra', '/about', '/blogs/karl'])('%s is no post', (path) => {
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

  it.each(['/', '/blogs', '/blog/karl', '/blog/karl/'])('%s is not', (path) => {
    expect(isBlogPath(path)).toBe(false);
  });
});
