/**
 * The MDX pipeline end to end: compile a tiny post with the shared options, run the compiled module,
 * render it as the build does (its HTML, and its components with the real map) and compare the markup.
 * Code lines and footnotes are in pipeline-code-lines.test.ts and pipeline-footnotes.test.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THUMBNAIL_SIZES } from '../../../src/components/mdx/GalleryImage.tsx';
import { POST_IMAGE_SIZES } from '../../../src/components/mdx/PostImage.tsx';
import { MDX_DIR, PICTURE, renderPost } from '../../../tests/support/mdx-render.ts';
import { codeStylesheets } from './code-styles.ts';
import { mdxOptions } from './options.ts';

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
  await mkdir(MDX_DIR, { recursive: true });
  html = await renderPost('fixture', fixture);
});
afterAll(() => {
  codeStylesheets.clear();
});

describe('MDX pipeline', () => {
  it('numbers each ## heading and gives it a slug id', () => {
    expect(html).toContain(
      '<h2 id="overview--goals"><span class="heading-number">1.</span> Overview &#x26; Goals</h2>',
    );
    expect(html).toContain('<h2 id="whats-next"><span class="heading-number">2.</span> What\'s Next</h2>');
  });

  it('fills <Contents /> from the headings, with the same numbers', () => {
    // CSS Module class names carry a hash; compare them by their local name. It is an island, rendered
    // by React with the marks between text nodes that hydration reads (<!-- -->): left out here.
    const contents =
      /<nav[^]*?<\/nav>/
        .exec(html)?.[0]
        .replace(/class="_([a-zA-Z]+)_[0-9a-z]+"/g, 'class="$1"')
        .replaceAll('<!-- -->', '') ?? '';
    // The list is named by its heading: an id React makes up, on one element of the page only.
    const label = /^<nav aria-labelledby="([^"]+)"/.exec(contents)?.[1] ?? '';
    expect(html.split(`id="${label}"`)).toHaveLength(2);
    expect(contents.replaceAll(`"${label}"`, '"LABEL"')).toBe(
      '<nav aria-labelledby="LABEL" class="contents"><h2 id="LABEL" class="title">Contents</h2><ol class="list">' +
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
    const css = codeStylesheets.get(path.join(MDX_DIR, 'fixture.mdx')) ?? '';
    for (const name of new Set(classes))
      expect(css).toMatch(new RegExp(`\\.${name}\\{--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}`, 'i'));
  });

  it('keeps the code block title and language', () => {
    expect(html).toContain(
      '<figcaption data-rehype-pretty-code-title="" data-language="c" data-theme="github-light-default github-dark-default">blink.c</figcaption>',
    );
  });
});

describe('images that zoom', () => {
  const source = [
    '## Photos',
    '',
    '<Gallery label="Rover gallery">',
    '  <GalleryImage src="./zoom/photo.jpg" alt="The rover" caption="The rover on sand." />',
    '</Gallery>',
    '',
    '![The chassis](./zoom/photo.jpg "The chassis, bare.")',
    '',
    '![The wiring](./zoom/photo.jpg)',
    '',
    'A line with ![a logo](./zoom/photo.jpg) inside.',
    '',
  ].join('\n');
  let markup = '';
  beforeAll(async () => {
    await mkdir(path.join(MDX_DIR, 'zoom'), { recursive: true });
    await writeFile(path.join(MDX_DIR, 'zoom', 'photo.jpg'), 'image bytes');
    // CSS Module class names carry a hash; compare them by their local name. Images that zoom are
    // islands, rendered by React with the marks between text nodes that hydration reads: left out here.
    markup = (await renderPost('zoom', source))
      .replace(/class="_([a-zA-Z]+)_[0-9a-z]+"/g, 'class="$1"')
      .replaceAll('<!-- -->', '');
  });
  /** The `<picture>` of the image with this alt text, at the post's column width. */
  const picture = (alt: string, sizes: string) =>
    `<picture><source type="image/avif" srcSet="${PICTURE.sources.avif}" sizes="${sizes}"/>` +
    `<img src="${PICTURE.img.src}" alt="${alt}" width="1200" height="900" class="image" loading="lazy" decoding="async" fetchPriority="low"/></picture>`;
  /** A link to the full-size file that opens the larger view once hydrated. */
  const zoomLink = (className: string, content: string) =>
    `<a href="${PICTURE.img.src}" class="${className}" aria-haspopup="dialog">${content}` +
    '<span class="visually-hidden" data-pagefind-ignore="true"> (open larger view)</span></a>';

  it('makes a Markdown image with a title a captioned figure whose picture links to its full-size file', () => {
    expect(markup).toContain(
      `<figure class="figure">${zoomLink('zoom', picture('The chassis', POST_IMAGE_SIZES))}` +
        '<figcaption class="caption">The chassis, bare.</figcaption></figure>',
    );
  });

  it('makes a Markdown image without a title a block linking to its full-size file', () => {
    expect(markup).toContain(`<p class="block">${zoomLink('zoom', picture('The wiring', POST_IMAGE_SIZES))}</p>`);
  });

  it('links a gallery image to its full-size file the same way', () => {
    expect(markup).toContain(`<figure class="figure">${zoomLink('thumb', picture('The rover', THUMBNAIL_SIZES))}`);
  });

  it('leaves an image inside a line of text a picture, not a link', () => {
    expect(markup).toContain(`<p>A line with ${picture('a logo', POST_IMAGE_SIZES)} inside.</p>`);
  });

  it('renders no dialog before one is opened', () => {
    expect(markup).not.toContain('<dialog');
  });
});

describe('gallery checks', () => {
  const gallery = (attributes: string) =>
    ['# Post', '', '<Gallery>', `  <GalleryImage ${attributes} />`, '</Gallery>', ''].join('\n');
  const fail = (source: string) =>
    compile(new VFile({ path: path.join(MDX_DIR, 'gallery.mdx'), value: source }), mdxOptions);

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
