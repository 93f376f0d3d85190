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

  it('shows the page’s text exactly as the page shows it, its own "&lt;" included', () => {
    // The page shows `&lt;img&gt;` as text, and a real <b>: Pagefind escapes only the second.
    const content = 'Write &lt;img&gt; as text, and a <b> tag & R&D.';
    const excerpt = 'Write &lt;img&gt; as text, and a &lt;b&gt; <mark>tag</mark> & R&D.';
    expect(excerptParts(excerpt, content)).toEqual([
      { text: 'Write &lt;img&gt; as text, and a <b> ', marked: false },
      { text: 'tag', marked: true },
      { text: ' & R&D.', marked: false },
    ]);
  });

  it('finds the excerpt anywhere in the page’s text, between ellipses', () => {
    const content = 'First words. Then the tide gauge reads two tides a day. Last words.';
    expect(excerptParts('… the tide <mark>gauge</mark> reads …', content)).toEqual([
      { text: '… the tide ', marked: false },
      { text: 'gauge', marked: true },
      { text: ' reads …', marked: false },
    ]);
  });

  it('reads < and > back from Pagefind’s escapes when it has no text to line up with', () => {
    expect(excerptParts('a &lt;b&gt; tag &amp; <mark>R&amp;D</mark>')).toEqual([
      { text: 'a <b> tag &amp; ', marked: false },
      { text: 'R&amp;D', marked: true },
    ]);
    expect(excerptParts('a &lt;b&gt; tag', 'otherwise\u200Bsplit')).toEqual([{ text: 'a <b> tag', marked: false }]);
  });

  it('keeps an excerpt without matches whole, and drops empty runs', () => {
    expect(excerptParts('no match here')).toEqual([{ text: 'no match here', marked: false }]);
    expect(excerptParts('<mark>all</mark>')).toEqual([{ text: 'all', marked: true }]);
    expect(excerptParts('')).toEqual([]);
  });
});
