import { describe, expect, it } from 'vitest';
import { absoluteUrl, BASE_PATH, isInternal, withBase } from './urls.ts';

describe('isInternal', () => {
  it.each(['/', '/blog/sample', '/resume.pdf', '/#skills'])('%s is a site path', (href) => {
    expect(isInternal(href)).toBe(true);
  });

  it.each(['//cdn.example.com/x.js', 'https://example.com/', '#skills', 'mailto:a@b.c', 'blog/sample', ''])(
    '%s is not',
    (href) => {
      expect(isInternal(href)).toBe(false);
    },
  );
});

describe('withBase', () => {
  it('uses the base path Vite builds for when given none', () => {
    expect(BASE_PATH).toBe(import.meta.env.BASE_URL);
    expect(withBase('/resume.pdf')).toBe(`${BASE_PATH}resume.pdf`);
  });

  it.each([
    ['/resume.pdf', '/portfolio/', '/portfolio/resume.pdf'],
    ['/', '/portfolio/', '/portfolio/'],
    ['/blog/sample#top', '/portfolio/', '/portfolio/blog/sample#top'],
    ['/resume.pdf', '/', '/resume.pdf'],
    ['/blog/sample', '/a/b/', '/a/b/blog/sample'],
  ])('%s under %s is %s', (href, base, expected) => {
    expect(withBase(href, base)).toBe(expected);
  });

  it.each(['https://example.com/x', '#contact', 'mailto:a@b.c', '//cdn.example.com/x.js'])(
    'leaves %s alone',
    (href) => {
      expect(withBase(href, '/portfolio/')).toBe(href);
    },
  );
});

describe('absoluteUrl', () => {
  it.each([
    ['https://ada-example.dev/', '/', 'https://ada-example.dev/'],
    ['https://ada-example.dev/', '/blog/sample', 'https://ada-example.dev/blog/sample'],
    ['https://example.github.io/portfolio/', '/', 'https://example.github.io/portfolio/'],
    ['https://example.github.io/portfolio/', '/blog/sample', 'https://example.github.io/portfolio/blog/sample'],
    ['http://localhost:4173/', '/resume.pdf', 'http://localhost:4173/resume.pdf'],
  ])('%s + %s is %s', (site, href, expected) => {
    expect(absoluteUrl(site, href)).toBe(expected);
  });
});
