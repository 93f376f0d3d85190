import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { CLIP, code, text } from './markdown.ts';

/** The Markdown's tree as GitHub-flavoured Markdown reads it: its node types, and its text. */
function read(markdown: string) {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const types = new Set<string>();
  let shown = '';
  const visit = (node: { type: string; value?: string; children?: unknown[] }) => {
    types.add(node.type);
    if (typeof node.value === 'string') shown += node.value;
    for (const child of node.children ?? []) visit(child as typeof node);
  };
  visit(tree);
  return { types, text: shown };
}

const HOSTILE = [
  '**bold** _it_ `code` [a link](https://evil.example) ![img](https://evil.example/x.png)',
  '<img src=x onerror=alert(1)> <script>alert(1)</script> &amp; &#x40;',
  '# heading\n- item\n| a | b |\n> quote',
  '- item',
  '+ item',
  '1. item',
  '2) item',
  '=== underline',
  'https://evil.example www.evil.example mail@evil.example',
  '~~gone~~ [^1] \\*escaped\\*',
];

describe('text', () => {
  it.each(HOSTILE)('reads as its own characters and nothing else: %s', (value) => {
    // Where the comment places text: alone, and at the start of a list item.
    expect(read(`- ${text(value)}`).types.has('heading')).toBe(false);
    expect([...read(`- ${text(value)}`).types].filter((t) => t === 'list')).toHaveLength(1);
    const { types, text: shown } = read(text(value));
    expect([...types].sort()).toEqual(['paragraph', 'root', 'text']);
    // The same characters, line breaks as spaces, with word joiners in what GitHub would link.
    expect(shown.replace(/\u2060/g, '')).toBe(value.replace(/\n/g, ' '));
  });

  it('breaks mentions, references and autolinks with an invisible word joiner', () => {
    expect(text('@noor and @org/team fixed #12 and owner/repo#3, GH-4')).toBe(
      '@\u2060noor and @\u2060org/team fixed \\#\u206012 and owner/repo\\#\u20603, GH\u2060-4',
    );
    expect(text('see https://x.example and www.x.example')).toBe('see https:\u2060//x.example and www\u2060.x.example');
  });

  it('removes direction overrides and control characters, and clips a long text', () => {
    expect(text('a\u202Eb\u0007c')).toBe('abc');
    expect(Array.from(text('x'.repeat(CLIP + 50)))).toHaveLength(CLIP + 1);
  });
});

describe('code', () => {
  it('shows its value as code, fenced longer than any run of backticks in it', () => {
    expect(code('content/a.md:3')).toBe('`content/a.md:3`');
    expect(code('a `b` c')).toBe('`` a `b` c ``');
    for (const value of ['a `b` c', '@noor #3 [x](y) <b>', '`x`']) {
      const { types, text: shown } = read(code(value));
      expect([...types].sort()).toEqual(['inlineCode', 'paragraph', 'root']);
      expect(shown).toBe(value);
    }
  });
});
