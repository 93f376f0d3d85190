import { describe, expect, it } from 'vitest';
import { ALL_NAMED_UP_TO, FIRST_NAMED, prerenderedLine } from './prerendered-line.ts';

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
