/**
 * Code blocks through the MDX pipeline: line numbers, added, removed and highlighted lines, and the
 * stylesheet that draws them, imported only where they are used.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledPost, MDX_DIR, renderPost } from '../../../tests/support/mdx-render.ts';
import { codeStylesheets, LIGHT_COLOUR_SWAPS } from './code-styles.ts';
import { CODE_LINES_CSS } from './rehype/code-lines.ts';

afterAll(() => {
  codeStylesheets.clear();
});

describe('code lines', () => {
  const source = [
    '## Code',
    '',
    '```js showLineNumbers{9} {9}',
    'let a = 1; // [!code --]',
    'let a = 2;   // [!code ++]',
    '',
    'f(a); // [!code highlight]',
    '```',
    '',
    '```js',
    '// a comment',
    'f(a);',
    '```',
    '',
  ].join('\n');
  const file = path.join(MDX_DIR, 'lines.mdx');
  let lines = '';
  let css = '';
  /** The code elements, Shiki's token spans reduced to their text: the lines, not their colours. */
  const codes = () => [...lines.matchAll(/<code[^]*?<\/code>/g)].map((m) => m[0]);
  beforeAll(async () => {
    const html = await renderPost('lines', source);
    expect(html).not.toContain('style=');
    lines = html.replace(/<span class="sk-[a-z0-9]+">([^<]*)<\/span>/g, '$1');
    css = codeStylesheets.get(file) ?? '';
  });

  it('numbers the lines on request from the first number given, by an attribute whose rule is in the post’s code stylesheet', () => {
    expect(codes()[0]).toMatch(
      /^<code data-line-numbers="" data-language="js" data-theme="[^"]+" data-line-numbers-max-digits="2" data-line-numbers-start="9">/,
    );
    expect(css).toContain('code[data-line-numbers-start="9"]{counter-set:line 8}');
  });

  it('marks added and removed lines, and takes the notation comments out with the spaces before them', () => {
    expect(lines).toContain('<pre class="has-diff has-highlighted ');
    expect(codes()[0]?.replace(/^<code[^>]*>/, '')).toBe(
      '<span class="diff-remove" data-line="" data-highlighted-line="">let a = 1;</span>\n' +
        '<span class="diff-add" data-line="">let a = 2;</span>\n' +
        '<span data-line=""> </span>\n' +
        '<span data-line="" data-highlighted-line="">f(a);</span></code>',
    );
  });

  it('highlights the lines of a {…} range and of // [!code highlight] with the same attribute', () => {
    expect(codes()[0]?.match(/<span[^>]*data-highlighted-line[^>]*>/g)).toEqual([
      '<span class="diff-remove" data-line="" data-highlighted-line="">',
      '<span data-line="" data-highlighted-line="">',
    ]);
  });

  it('leaves a block without notation plain: no numbers, diff or highlighted line', () => {
    expect(lines).toContain('<pre class="sk-');
    expect(codes()[1]).toBe(
      '<code data-language="js" data-theme="github-light-default github-dark-default">' +
        '<span data-line="">// a comment</span>\n<span data-line="">f(a);</span></code>',
    );
  });

  it('imports the stylesheet that draws numbers, highlights and diffs only into a post with any of them', async () => {
    const imported = `import ${JSON.stringify(CODE_LINES_CSS)};`;
    for (const meta of ['showLineNumbers', '{1}', '/x/'])
      expect(await compiledPost(`\`\`\`js ${meta}\nx;\n\`\`\`\n`)).toContain(imported);
    expect(await compiledPost('```js\nx; // [!code ++]\n```\n')).toContain(imported);
    expect(await compiledPost('```js\nx;\n```\n')).not.toContain(imported);
  });

  it('darkens the light theme’s comment grey, which would fall below 4.5:1 on a tinted line, and keeps the dark one', () => {
    const [[from, to]] = Object.entries(LIGHT_COLOUR_SWAPS) as [[string, string]];
    expect(css.toLowerCase()).toContain(`{--shiki-light:${to};--shiki-dark:#8b949e}`);
    expect(css.toLowerCase()).not.toContain(from);
  });
});
