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
import type { Picture } from '../../../src/content/schema.ts';
import { THUMBNAIL_SIZES } from '../../../src/components/mdx/GalleryImage.tsx';
import { mdxComponents } from '../../../src/components/mdx/index.ts';
import { POST_IMAGE_SIZES } from '../../../src/components/mdx/PostImage.tsx';
import { CODE_CSS_SUFFIX, codeStylesheets, LIGHT_COLOUR_SWAPS } from './code-styles.ts';
import { FOOTNOTES_CSS } from './footnotes.ts';
import { inspectPost } from './inspect.ts';
import { mdxOptions } from './options.ts';
import { CODE_LINES_CSS } from './rehype/code-lines.ts';

const dir = path.resolve('.tmp/mdx-pipeline');

/** What vite-imagetools makes of an image the post names, which this test stands in for. */
const PICTURE: Picture = {
  sources: { avif: '/assets/photo-360.avif 360w, /assets/photo-1200.avif 1200w' },
  img: { src: '/assets/photo-1200.jpg', w: 1200, h: 900 },
};

/**
 * Compiles `source` as `<dir>/<name>.mdx`, imports the result and renders it to HTML. Each picture the
 * post imports (gallery and Markdown images) is `PICTURE`, as no image plugin runs here.
 */
async function render(name: string, source: string): Promise<string> {
  const file = path.join(dir, `${name}.mdx`);
  const compiled = String(await compile(new VFile({ path: file, value: source }), mdxOptions)).replace(
    /^import (_(?:postImage|galleryImage)\d+) from "[^"]+";$/gm,
    `const $1 = ${JSON.stringify(PICTURE)};`,
  );
  // The compiled post imports its code colours; write them where the import points.
  await writeFile(`${file}${CODE_CSS_SUFFIX}`, codeStylesheets.get(file) ?? '');
  await writeFile(`${file}.js`, compiled);
  const module = (await import(/* @vite-ignore */ `${file}.js`)) as { default: MDXContent };
  return renderToStaticMarkup(createElement(module.default, { components: mdxComponents }));
}

/** The JavaScript MDX compiles `source` to. */
const compiled = async (source: string) =>
  String(await compile(new VFile({ path: path.join(dir, 'compiled.mdx'), value: source }), mdxOptions));

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
    const contents = /<nav[^]*?<\/nav>/.exec(html)?.[0].replace(/class="_([a-zA-Z]+)_[0-9a-z]+"/g, 'class="$1"') ?? '';
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
    await mkdir(path.join(dir, 'zoom'), { recursive: true });
    await writeFile(path.join(dir, 'zoom', 'photo.jpg'), 'image bytes');
    // CSS Module class names carry a hash; compare them by their local name.
    markup = (await render('zoom', source)).replace(/class="_([a-zA-Z]+)_[0-9a-z]+"/g, 'class="$1"');
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
  const file = path.join(dir, 'lines.mdx');
  let lines = '';
  let css = '';
  /** The code elements, Shiki's token spans reduced to their text: the lines, not their colours. */
  const codes = () => [...lines.matchAll(/<code[^]*?<\/code>/g)].map((m) => m[0]);
  beforeAll(async () => {
    const html = await render('lines', source);
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
      expect(await compiled(`\`\`\`js ${meta}\nx;\n\`\`\`\n`)).toContain(imported);
    expect(await compiled('```js\nx; // [!code ++]\n```\n')).toContain(imported);
    expect(await compiled('```js\nx;\n```\n')).not.toContain(imported);
  });

  it('darkens the light theme’s comment grey, which would fall below 4.5:1 on a tinted line, and keeps the dark one', () => {
    const [[from, to]] = Object.entries(LIGHT_COLOUR_SWAPS) as [[string, string]];
    expect(css.toLowerCase()).toContain(`{--shiki-light:${to};--shiki-dark:#8b949e}`);
    expect(css.toLowerCase()).not.toContain(from);
  });
});

describe('footnotes', () => {
  const source = [
    '<Contents />',
    '',
    '## Loop',
    '',
    'At 20 kHz[^rate], and again[^rate]; see[^2].',
    '',
    '[^rate]: Ten times the corner.',
    '[^2]: Another.',
    '',
  ].join('\n');
  let html = '';
  beforeAll(async () => {
    html = await render('footnotes', source);
  });

  it('names each reference "Footnote N" and links it to its note', () => {
    expect(html).toContain(
      '<p>At 20 kHz<sup><a href="#user-content-fn-rate" id="user-content-fnref-rate" data-footnote-ref="true" aria-label="Footnote 1">1</a></sup>, ' +
        'and again<sup><a href="#user-content-fn-rate" id="user-content-fnref-rate-2" data-footnote-ref="true" aria-label="Footnote 1">1</a></sup>; ' +
        'see<sup><a href="#user-content-fn-2" id="user-content-fnref-2" data-footnote-ref="true" aria-label="Footnote 2">2</a></sup>.</p>',
    );
  });

  it('lists the notes in a region named by a visually hidden heading, each with a back-link to each reference, saying where it leads', () => {
    expect(html).toContain(
      '<section data-footnotes="true" class="footnotes" aria-labelledby="footnote-label">' +
        '<h2 class="visually-hidden" id="footnote-label">Footnotes</h2>\n<ol>\n' +
        '<li id="user-content-fn-rate">\n<p>Ten times the corner. ' +
        '<a href="#user-content-fnref-rate" data-footnote-backref="" aria-label="Back to footnote 1 in the text" class="data-footnote-backref">↩\uFE0E</a> ' +
        '<a href="#user-content-fnref-rate-2" data-footnote-backref="" aria-label="Back to footnote 1 in the text (reference 2)" class="data-footnote-backref">↩\uFE0E</a></p>\n</li>\n' +
        '<li id="user-content-fn-2">\n<p>Another. ' +
        '<a href="#user-content-fnref-2" data-footnote-backref="" aria-label="Back to footnote 2 in the text" class="data-footnote-backref">↩\uFE0E</a></p>\n</li>\n' +
        '</ol>\n</section>',
    );
  });

  it('imports the footnotes’ stylesheet only into a post with footnotes', async () => {
    const imported = `import ${JSON.stringify(FOOTNOTES_CSS)};`;
    expect(await compiled(source)).toContain(imported);
    expect(await compiled('## Loop\n\nNo notes.\n')).not.toContain(imported);
  });

  it('does not number the notes’ heading as a section, nor list it in <Contents />', () => {
    expect(html).toContain('<h2 id="loop"><span class="heading-number">1.</span> Loop</h2>');
    expect(html.match(/heading-number/g)).toHaveLength(1);
    expect(html.match(/<li><a href="#[^"]+" class="_link_/g)).toHaveLength(1);
  });

  it('counts no section for the notes’ heading, so a post with a footnote and no ## heading still fails', async () => {
    const file = path.join(dir, 'no-section.mdx');
    const only = await inspectPost(file, 'Text[^1].\n\n[^1]: A note.\n');
    expect(only.sections).toBe(0);
    expect([...only.ids]).toEqual(['user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
    await expect(
      compile(new VFile({ path: file, value: '<Contents />\n\nText[^1].\n\n[^1]: A note.\n' }), mdxOptions),
    ).rejects.toThrow(
      '.tmp/mdx-pipeline/no-section.mdx:1 Contents: expected at least one "## " section heading to list, got none',
    );
  });

  it('fails a reference without its note, which would show as text (unless escaped), and a note nothing refers to, each at its line', async () => {
    const source = [
      '## Loop',
      '',
      'At 20 kHz[^rate] and',
      'more[^rates], not \\[^x].',
      '',
      '[^rate]: Ten times.',
      '[^gain]: Fifty.',
      '',
    ];
    await expect(
      compile(new VFile({ path: path.join(dir, 'dangling.mdx'), value: source.join('\n') }), mdxOptions),
    ).rejects.toThrow(
      'Invalid content (2 problems):\n' +
        '.tmp/mdx-pipeline/dangling.mdx:4 footnote: expected a note for [^rates], on a line of its own: [^rates]: …, got none; without it the page shows "[^rates]" as text\n' +
        '.tmp/mdx-pipeline/dangling.mdx:7 footnote: expected a reference [^gain] in the text to this note, got none; a note nothing refers to is left out of the page',
    );
  });
});
