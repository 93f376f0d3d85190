import { describe, expect, it } from 'vitest';
import { postPath } from './routes-paths.ts';

describe('postPath', () => {
  it('puts posts under /blog/', () => {
    expect(postPath('sample')).toBe('/blog/sample');
  });

  it('escapes what a slug cannot hold', () => {
    expect(postPath('a b')).toBe('/blog/a%20b');
  });
});
