/**
 * The MDX pipeline end to end: compile a tiny post with the shared options, run the compiled
 * module, render it with the real components map and compare the markup.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mdxComponents } from '../../../src/components/mdx/index.ts';
import { CODE_CSS_SUFFIX, codeStylesheets } from './code-styles.ts';
import { mdxOptions } from './options.ts';

const dir = path.resolve('.tmp/mdx-pipeline');

/** Compiles `source` as `<dir>/<name>.mdx`, imports the result and renders it to HTML. */
async function render(name: string, source: string): Promise<string> {
  const file = path.join(dir, `${name}.mdx`);
  const compiled = await compile(new VFile({ path: file, value: source }), mdxOptions);
  // The compiled post imports its code colours; write them where the import points.
  await writeFile(`${file}${CODE_CSS_SUFFIX}`, codeStylesheets.get(file) ?? '');
  await writeFile(`${file}.js`, String(compiled));
  const module = (await import(/* @vite-ignore */ `${file}.js`)) as { default: MDXContent };
  return renderToStaticMarkup(createElement(module.default, { components: mdxComponents }));
}

const fixture = [
  '---',
  'title: Fixture',
  '---',
  '',
  '<Contents />',
  '',
  '## Overview & Goals',
  '',
  'Some text.',
  '',
  "## What's Next",
  '',
  '| Part | Choice |',
  '| --- | --- |',
  '| MCU | STM32F446 |',
  '',
  '```c title="blink.c"',
  'int main(void) { return 0; }',
  '```',
  '',
  '```python',
  'print("hello")',
  '```',
  '',
  '| Pin | Use |',
  '| --- | --- |',
  '| PA5 | LED |',
  '',
].join('\n');

let html = '';
beforeAll(async () => {
  await mkdir(dir, { recursive: true });
  html = await render('fixture', fixture);
});
afterAll(() => {
  codeStylesheets.clear();
});

describe('MDX pipeline', () => {
  it('numbers each ## heading and gives it a slug id', () => {
    expect(html).toContain('<h2 id="overview--goals"><span class="heading-number">1.</span> Overview &amp; Goals</h2>');
    expect(html).toContain('<h2 id="whats-next"><span class="heading-number">2.</span> What&#x27;s Next</h2>');
  });

  it('fills <Contents /> from the headings, with the same numbers', () => {
    // CSS Module class names carry a hash; compare them by their local name.
    const contents = /<nav[^]*?<\/nav>/.exec(html)?.[0].replace(/class="_([a-zA-Z]+)_[0-9a-z]+"/g, 'class="$1"');
    expect(contents).toBe(
      '<nav aria-labelledby="_R_1_" class="contents"><h2 id="_R_1_" class="title">Contents</h2><ol class="list">' +
        '<li><a href="#overview--goals" class="link"><span class="number">1.</span> Overview &amp; Goals</a></li>' +
        '<li><a href="#whats-next" class="link"><span class="number">2.</span> What&#x27;s Next</a></li>' +
        '</ol></nav>',
    );
  });

  it('wraps each table in a focusable, named scroll region', () => {
    expect(html).toContain(
      '<section class="table-scroll" tabindex="0" aria-label="Table: Part, Choice"><table><thead><tr><th>Part</th><th>Choice</th></tr></thead>',
    );
  });

  it('wraps tables that come after code blocks too', () => {
    expect(html).toContain('<section class="table-scroll" tabindex="0" aria-label="Table: Pin, Use"><table>');
  });

  it('adds a copy button to each code block at build time', () => {
    const button =
      '<button type="button" class="copy-button" data-copy-code="" aria-label="Copy code to clipboard" data-pagefind-ignore="">Copy</button></figure>';
    expect(html.split(button)).toHaveLength(3);
  });

  it('colours code with classes, never style attributes', () => {
    expect(html).not.toContain('style=');
    const classes = [...html.matchAll(/<span class="(sk-[a-z0-9]+)">/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(3);
    const css = codeStylesheets.get(path.join(dir, 'fixture.mdx')) ?? '';
    for (const name of new Set(classes))
      expect(css).toMatch(new RegExp(`\\.${name}\\{--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}`, 'i'));
  });

  it('keeps the code block title and language', () => {
    expect(html).toContain(
      '<figcaption data-rehype-pretty-code-title="" data-language="c" data-theme="github-light-default github-dark-default">blink.c</figcaption>',
    );
  });
});

describe('gallery checks', () => {
  const gallery = (attributes: string) =>
    ['# Post', '', '<Gallery>', `  <GalleryImage ${attributes} />`, '</Gallery>', ''].join('\n');
  const fail = (source: string) =>
    compile(new VFile({ path: path.join(dir, 'gallery.mdx'), value: source }), mdxOptions);

  it('fails a GalleryImage without alt text, naming the file and line', async () => {
    await expect(fail(gallery('src="./missing.jpg" caption="A caption"'))).rejects.toThrow(
      '.tmp/mdx-pipeline/gallery.mdx:4 GalleryImage alt: expected alt text describing the image, got nothing',
    );
  });

  it('fails a GalleryImage without a caption', async () => {
    await expect(fail(gallery('src="./missing.jpg" alt="A rover"'))).rejects.toThrow(
      '.tmp/mdx-pipeline/gallery.mdx:4 GalleryImage caption: expected a caption, got nothing',
    );
  });

  it('fails a GalleryImage outside a Gallery', async () => {
    await expect(
      fail('# Post\n\n<GalleryImage src="./missing.jpg" alt="A rover" caption="A caption" />\n'),
    ).rejects.toThrow('.tmp/mdx-pipeline/gallery.mdx:3 GalleryImage: expected it directly inside a <Gallery>');
  });

  it('fails a GalleryImage whose alt is empty', async () => {
    await expect(fail(gallery('src="./missing.jpg" alt="" caption="A caption"'))).rejects.toThrow(
      'gallery.mdx:4 GalleryImage alt: expected alt text describing the image, got empty text',
    );
  });
});
