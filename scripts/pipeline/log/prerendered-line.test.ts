import { describe, expect, it } from 'vitest';
import {
  ALL_NAMED_UP_TO,
  FIRST_NAMED,
  prerenderedLine,
  RENDERED_NAMED_UP_TO,
  renderedCount,
  renderedLine,
} from './prerendered-line.ts';

describe('prerenderedLine', () => {
  it('names every file of a small site', () => {
    expect(prerenderedLine(['index.html', '404.html', 'sitemap.xml'], 'dist')).toBe(
      'Prerendered index.html, 404.html, sitemap.xml in dist/',
    );
  });

  it('names the first files of a large site and counts the rest, pages and other files', () => {
    const posts = Array.from({ length: 200 }, (_, i) => `blog/post-${String(i + 1)}/index.html`);
    const written = ['index.html', 'blog/index.html', ...posts, '404.html', 'sitemap.xml', 'robots.txt', 'feed.xml'];
    expect(prerenderedLine(written, 'dist')).toBe(
      `Prerendered ${written.slice(0, FIRST_NAMED).join(', ')} and ${written.length - FIRST_NAMED} more ` +
        '(203 pages and 3 other files) in dist/',
    );
  });

  it('names them all up to the limit; one file more and the rest are counted', () => {
    const files = Array.from({ length: ALL_NAMED_UP_TO + 1 }, (_, i) => `p${String(i)}/index.html`);
    expect(prerenderedLine(files.slice(0, ALL_NAMED_UP_TO), 'out')).toBe(
      `Prerendered ${files.slice(0, ALL_NAMED_UP_TO).join(', ')} in out/`,
    );
    expect(prerenderedLine(files, 'out')).toBe(
      `Prerendered ${files.slice(0, FIRST_NAMED).join(', ')} and ${ALL_NAMED_UP_TO + 1 - FIRST_NAMED} more ` +
        `(${ALL_NAMED_UP_TO + 1} pages) in out/`,
    );
  });
});

describe('renderedLine', () => {
  it('says why every page was rendered', () => {
    expect(renderedLine({ pages: 224, all: 'the code changed', rendered: [] }, '.cache/pages')).toBe(
      'Rendered all 224 pages: the code changed',
    );
  });

  it('names each page rendered with why, and counts those kept', () => {
    const rendered = [
      { path: '/blog/a', why: 'its body changed' },
      { path: '/blog', why: 'what it shows of the content changed' },
    ];
    expect(renderedLine({ pages: 224, rendered }, '.cache/pages')).toBe(
      'Rendered 2 of 224 pages (222 unchanged, from the page cache in .cache/pages/): /blog/a (its body changed), /blog (what it shows of the content changed)',
    );
    expect(renderedLine({ pages: 1, rendered: [] }, 'c')).toBe(
      'Rendered 0 of 1 page (1 unchanged, from the page cache in c/)',
    );
  });

  it('names the first pages of many and counts the rest', () => {
    const rendered = Array.from({ length: RENDERED_NAMED_UP_TO + 3 }, (_, i) => ({
      path: `/p${i}`,
      why: 'a new page',
    }));
    const line = renderedLine({ pages: 100, rendered }, 'c');
    expect(line).toMatch(
      /^Rendered 23 of 100 pages \(77 unchanged, from the page cache in c\/\): \/p0 \(a new page\), /,
    );
    expect(line).toMatch(/\/p19 \(a new page\) and 3 more$/);
  });
});

describe('renderedCount', () => {
  it('reads the line back', () => {
    const some = renderedLine({ pages: 224, rendered: [{ path: '/blog/a', why: 'its body changed' }] }, 'c');
    expect(renderedCount(`Prerendered …\n${some}\nSearch index: …`)).toEqual({ rendered: 1, pages: 224 });
    expect(renderedCount(renderedLine({ pages: 224, all: 'the code changed', rendered: [] }, 'c'))).toEqual({
      rendered: 224,
      pages: 224,
    });
    expect(renderedCount('Build finished')).toBeUndefined();
  });
});
