/**
 * The build's post compiler: one compile per post and mode yields both the module and what the
 * content check needs, and that structure is the one the structural pipeline alone finds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inspectPost } from './inspect.ts';
import { compilePost, compilingInspector, isPost } from './plugin.ts';

const karl = path.resolve('content/blog/karl.mdx');
const source = readFileSync(karl, 'utf8');
const dir = path.resolve('.tmp/mdx-plugin');

describe('compilePost', () => {
  it('finds the ids and links the structural pipeline finds', async () => {
    const compiled = await compilePost('production', karl, source);
    const inspected = await inspectPost(karl, source);
    expect(compiled.structure.ids.size).toBeGreaterThan(5);
    expect(compiled.structure).toEqual(inspected);
    expect(compiled.code).toContain('function MDXContent');
  });

  it('compiles a post once per source and mode: the check and both bundles share it', async () => {
    const first = compilePost('production', karl, source);
    expect(compilePost('production', karl, source)).toBe(first);
    expect(compilePost('development', karl, source)).not.toBe(first);
    expect(compilePost('production', karl, `${source}\nOne more line.\n`)).not.toBe(first);
    // Development code carries JSX debug information; production code does not.
    expect((await compilePost('development', karl, source)).code).toContain('jsxDEV');
    expect((await first).code).not.toContain('jsxDEV');
  });

  it('gives a changed source its own structure', async () => {
    const file = path.join(dir, 'changing.mdx');
    const one = await compilePost('production', file, '## First\n');
    const two = await compilePost('production', file, '## Second\n\n[out](https://example.com/)\n');
    expect([...one.structure.ids]).toEqual(['first']);
    expect([...two.structure.ids]).toEqual(['second']);
    expect(two.structure.links).toEqual([{ href: 'https://example.com/', line: 3 }]);
  });

  it('compiles only .mdx modules', () => {
    expect(isPost('/site/content/blog/karl.mdx')).toBe(true);
    expect(isPost('/site/content/blog/karl.mdx?import')).toBe(true);
    expect(isPost('/site/content/site.md')).toBe(false);
    expect(isPost('/site/src/App.tsx')).toBe(false);
  });
});

describe('compilingInspector', () => {
  const inspect = compilingInspector('production');

  it('reports invalid MDX as the structural check does, with its line', async () => {
    const file = path.join(dir, 'broken.mdx');
    const broken = '# Post\n\nSome text.\n\nA sum {1 +} here.\n';
    const issues = (await inspect(file, broken)).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: '.tmp/mdx-plugin/broken.mdx', field: 'MDX', line: 5 });
    expect(issues).toEqual((await inspectPost(file, broken)).issues);
  });

  it('reports gallery problems as content issues', async () => {
    const file = path.join(dir, 'gallery.mdx');
    const post = '# Post\n\n<Gallery>\n  <GalleryImage src="./missing.jpg" caption="A caption" />\n</Gallery>\n';
    const issues = (await inspect(file, post)).issues;
    expect(issues).toEqual((await inspectPost(file, post)).issues);
    expect(issues[0]).toMatchObject({ line: 4, field: 'GalleryImage alt' });
  });

  it('compiles a fixed file after a failure', async () => {
    const file = path.join(dir, 'fixed.mdx');
    expect((await inspect(file, '<Gallery>\n')).issues).toHaveLength(1);
    expect((await inspect(file, '## Fixed\n')).issues).toEqual([]);
  });
});
