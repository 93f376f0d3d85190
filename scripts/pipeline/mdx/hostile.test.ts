/**
 * Content that would stall the build or break its pages, through the MDX pipeline in-process: each
 * probe fails at its line with what to do, or builds safe markup. Lines are counted in the source here.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import type { BodyModule } from '../../../src/components/mdx/body-parts.ts';
import { FRAME_IDS } from '../../../src/lib/sections.ts';
import { formatIssue } from '../content/issues.ts';
import { inspectPost } from './inspect.ts';
import { mdxOptions } from './options.ts';
import { MAX_CODE_LINE } from './remark/code-check.ts';

const file = path.resolve('.tmp/mdx-hostile/post.mdx');
const shown = '.tmp/mdx-hostile/post.mdx';

/** A post: a section heading, then `body`. */
const post = (...body: string[]) => ['---', 'title: Probe', '---', '', '## Probe', '', ...body, ''].join('\n');

/** The problem lines of `source`, as the build prints them. */
const problems = async (source: string) => (await inspectPost(file, source)).issues.map(formatIssue);

/** The 1-based line of `source` that holds `needle`. */
const lineOf = (source: string, needle: string) => source.split('\n').findIndex((line) => line.includes(needle)) + 1;

/** The compiled module of `source`, as one string. */
const compiled = async (source: string) => String(await compile(new VFile({ path: file, value: source }), mdxOptions));

/** The text of each line the body's HTML, in the compiled module, marks highlighted. */
const highlighted = async (module: string) => {
  const { parts } = (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(module.replace(/^import .*$/gm, ''))}`
  )) as BodyModule;
  const tree = fromHtml(parts.filter((part) => typeof part === 'string').join(''), { fragment: true });
  const lines: string[] = [];
  visit(tree, 'element', (element: Element) => {
    if (element.properties.dataHighlightedLine !== undefined) lines.push(toString(element));
  });
  return lines;
};

describe('a line of code too long to colour', () => {
  const long = `const minified = "${'x'.repeat(100_000)}";`;

  it('fails at its own line with what to do, before the highlighter sees it', async () => {
    const source = post('```js', 'let a = 1;', long, '```');
    expect(await problems(source)).toEqual([
      `${shown}:${lineOf(source, 'const minified')} code: expected lines of at most ${MAX_CODE_LINE.toLocaleString('en')} characters in code the build colours, got a line of ${long.length.toLocaleString('en')} characters; wrap it, or write \`\`\`text to show it as it is, uncoloured`,
    ]);
  });

  it('fails in inline code given a language too', async () => {
    const source = post(`See \`${long}{:js}\`.`);
    expect(await problems(source)).toEqual([
      `${shown}:${lineOf(source, 'See')} code: expected lines of at most ${MAX_CODE_LINE.toLocaleString('en')} characters in code the build colours, got a line of ${(long.length + 5).toLocaleString('en')} characters; wrap it, or drop {:js} to show it as it is, uncoloured`,
    ]);
  });

  it('builds, uncoloured and whole, in a ```text block', async () => {
    const out = await compiled(post('```text', long, '```'));
    expect(out).toContain('x'.repeat(100_000));
  });

  it('is any line up to the limit, which the build colours', async () => {
    const source = post('```js', `const s = "${'x'.repeat(MAX_CODE_LINE - 13)}";`, '```');
    expect(await problems(source)).toEqual([]);
  });
});

describe('highlighted line ranges', () => {
  const block = (meta: string) =>
    post(`\`\`\`c ${meta}`, ...Array.from({ length: 9 }, (_, i) => `int line${41 + i} = ${i};`), '```');

  it('count the line numbers the block shows: {47-49} from showLineNumbers{41} marks lines 47 to 49', async () => {
    expect(await highlighted(await compiled(block('showLineNumbers{41} {47-49}')))).toEqual([
      'int line47 = 6;',
      'int line48 = 7;',
      'int line49 = 8;',
    ]);
  });

  it('count from 1 in a block numbered from 1 or not numbered', async () => {
    expect(await highlighted(await compiled(block('{2}')))).toEqual(['int line42 = 1;']);
    expect(await highlighted(await compiled(block('showLineNumbers {2}')))).toEqual(['int line42 = 1;']);
  });

  it.each([
    ['showLineNumbers{41} {7-9}', '{7-9}', 'lines 41–49', '; lines count as the block numbers them, from 41: {47-49}'],
    ['showLineNumbers{41} {47-50}', '{47-50}', 'lines 41–49', ''],
    ['{1-100000000}', '{1-100000000}', 'lines 1–9', ''],
    ['{3-1}', '{3-1}', 'lines 1–9', ''],
  ])('fail outside the block, at the fence: %s', async (meta, found, lines, hint) => {
    const source = block(meta);
    expect(await problems(source)).toEqual([
      `${shown}:${lineOf(source, '```c')} code: expected line numbers the block shows (${lines}), got ${found}${hint}`,
    ]);
  });

  it('fail when they are not numbers, and for a marked word past its last occurrence', async () => {
    const source = block('{1..3} /line4/1-12');
    expect(await problems(source)).toEqual([
      `${shown}:${lineOf(source, '```c')} code: expected line numbers such as {1,3-5}, got {1..3}`,
      `${shown}:${lineOf(source, '```c')} code: expected occurrences of "line4" the block has (1–9), got "1-12"`,
    ]);
  });

  it('leave braces inside a title alone', async () => {
    expect(await problems(block('title="a {50} b" {41}'))).toEqual([
      `${shown}:7 code: expected line numbers the block shows (lines 1–9), got {41}`,
    ]);
    expect(await problems(block('title="struct {x}" {1}'))).toEqual([]);
  });
});

describe('control characters', () => {
  it.each([
    ['a vertical tab (U+000B)', 'Power\u000Bsupply'],
    ['a null character (U+0000)', 'Power\u0000supply'],
    ['a delete character (U+007F)', 'Power\u007Fsupply'],
    ['an escape character (U+001B)', 'Power\u001Bsupply'],
    ['a character that is no text (U+FFFE)', 'Power\uFFFEsupply'],
  ])('fail in prose at their line, naming %s', async (name, text) => {
    const source = post('First paragraph.', '', `The ${text} design.`);
    expect(await problems(source)).toEqual([
      `${shown}:${lineOf(source, 'design.')} text: expected text without control characters, got ${name} after "The Power"; delete it (most editors do not show it; text pasted from a word processor often carries one)`,
    ]);
  });

  it('are no problem as character references, which Markdown reads as U+FFFD', async () => {
    expect(await problems(post('The Power&#11;supply &#0; design.'))).toEqual([]);
  });

  it('fail in code and in a component’s attribute', async () => {
    const source = post(
      '```c',
      'int a;',
      'int\u000Bb;',
      '```',
      '',
      '<Contents title={"x"} />'.replace('{"x"}', '"A\u0007B"'),
    );
    expect(await problems(source)).toEqual([
      `${shown}:${lineOf(source, 'int\u000Bb')} code: expected text without control characters, got a vertical tab (U+000B) after "int"; delete it (most editors do not show it; text pasted from a word processor often carries one)`,
      `${shown}:${lineOf(source, '<Contents')} <Contents> title: expected text without control characters, got a control character (U+0007) after "A"; delete it (most editors do not show it; text pasted from a word processor often carries one)`,
    ]);
  });
});

describe('footnotes with any label GFM accepts', () => {
  const labels = ['café', 'x"y', '%', '%25', 'Ünïcödé', 'a&b', '1'];
  const source = post(
    `Text${labels.map((label) => `[^${label}]`).join(' and ')}.`,
    '',
    ...labels.map((label, i) => `[^${label}]: Note ${i + 1}.`),
  );

  it('link both ways: each reference to its note and each note back, as the site decodes a #hash', async () => {
    const { ids, links, issues } = await inspectPost(file, source);
    expect(issues).toEqual([]);
    const targets = links.map(({ href }) => decodeURIComponent(href.slice(1)));
    expect(targets.filter((id) => !ids.has(id))).toEqual([]);
    // One note and one reference for each label, none shared.
    expect(new Set(targets.filter((id) => id.startsWith('user-content-fn-'))).size).toBe(labels.length);
    expect(new Set(targets.filter((id) => id.startsWith('user-content-fnref-'))).size).toBe(labels.length);
    expect(ids).toContain('user-content-fn-café');
  });

  it('fail on a repeated label at the second note, case aside', async () => {
    const repeated = post('Text[^a] and[^b].', '', '[^a]: One.', '[^b]: Two.', '[^A]: Three.');
    expect(await problems(repeated)).toEqual([
      `${shown}:${lineOf(repeated, '[^A]:')} footnote: expected one note for [^A], got a second (the first is on line ${lineOf(repeated, '[^a]:')}); give each note a label of its own: the page would show only the first`,
    ]);
  });
});

describe('headings and the frame’s ids', () => {
  it('give a heading whose id the frame has the next free one', async () => {
    const source = post('## Top', '', '## Main', '', '## Top', '', '## Root', '', 'Text.');
    const { ids, issues } = await inspectPost(file, source);
    expect(issues).toEqual([]);
    for (const id of FRAME_IDS) expect(ids).not.toContain(id);
    expect([...ids]).toEqual(expect.arrayContaining(['top-2', 'main-1', 'top-1', 'root-1']));
  });

  it('give a heading the id of a footnote another', async () => {
    const source = post('## User content fn 1', '', 'Text[^1].', '', '[^1]: Note.');
    const { ids } = await inspectPost(file, source);
    expect(ids).toContain('user-content-fn-1');
    expect(ids).toContain('user-content-fn-1-1');
  });

  it('fail on an element the author gave one of the frame’s ids, at its line', async () => {
    const source = post('<div id="main">Text.</div>');
    expect(await problems(source)).toEqual([
      `${shown}:${lineOf(source, '<div')} <div> id: expected an id the page around the body does not have (${FRAME_IDS.join(', ')}), got "main"`,
    ]);
  });
});
