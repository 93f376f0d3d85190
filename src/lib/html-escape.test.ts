import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape.ts';

describe('escapeHtml', () => {
  it('escapes what an element or a double-quoted attribute cannot hold, and nothing else', () => {
    expect(escapeHtml(`Tuning <50 Ω & a "whip", 'loaded'`)).toBe(`Tuning &lt;50 Ω &amp; a &quot;whip&quot;, 'loaded'`);
  });

  it('escapes only the characters asked for: Pagefind’s `<` and `>`', () => {
    expect(escapeHtml('a < b & "c" > d', '<>')).toBe('a &lt; b & "c" &gt; d');
  });
});
