/**
 * Content files as editors save them build exactly as clean ones: the text each reader gets, the data
 * loadContent returns, and the compiled MDX of a post are the same for every variant.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterAll, describe, expect, it } from 'vitest';
import { datedContentFixture } from '../../../tests/support/content-fixture.ts';
import { postWithGallery } from '../../../tests/support/fixture-content.ts';
import { mdxOptions } from '../mdx/options.ts';
import { loadContent, type LoadedContent } from './load.ts';
import { contentSourcePlugin } from './plugin/plugin.ts';
import { normalizeSource } from './source.ts';

const VARIANTS = [
  ['a UTF-8 byte-order mark', (text: string) => `\uFEFF${text}`],
  ['CRLF line endings', (text: string) => text.replace(/\n/g, '\r\n')],
  ['spaces after the --- fences', (text: string) => text.replace(/^---$/gm, '--- \t')],
  ['no newline at the end', (text: string) => text.replace(/\n+$/, '')],
  [
    'all of these at once',
    (text: string) => `\uFEFF${text.replace(/^---$/gm, '---  ').replace(/\n+$/, '').replace(/\n/g, '\r\n')}`,
  ],
] as const;

/** The test site's richest post: a gallery, a table, code blocks and a contents list. */
const post = path.resolve(postWithGallery().file);
const clean = readFileSync(post, 'utf8');

describe('normalizeSource', () => {
  it.each(VARIANTS)('gives back the clean text for a file saved with %s', (_variant, save) => {
    expect(normalizeSource(save(clean))).toBe(clean);
  });

  it('leaves a clean file as it is', () => {
    expect(normalizeSource(clean)).toBe(clean);
  });

  it('touches only the frontmatter fences, not a --- further down', () => {
    expect(normalizeSource('--- \ntitle: a\n---\t\n\nText\n\n--- \n')).toBe('---\ntitle: a\n---\n\nText\n\n--- \n');
  });
});

describe('a post saved by an editor', () => {
  /** What the dev server and the build compile: the file through the content-source plugin, then MDX. */
  const transform = contentSourcePlugin().transform as (code: string, id: string) => { code: string } | undefined;
  const compiled = (text: string) =>
    compile(new VFile({ path: post, value: transform(text, post)?.code ?? text }), mdxOptions).then(String);
  let cleanModule: string | undefined;

  it.each(VARIANTS)(
    'compiles to the same module when saved with %s',
    async (_variant, save) => {
      cleanModule ??= await compiled(clean);
      expect(await compiled(save(clean))).toBe(cleanModule);
    },
    30_000,
  );
});

describe('a content folder saved by an editor', () => {
  // Every post dated in its frontmatter: loading the copy asks git nothing.
  const fixture = datedContentFixture('editor-variants');
  afterAll(() => fixture.dispose());
  const load = () => loadContent({ contentDir: fixture.dir, publicDir: path.resolve('public') });
  /** Every .md and .mdx file of the copy. */
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  const originals = new Map(files(fixture.dir).map((file) => [file, readFileSync(file, 'utf8')]));
  let cleanData: LoadedContent | undefined;

  it.each(VARIANTS)(
    'loads the same data from every file saved with %s',
    async (_variant, save) => {
      cleanData ??= await load();
      for (const [file, text] of originals) writeFileSync(file, save(text));
      try {
        expect(await load()).toEqual(cleanData);
      } finally {
        for (const [file, text] of originals) writeFileSync(file, text);
      }
    },
    30_000,
  );
});
