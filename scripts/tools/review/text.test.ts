import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { textLines } from './text.ts';

const lines = (html: string) => textLines(fromHtml(html, { fragment: true }));

describe('textLines', () => {
  it('puts each block on its own line and keeps inline elements inside their line', () => {
    expect(
      lines(
        '<main><h2>Skills</h2><ul><li>ROS 2</li><li>Zephyr</li></ul><p>A <strong>bold</strong>\n   word.</p></main>',
      ),
    ).toEqual(['Skills', 'ROS 2', 'Zephyr', 'A bold word.']);
  });

  it('keeps a space between parts that sit side by side with nothing between them, as a post header’s', () => {
    expect(
      lines(
        '<p class="meta"><span>Published <time>3 March 2025</time></span><span>Updated <time>23 November 2026</time></span><span>11 min read</span></p>',
      ),
    ).toEqual(['Published 3 March 2025 Updated 23 November 2026 11 min read']);
  });

  it('leaves the words of prose and the tokens of code as written', () => {
    expect(lines('<p>un<em>believ</em>able and <a href="/">linked</a>.</p>')).toEqual(['unbelievable and linked.']);
    expect(lines('<pre><code><span>printf</span><span>(</span><span>"hi"</span><span>);</span></code></pre>')).toEqual([
      'printf("hi");',
    ]);
    expect(lines('<p>Call <code><span>f</span><span>()</span></code> first.</p>')).toEqual(['Call f() first.']);
  });

  it('skips what a reader never sees as text', () => {
    expect(lines('<div><script>let a = 1;</script><style>p{}</style><p>Seen</p></div>')).toEqual(['Seen']);
  });

  it('skips text for screen readers only, hidden elements, closed popovers and dialogs', () => {
    expect(
      lines(
        [
          '<figure><a href="/a.jpg"><img src="/a.jpg" alt="A board"><span class="visually-hidden"> (open larger view)</span></a><figcaption>The board.</figcaption></figure>',
          '<div hidden><a href="/">Menu link</a></div>',
          '<div popover id="menu"><a href="/">Popover link</a></div>',
          '<dialog><p>Closed dialog</p></dialog>',
          '<dialog open><p>Open dialog</p></dialog>',
        ].join(''),
      ),
    ).toEqual(['The board.', 'Open dialog']);
  });
});
