import { describe, expect, it } from 'vitest';
import { excerptParts } from './search-excerpt.ts';

describe('excerptParts', () => {
  it('splits the excerpt into plain and marked runs', () => {
    expect(excerptParts('the <mark>tide</mark> gauge reads <mark>tides.</mark>')).toEqual([
      { text: 'the ', marked: false },
      { text: 'tide', marked: true },
      { text: ' gauge reads ', marked: false },
      { text: 'tides.', marked: true },
    ]);
  });

  it('reads the page’s own < and > back from Pagefind’s escapes, and leaves & alone', () => {
    expect(excerptParts('a &lt;b&gt; tag &amp; <mark>R&amp;D</mark>')).toEqual([
      { text: 'a <b> tag &amp; ', marked: false },
      { text: 'R&amp;D', marked: true },
    ]);
  });

  it('keeps an excerpt without matches whole, and drops empty runs', () => {
    expect(excerptParts('no match here')).toEqual([{ text: 'no match here', marked: false }]);
    expect(excerptParts('<mark>all</mark>')).toEqual([{ text: 'all', marked: true }]);
    expect(excerptParts('')).toEqual([]);
  });
});
