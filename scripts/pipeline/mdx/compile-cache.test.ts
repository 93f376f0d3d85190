/**
 * The compile cache: its key changes with everything a compile reads and with nothing else, the
 * pipeline's identity lists its packages and follows its code, and entries survive only whole and
 * valid.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ENTRY_AGE_MS } from '../caches/cache-files.ts';
import type { PipelineIdentity } from '../caches/code-identity.ts';
import { compileCache, compileKey, type CachedCompile } from './compile-cache.ts';

const work = path.resolve('.tmp', 'compile-cache');
const contentDir = path.join(work, 'content');
const postFile = path.join(contentDir, 'blog', 'post.mdx');
const photo = path.join(contentDir, 'blog', 'post', 'photo.jpg');

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.dirname(photo), { recursive: true });
  writeFileSync(photo, 'not really a JPEG');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const pipeline: PipelineIdentity = {
  packages: { 'node_modules/shiki': '4.6.0', 'node_modules/katex': '0.16.47' },
  code: 'abc',
  options: { development: false, root: '/project' },
};
const post = { file: '/project/content/blog/post.mdx', source: '# Hello\n' };

describe('compileKey', () => {
  it('is the same for the same post and pipeline, whatever order the packages were listed in', () => {
    const reordered = { ...pipeline, packages: { 'node_modules/katex': '0.16.47', 'node_modules/shiki': '4.6.0' } };
    expect(compileKey({ ...post }, { ...pipeline })).toBe(compileKey(post, pipeline));
    expect(compileKey(post, reordered)).toBe(compileKey(post, pipeline));
  });

  it('changes with the source, the path, a package version, the pipeline code and an option', () => {
    const key = compileKey(post, pipeline);
    const variants = [
      compileKey({ ...post, source: '# Hello!\n' }, pipeline),
      compileKey({ ...post, file: '/project/content/blog/other.mdx' }, pipeline),
      compileKey(post, { ...pipeline, packages: { ...pipeline.packages, 'node_modules/shiki': '4.6.1' } }),
      compileKey(post, { ...pipeline, packages: { ...pipeline.packages, 'node_modules/rehype-slug': '6.0.0' } }),
      compileKey(post, { ...pipeline, code: 'abd' }),
      compileKey(post, { ...pipeline, options: { ...pipeline.options, development: true } }),
    ];
    for (const variant of variants) expect(variant).not.toBe(key);
    expect(new Set(variants).size).toBe(variants.length);
  });
});

/** A compile as the plugin stores it, importing the photo. */
const compile: CachedCompile = {
  code: 'export const parts = ["<p>Intro</p>"];',
  map: { version: 3, mappings: '' },
  browser: { stylesheets: [], components: ['src/components/mdx/Contents.tsx'] },
  structure: {
    ids: new Set(['intro', 'results']),
    links: [{ href: '/blog', line: 3 }],
    issues: [],
    sections: 2,
    images: [],
    readingMinutes: 1,
  },
  codeCss: '.sk-1{color:red}',
  contentFiles: [photo],
};

describe('compileCache', () => {
  const cache = compileCache(path.join(work, 'cache'));

  it('gives back what was written under a key, for the same post only, and leaves no temporary file', async () => {
    await cache.write('k1', postFile, compile);
    expect(await cache.read('k1', postFile)).toEqual(compile);
    expect(await cache.read('k1', path.join(contentDir, 'blog', 'other.mdx'))).toBeUndefined();
    expect(await cache.read('k2', postFile)).toBeUndefined();
    expect(readdirSync(cache.dir)).toEqual(['k1.json']);
  });

  it('ignores an entry that is not whole', async () => {
    const text = readFileSync(path.join(cache.dir, 'k1.json'), 'utf8');
    writeFileSync(path.join(cache.dir, 'k3.json'), text.slice(0, text.length / 2));
    writeFileSync(path.join(cache.dir, 'k4.json'), '{"format":1,"key":"k4"}');
    expect(await cache.read('k3', postFile)).toBeUndefined();
    expect(await cache.read('k4', postFile)).toBeUndefined();
  });

  it('ignores an entry once a content file its compile imports is gone', async () => {
    await cache.write('k5', postFile, compile);
    rmSync(photo);
    try {
      expect(await cache.read('k5', postFile)).toBeUndefined();
    } finally {
      writeFileSync(photo, 'not really a JPEG');
    }
    expect(await cache.read('k5', postFile)).toEqual(compile);
  });

  it('prunes entries no build used for longer than the age limit, and keeps the rest', async () => {
    const dir = path.join(work, 'prune');
    const pruned = compileCache(dir);
    await pruned.write('old', postFile, compile);
    await pruned.write('used', postFile, compile);
    const now = Date.now();
    const long = new Date(now - MAX_ENTRY_AGE_MS - 60_000);
    for (const name of ['old.json', 'used.json']) utimesSync(path.join(dir, name), long, long);
    // A read marks an entry as used.
    expect(await pruned.read('used', postFile)).toBeDefined();
    expect(await pruned.prune(now)).toBe(1);
    expect(existsSync(path.join(dir, 'old.json'))).toBe(false);
    expect(existsSync(path.join(dir, 'used.json'))).toBe(true);
  });
});
