import { fromHtml } from 'hast-util-from-html';
import { describe, expect, it } from 'vitest';
import { textLines } from './text.ts';

describe('textLines', () => {
  it('puts each block on its own line and keeps inline elements inside their line', () => {
    const tree = fromHtml(
      '<main><h2>Skills</h2><ul><li>ROS 2</li><li>Zephyr</li></ul><p>A <strong>bold</strong>\n   word.</p></main>',
      { fragment: true },
    );
    expect(textLines(tree)).toEqual(['Skills', 'ROS 2', 'Zephyr', 'A bold word.']);
  });

  it('skips what a reader never sees as text', () => {
    const tree = fromHtml('<div><script>let a = 1;</script><style>p{}</style><p>Seen</p></div>', { fragment: true });
    expect(textLines(tree)).toEqual(['Seen']);
  });
});
