import { describe, expect, it } from 'vitest';
import { parseAddedLines } from './added.ts';
import { fileLines, linksIn, proseOf } from './prose.ts';
import { wordsOf } from './spelling.ts';

describe('what a line of content says', () => {
  it('keeps a line’s words and leaves out code, maths, addresses, paths and link targets', () => {
    const line =
      'Flash it with `probe-rs run` at $V_{cc}$, see [the datasheet](https://x.example/ds.pdf) or ./images/board.jpg, mail me@x.example[^1].';
    expect(wordsOf(proseOf(line))).toEqual(['flash', 'it', 'with', 'at', 'see', 'the', 'datasheet', 'or', 'mail']);
  });

  it('keeps an attribute’s value (a caption) but not a component’s or an attribute’s name', () => {
    expect(wordsOf(proseOf('<GalleryImage src="./a.jpg" caption="The board again" />'))).toEqual([
      'the',
      'board',
      'again',
    ]);
  });

  it('finds each link once: link targets, with parentheses, and bare addresses without the sentence’s full stop', () => {
    expect(
      linksIn('[a](https://en.example/wiki/X_(y)) and https://b.example/c. Also [same](https://b.example/c)'),
    ).toEqual(['https://en.example/wiki/X_(y)', 'https://b.example/c']);
    expect(linksIn('[home](/blog) and [mail](mailto:a@b.example)')).toEqual([]);
  });

  it('reads a whole file: frontmatter values without keys, nothing of code blocks, maths blocks or imports', () => {
    const source = [
      '---',
      'title: A tidy title',
      '# an owner’s note',
      'tags:',
      '  - sensorz',
      '---',
      'import X from "./x"',
      'Some prose.',
      '```rust',
      'let wrods = 1;',
      '```',
      '$$',
      'x = \\frac{a}{b}',
      '$$',
      'More prose.',
    ].join('\n');
    const lines = fileLines(source).filter((l) => l.prose.trim() !== '');
    expect(lines.map((l) => [l.line, wordsOf(l.prose).join(' ')])).toEqual([
      [2, 'a tidy title'],
      [5, 'sensorz'],
      [8, 'some prose'],
      [15, 'more prose'],
    ]);
  });
});

describe('parseAddedLines', () => {
  it('reads the new lines of each file from a diff with no context, renamed files under their new name', () => {
    const diff = [
      'diff --git a/content/a.md b/content/a.md',
      '--- a/content/a.md',
      '+++ b/content/a.md',
      '@@ -3 +3,2 @@',
      '-old',
      '+new',
      '+newer',
      '@@ -10,0 +12 @@',
      '+added',
      'diff --git a/content/old.md b/content/new.md',
      'similarity index 90%',
      'rename from content/old.md',
      'rename to content/new.md',
      '--- a/content/old.md',
      '+++ b/content/new.md',
      '@@ -1,2 +1,0 @@',
      '-gone',
    ].join('\n');
    expect(parseAddedLines(diff)).toEqual(
      new Map([
        ['content/a.md', new Set([3, 4, 12])],
        ['content/new.md', new Set()],
      ]),
    );
  });
});
