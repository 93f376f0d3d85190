/**
 * Posts cannot carry code: each rule of remark-safe-content.ts fails a small post with its exact line,
 * and ordinary Markdown, plain HTML and the components of the one map still compile.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { ContentError, formatIssue } from '../../content/issues.ts';
import { mdxOptions } from '../options.ts';
import { isCodeUrl } from './safe-content.ts';

const file = path.resolve('.tmp/mdx-safe/post.mdx');
const shown = '.tmp/mdx-safe/post.mdx';

/** A post with frontmatter, a heading, and `body` starting at line 7. */
const post = (body: string) => ['---', 'title: Fixture', '---', '', '## Section', '', body, ''].join('\n');

/** The problem lines compiling `source` reports, or [] when it compiles. */
async function problems(source: string): Promise<string[]> {
  try {
    await compile(new VFile({ path: file, value: source }), mdxOptions);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map(formatIssue);
  }
}

const component = 'expected Markdown or a component from src/components/mdx/index.ts; a raw';
const url = 'expected an http(s), mailto, relative or #anchor URL; javascript: and data: URLs can run code';

describe('content that would run code fails the build at its line', () => {
  it.each([
    ['a <script> element', '<script>alert(1)</script>', `<script>: ${component} <script> element can load or run code`],
    [
      'an <iframe> element',
      'Text.\n\n<iframe src="https://example.com/embed" />',
      `<iframe>: ${component} <iframe> element can load or run code`,
      9,
    ],
    [
      'an <object> element',
      '<object data="movie.swf" />',
      `<object>: ${component} <object> element can load or run code`,
    ],
    ['an <embed> element', '<embed src="movie.swf" />', `<embed>: ${component} <embed> element can load or run code`],
    [
      'a <style> element',
      '<style>@import url(https://example.com/x.css)</style>',
      `<style>: ${component} <style> element can load or run code`,
    ],
    [
      'a <link> element',
      '<link rel="stylesheet" href="https://example.com/x.css" />',
      `<link>: ${component} <link> element can load or run code`,
    ],
    [
      'an element inside a paragraph',
      'Read <script>x</script> this.',
      `<script>: ${component} <script> element can load or run code`,
    ],
    [
      'an on… event attribute',
      '<button onClick="alert(1)">Go</button>',
      '<button onClick>: expected no event-handler attribute (on…); it runs code',
    ],
    [
      'a lower-case on… attribute on an image',
      '<img src="a.png" alt="" onerror="alert(1)" />',
      '<img onerror>: expected no event-handler attribute (on…); it runs code',
    ],
    ['a javascript: Markdown link', '[Click](javascript:alert(1))', `link: ${url}, got "javascript:alert(1)"`],
    [
      'a data: Markdown image',
      '![Dot](data:image/svg+xml;base64,PHN2Zz4=)',
      `image: ${url}, got "data:image/svg+xml;base64,PHN2Zz4="`,
    ],
    [
      'a javascript: reference definition',
      '[Click][x]\n\n[x]: JavaScript:alert(1)',
      `definition: ${url}, got "JavaScript:alert(1)"`,
      9,
    ],
    [
      'a javascript: href on an HTML link',
      '<a href=" javascript:alert(1)">Click</a>',
      `<a href>: ${url}, got " javascript:alert(1)"`,
    ],
    [
      'a data: src on an HTML image',
      '<img src="data:text/html,x" alt="" />',
      `<img src>: ${url}, got "data:text/html,x"`,
    ],
    [
      'an import',
      'import Thing from "../../mdx/thing.js"',
      'import: expected no import or export; posts use the components of the one map and contain no code',
    ],
    [
      'an export',
      'export const x = fetch("/x")',
      'export: expected no import or export; posts use the components of the one map and contain no code',
    ],
    [
      'a {…} expression',
      'Total: {globalThis.alert(1)}',
      '{…}: expected text, not a JavaScript expression (write \\{ for a literal brace)',
    ],
    [
      'an attribute expression',
      '<Gallery label={String(1)} />',
      '<Gallery label>: expected a plain "string" value; {…} is JavaScript',
    ],
    [
      'a spread attribute',
      '<Gallery {...globalThis} />',
      '<Gallery {…}>: expected plain attributes; a spread {…} is JavaScript',
    ],
  ])('rejects %s', async (_name, body, expected, line = 7) => {
    expect(await problems(post(body))).toEqual([`${shown}:${line} ${expected}`]);
  });

  it('lists every problem in a post at once', async () => {
    const found = await problems(post('<script>a</script>\n\n[x](javascript:b)\n\n<iframe src="c" />'));
    expect(found.map((line) => line.split(' ')[0])).toEqual([`${shown}:7`, `${shown}:9`, `${shown}:11`]);
  });
});

describe('ordinary posts still compile', () => {
  it('accepts Markdown, plain HTML with plain attributes, the components of the map, and comments', async () => {
    const body = [
      '{/* A comment for the next author. */}',
      '',
      'Text with **bold**, `code {braces}`, a [link](https://example.com), a [mail](mailto:me@example.com), [an anchor](#section).',
      '',
      '<details>',
      '  <summary>More</summary>',
      '  <a href="/blog/sample" title="A post">Plain HTML</a> and <abbr title="Real-time OS">RTOS</abbr>.',
      '</details>',
      '',
      '<Contents />',
      '',
      '```js',
      'const data = "javascript:alert(1)"; // code blocks are text',
      '```',
    ].join('\n');
    expect(await problems(post(body))).toEqual([]);
  });
});

describe('isCodeUrl', () => {
  it('reads schemes as a browser does: any case, leading spaces and controls, tabs and newlines inside', () => {
    for (const href of [
      'javascript:a',
      'JAVASCRIPT:a',
      '\u0001 javascript:a',
      'java\tscript:a',
      'jav\nascript:a',
      'data:,x',
      'vbscript:x',
    ])
      expect(isCodeUrl(href), JSON.stringify(href)).toBe(true);
    for (const href of ['https://example.com/javascript:', '/data:x', '#javascript', 'mailto:a@b.c', './data.csv'])
      expect(isCodeUrl(href), href).toBe(false);
  });
});
