import { describe, expect, it } from 'vitest';
import { cleanText, sanitizeReply, textToHtml } from './sanitize.ts';

const html = (input: string, limit?: number) => sanitizeReply(input, limit).html;

describe('sanitizeReply', () => {
  it('keeps paragraphs, line breaks, emphasis and links, each link nofollow ugc noopener in a new tab', () => {
    expect(html('<p>Nice <strong>work</strong>,<br>see <a href="https://example.org/a?b=1&amp;c=2">this</a></p>')).toBe(
      '<p>Nice <strong>work</strong>,<br>see <a href="https://example.org/a?b=1&#x26;c=2" rel="nofollow ugc noopener" target="_blank">this</a></p>',
    );
  });

  it('drops scripts, styles, frames and media with what they hold, and every attribute that could run or load', () => {
    const out = html(
      '<p style="color:red" onclick="alert(1)" class="x" id="y">hi</p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example/"></iframe><img src=x onerror="alert(1)"><svg><script>alert(2)</script></svg>' +
        '<video src="v.mp4" autoplay></video><object data="x.swf"></object><form action="/x"><input value="go"></form>',
    );
    expect(out).toBe('<p>hi</p>');
  });

  it('keeps no link that is not an absolute http(s) address: javascript:, data:, relative, mailto', () => {
    expect(
      html(
        '<p><a href="javascript:alert(1)">a</a> <a href="data:text/html,<script>alert(1)</script>">b</a> ' +
          '<a href="/relative">c</a> <a href="mailto:x@example.org">d</a> <a href="JaVaScRiPt:alert(1)">e</a></p>',
      ),
    ).toBe('<p>a b c d e</p>');
  });

  it('keeps a lone element’s text when the element is not allowed (a Mastodon span, a heading)', () => {
    expect(
      html(
        '<h1>Title</h1><p><span class="h-card"><a href="https://fosstodon.org/@noor" class="u-url mention">@<span>noor</span></a></span> ok</p>',
      ),
    ).toBe(
      'Title<p><a href="https://fosstodon.org/@noor" rel="nofollow ugc noopener" target="_blank">@noor</a> ok</p>',
    );
  });

  it('removes characters that reorder the text around them, and control characters', () => {
    expect(html('<p>abc\u202Etxt.exe\u2066x\u2069 \u0007bell</p>')).toBe('<p>abctxt.exex bell</p>');
  });

  it('cuts a long reply at the limit, with an ellipsis, and says so', () => {
    const long = sanitizeReply(`<p>${'a'.repeat(50_000)}</p><p>more</p>`, 3_000);
    expect(long.cut).toBe(true);
    expect(long.html).toBe(`<p>${'a'.repeat(3_000)}…</p>`);
    expect(sanitizeReply('<p>short</p>', 3_000)).toEqual({ html: '<p>short</p>', cut: false });
  });

  it('counts characters as a reader sees them, and never splits an emoji', () => {
    expect(html(`<p>${'😀'.repeat(5)}</p>`, 3)).toBe('<p>😀😀😀…</p>');
    expect(html(`<p>${'👩🏽‍🔬'.repeat(4)}</p>`, 2)).toBe('<p>👩🏽‍🔬👩🏽‍🔬…</p>');
  });

  it('gives the same HTML when run again: the build repeats what the import did', () => {
    const once = html('<p>a <a href="https://example.org/">b</a><br>c</p><blockquote><p>q</p></blockquote>');
    expect(html(once)).toBe(once);
  });
});

describe('textToHtml', () => {
  it('makes paragraphs at blank lines and line breaks within them, every character as text', () => {
    expect(textToHtml('one <b>&amp;</b>\ntwo\r\n\r\nthree')).toBe(
      '<p>one &#x3C;b>&#x26;amp;&#x3C;/b><br>two</p><p>three</p>',
    );
  });
});

describe('cleanText', () => {
  it('leaves ordinary text, emoji and right-to-left scripts as they are', () => {
    expect(cleanText('Noor حداد 😀 — ok')).toBe('Noor حداد 😀 — ok');
    expect(cleanText('\u202Eevil')).toBe('evil');
  });
});
