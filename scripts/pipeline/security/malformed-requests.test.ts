import { describe, expect, it } from 'vitest';
import { isWellFormedUrl } from './malformed-requests.ts';

describe('isWellFormedUrl', () => {
  it('accepts plain paths, escaped UTF-8 and escaped reserved characters', () => {
    for (const url of [
      '/',
      '/blog/a-post',
      '/pagefind/pagefind.js?v=1',
      '/caf%C3%A9',
      '/a%2Fb',
      '/search?q=%E2%82%AC',
    ]) {
      expect(isWellFormedUrl(url), url).toBe(true);
    }
  });

  it('refuses a truncated UTF-8 sequence, a lone byte and a bad escape, in the path or the query', () => {
    for (const url of ['/pagefind/%E0%A4', '/%FF', '/%', '/%zz', '/?q=%E0%A4']) {
      expect(isWellFormedUrl(url), url).toBe(false);
    }
  });
});
