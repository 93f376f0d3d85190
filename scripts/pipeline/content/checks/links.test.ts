import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { checkLinks, normalisePath, type LinkToCheck, type SiteTargets } from './links.ts';

const targets: SiteTargets = {
  pages: new Map([
    ['/', new Set(['top', 'home', 'skills'])],
    ['/blog/sample', new Set(['top', 'hardware-stack'])],
  ]),
  files: new Set(['/resume.pdf', '/favicon.svg']),
};

/** The formatted problems for one link written on `page`. */
function check(href: string, page = '/'): string[] {
  const link: LinkToCheck = { file: 'content/site.md', line: 7, field: 'quickLinks[0].href', href, page };
  return checkLinks([link], targets).map(formatIssue);
}

describe('checkLinks', () => {
  it.each([
    '/',
    '/blog/sample',
    '/blog/sample/',
    '#skills',
    '/#skills',
    '/blog/sample#hardware-stack',
    '/resume.pdf',
    '/?x=1',
  ])('accepts %s', (href) => {
    expect(check(href)).toEqual([]);
  });

  it.each(['https://example.com/nowhere', 'mailto:someone@example.com', '//cdn.example.com/x.js'])(
    'does not check the external link %s',
    (href) => {
      expect(check(href)).toEqual([]);
    },
  );

  it('reports a path that is neither a page nor a public file', () => {
    expect(check('/blgo/sample')).toEqual([
      'content/site.md:7 quickLinks[0].href: expected a page of this site (/, /blog/sample) or a file in public/, got "/blgo/sample"',
    ]);
  });

  it('reports an anchor missing from the page the link is on', () => {
    expect(check('#skils')).toEqual([
      'content/site.md:7 quickLinks[0].href: expected an anchor that exists on / (#top, #home, #skills), got "#skils"',
    ]);
  });

  it('checks a bare anchor against the page it is written on', () => {
    expect(check('#hardware-stack', '/blog/sample')).toEqual([]);
    expect(check('#skills', '/blog/sample')).toEqual([
      'content/site.md:7 quickLinks[0].href: expected an anchor that exists on /blog/sample (#top, #hardware-stack), got "#skills"',
    ]);
  });

  it('reports an anchor missing from another page', () => {
    expect(check('/blog/sample#overview')).toEqual([
      'content/site.md:7 quickLinks[0].href: expected an anchor that exists on /blog/sample (#top, #hardware-stack), got "/blog/sample#overview"',
    ]);
  });

  it('decodes percent-encoded anchors', () => {
    expect(check('/blog/sample#hardware%2Dstack')).toEqual([]);
  });

  it('reports an anchor on a file link', () => {
    expect(check('/resume.pdf#page=2')).toEqual([
      'content/site.md:7 quickLinks[0].href: expected no #anchor on a file link, got "/resume.pdf#page=2"',
    ]);
  });

  it('reports every broken link, in order', () => {
    const links: LinkToCheck[] = [
      { file: 'a.md', line: 1, field: 'links[0].href', href: '/nope', page: '/' },
      { file: 'a.md', line: 2, field: 'links[1].href', href: '/', page: '/' },
      { file: 'b.mdx', line: 9, field: 'link', href: '#gone', page: '/blog/sample' },
    ];
    expect(checkLinks(links, targets).map((i) => `${i.file}:${i.line} ${i.field}`)).toEqual([
      'a.md:1 links[0].href',
      'b.mdx:9 link',
    ]);
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/blog/sample/', '/blog/sample'],
    ['/blog/sample', '/blog/sample'],
  ])('%s becomes %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});
