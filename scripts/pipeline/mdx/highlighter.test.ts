/**
 * Code colours do not depend on how long highlighting takes. A clock that jumps a second at every
 * reading makes each line "take" longer than any time limit, deterministically: a highlighter that
 * stops at a limit leaves lines uncoloured under it.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it, vi } from 'vitest';
import { codeStylesheets } from './code-styles.ts';
import { highlighterWithoutTimeLimit } from './highlighter.ts';
import { CODE_THEMES, mdxOptions } from './options.ts';

const code = ['def greet(name):', '    return f"hello {name}"  # a comment'].join('\n');
const post = ['```python', code, '```', ''].join('\n');

/** Runs `work` while every reading of the clock is a second after the one before. */
async function withSlowClock<T>(work: () => Promise<T>): Promise<T> {
  let now = 0;
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
  try {
    return await work();
  } finally {
    clock.mockRestore();
  }
}

/** Compiles the post: its compiled module and its code stylesheet. */
async function compilePost(): Promise<{ module: string; css: string }> {
  const file = path.resolve('.tmp/highlighter/post.mdx');
  const module = String(await compile(new VFile({ path: file, value: post }), mdxOptions));
  const css = codeStylesheets.get(file) ?? '';
  codeStylesheets.clear();
  return { module, css };
}

describe('code highlighting', () => {
  it('colours every line of a post however long each line takes to tokenise', async () => {
    const normal = await compilePost();
    const slow = await withSlowClock(compilePost);
    // More than the plain text colour: keywords, strings and comments have classes of their own.
    expect(normal.css.match(/\.sk-/g)?.length).toBeGreaterThan(3);
    expect(slow.css).toBe(normal.css);
    expect(slow.module).toBe(normal.module);
  });

  it('gives the highlighter no time limit per line', async () => {
    const highlighter = await highlighterWithoutTimeLimit({ themes: Object.values(CODE_THEMES), langs: ['python'] });
    const options = { lang: 'python', themes: CODE_THEMES } as const;
    const normal = highlighter.codeToTokens(code, options);
    const slow = await withSlowClock(() => Promise.resolve(highlighter.codeToTokens(code, options)));
    expect(slow.tokens).toEqual(normal.tokens);
    // The first line alone splits into several coloured tokens (def, the name, the parameters…).
    expect(slow.tokens[0]?.length).toBeGreaterThan(3);
  });
});
