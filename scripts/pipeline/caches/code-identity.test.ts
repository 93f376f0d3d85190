/** The identity of the code behind a cached result: its packages, with their versions, and its own files. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipelineIdentity, stableJson } from './code-identity.ts';
import { PROJECT_ROOT } from '../settings.ts';

const work = path.resolve('.tmp', 'code-identity');
beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('pipelineIdentity', () => {
  it("lists the version of each package of the site's MDX pipeline, read from its package.json", () => {
    const identity = pipelineIdentity(path.join(PROJECT_ROOT, 'scripts/pipeline/mdx/plugin.ts'), PROJECT_ROOT, {});
    const names = [
      '@mdx-js/mdx',
      '@mdx-js/rollup',
      'remark-gfm',
      'remark-math',
      'rehype-slug',
      'rehype-katex',
      'rehype-pretty-code',
      'shiki',
      '@shikijs/transformers',
      'katex',
    ];
    for (const name of names) {
      const manifest = path.join(PROJECT_ROOT, 'node_modules', name, 'package.json');
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
      expect(identity.packages[path.join('node_modules', name)], name).toBe(version);
    }
    // A dependency of a dependency: Shiki's grammars.
    expect(identity.packages[path.join('node_modules', '@shikijs', 'langs')]).toBeDefined();
    // Imported for its types only: no part of the compile.
    expect(identity.packages[path.join('node_modules', 'vite')]).toBeUndefined();
  });

  it('hashes every project file the entry imports, and only those', () => {
    const code = path.join(work, 'code');
    mkdirSync(code, { recursive: true });
    writeFileSync(path.join(code, 'entry.ts'), "import { b } from './b.ts';\nimport type { T } from './types.ts';\n");
    writeFileSync(path.join(code, 'b.ts'), "export * from './c.ts';\nexport const b = 1;\n");
    writeFileSync(path.join(code, 'c.ts'), 'export const c = 1;\n');
    writeFileSync(path.join(code, 'types.ts'), 'export type T = number;\n');
    const hash = () => pipelineIdentity(path.join(code, 'entry.ts'), work, {}).code;
    const before = hash();
    writeFileSync(path.join(code, 'types.ts'), 'export type T = string;\n');
    expect(hash()).toBe(before);
    writeFileSync(path.join(code, 'c.ts'), 'export const c = 2;\n');
    expect(hash()).not.toBe(before);
  });
});

describe('stableJson', () => {
  it('writes the same text whatever order the keys came in, and keeps what Sets and Maps hold', () => {
    expect(stableJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(stableJson({ ids: new Set(['x', 'y']) })).toBe('{"ids":["x","y"]}');
    expect(stableJson({ ids: new Set(['x']) })).not.toBe(stableJson({ ids: new Set(['y']) }));
    expect(stableJson(new Map([['k', 1]]))).toBe('[["k",1]]');
  });
});
