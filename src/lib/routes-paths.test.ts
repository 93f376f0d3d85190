import { describe, expect, it } from 'vitest';
import { BLOG_PATH, HOME_PATH, isAppPage, postPath } from './routes-paths.ts';

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
