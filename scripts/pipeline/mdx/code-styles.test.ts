/**
 * Each post's code colours: its stylesheet carries the classes its own code uses, whatever else
 * was compiled before it in the same process.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeStylesheets, styleToClass } from './code-styles.ts';
import { mdxOptions } from './options.ts';

const dir = path.resolve('.tmp/code-styles');
const pythonPost = [
  '## Python',
  '',
  '```python',
  'def greet(name):',
  '    return f"hello {name}"  # a comment',
  '```',
  '',
].join('\n');
const cPost = ['## C', '', '```c', '#include <stdio.h>', 'int main(void) { return 0; }', '```', ''].join('\n');

/** Compiles `source` as `<name>.mdx` and returns the colour classes its code uses and its stylesheet. */
async function compilePost(name: string, source: string): Promise<{ used: Set<string>; css: string }> {
  const file = path.join(dir, `${name}.mdx`);
  const code = String(await compile(new VFile({ path: file, value: source }), mdxOptions));
  const css = codeStylesheets.get(file) ?? '';
  return { used: new Set(code.match(/\bsk-[a-z0-9]+/g)), css };
}

/** The classes a stylesheet defines. */
const defined = (css: string) => new Set([...css.matchAll(/\.(sk-[a-z0-9]+)\{/g)].map((m) => m[1]));

// Each test starts as a fresh build process would: nothing highlighted yet.
beforeEach(() => {
  styleToClass.clearRegistry();
});
afterEach(() => {
  codeStylesheets.clear();
});

describe('code colour stylesheets', () => {
  it('give each post exactly the classes its own code uses', async () => {
    const python = await compilePost('python', pythonPost);
    const c = await compilePost('c', cPost);
    expect(python.used.size).toBeGreaterThan(1);
    expect(c.used.size).toBeGreaterThan(1);
    // The two posts use different colours, so a shared registry would show in the second one.
    expect([...c.used].some((name) => !python.used.has(name))).toBe(true);
    expect([...python.used].some((name) => !c.used.has(name))).toBe(true);
    expect(defined(python.css)).toEqual(python.used);
    expect(defined(c.css)).toEqual(c.used);
  });

  it('give a post the same stylesheet whichever post was compiled first', async () => {
    const cFirst = await compilePost('c', cPost);
    const pythonAfter = await compilePost('python', pythonPost);
    const cAfter = await compilePost('c', cPost);
    expect(cAfter.css).toBe(cFirst.css);
    expect((await compilePost('python', pythonPost)).css).toBe(pythonAfter.css);
  });
});
