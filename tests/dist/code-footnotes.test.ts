/**
 * Code lines and footnotes in the built test site: the post with them numbers, highlights and marks
 * the lines its source asks for, with no notation comment left in the page; its footnote references
 * and back-links lead to elements of the same page; the notes' heading is hidden and no section; and
 * only that post links the stylesheets that draw them.
 */
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { classesOf, listFiles, readDist, readPage, stylesheetsOf, textOf } from '../support/dist.ts';
import { postWithCodeLines, type FixtureCode } from '../support/fixture-content.ts';
import { pageFile, postRoute } from '../support/site-pages.ts';

const post = postWithCodeLines();
const file = pageFile(postRoute(post));
const page = readPage(file);

/** A notation comment as the source writes it: `// [!code ++]`, with the spaces before it. */
const NOTATION = /\s*\/\/ \[!code [^\]]+\]/;

/** The element children of `node`. */
const elements = (node: Element) => node.children.filter((c): c is Element => c.type === 'element');

/** Each highlighted code block of the page: its `<code>` and lines, with the block as the source writes it. */
const blocks = page
  .all((e) => e.tagName === 'pre' && 'dataLanguage' in e.properties)
  .map((pre, i) => {
    const [code] = elements(pre);
    if (!code) throw new Error('a highlighted <pre> without its <code>');
    return {
      code,
      lines: elements(code).filter((line) => 'dataLine' in line.properties),
      source: post.code[i] as FixtureCode,
    };
  });

/** The 1-based numbers of the lines for which `test` holds. */
const numbersOf = (lines: readonly unknown[], test: (line: never, i: number) => boolean) =>
  lines.flatMap((line, i) => (test(line as never, i) ? [i + 1] : []));

/** The lines a `{1,3-4}` in a block's meta names. */
function rangesOf(meta: string): number[] {
  const ranges = /(?:^|\s)\{([\d,-]+)\}/.exec(meta)?.[1] ?? '';
  return ranges
    .split(',')
    .filter(Boolean)
    .flatMap((range) => {
      const [from = 0, to = from] = range.split('-').map(Number);
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    });
}

/** The number a block shows beside its first line: 41 for `showLineNumbers{41}`, else 1. */
const firstNumber = (meta: string) => Number(/\bshowLineNumbers\{(\d+)\}/.exec(meta)?.[1] ?? '1');

describe('code lines in the built post', () => {
  it('has a block with line numbers from other than 1 and highlighted lines, and one with a diff to check', () => {
    expect(blocks).toHaveLength(post.code.length);
    expect(blocks.some((b) => firstNumber(b.source.meta) !== 1 && rangesOf(b.source.meta).length > 0)).toBe(true);
    expect(blocks.some((b) => b.source.source.includes('[!code --]'))).toBe(true);
  });

  it('numbers the lines of the blocks that ask, and only those, one line per line of source, from their first number', () => {
    for (const { code, lines, source } of blocks) {
      expect('dataLineNumbers' in code.properties).toBe(/\bshowLineNumbers\b/.test(source.meta));
      const first = firstNumber(source.meta);
      expect(code.properties.dataLineNumbersStart).toBe(first === 1 ? undefined : String(first));
      expect(lines).toHaveLength(source.source.split('\n').length);
    }
  });

  it('highlights the lines a block’s {…} names, counted as the block numbers them', () => {
    for (const { lines, source } of blocks) {
      const first = firstNumber(source.meta);
      expect(
        numbersOf(lines, (line: Element) => 'dataHighlightedLine' in line.properties).map((n) => n + first - 1),
      ).toEqual(rangesOf(source.meta));
    }
  });

  it('marks the lines the source adds and removes, each reading as written without its notation comment', () => {
    for (const { lines, source } of blocks) {
      const written = source.source.split('\n');
      expect(numbersOf(lines, (line: Element) => classesOf(line).includes('diff-add'))).toEqual(
        numbersOf(written, (line: string) => line.includes('[!code ++]')),
      );
      expect(numbersOf(lines, (line: Element) => classesOf(line).includes('diff-remove'))).toEqual(
        numbersOf(written, (line: string) => line.includes('[!code --]')),
      );
      // As written, spaces and all: textOf would collapse the indentation.
      expect(lines.map((line) => toString(line))).toEqual(written.map((line) => line.replace(NOTATION, '')));
    }
    expect(readDist(file)).not.toContain('[!code');
  });
});

describe('footnotes in the built post', () => {
  const references = page.all((e) => e.tagName === 'a' && 'dataFootnoteRef' in e.properties);
  const backLinks = page.all((e) => e.tagName === 'a' && 'dataFootnoteBackref' in e.properties);
  const [section] = page.all((e) => e.tagName === 'section' && 'dataFootnotes' in e.properties);
  const notes = section ? elements(section).flatMap((e) => (e.tagName === 'ol' ? elements(e) : [])) : [];
  /** The footnote labels the post refers to (`[^rate]`), in order, each time. */
  const referred = [...post.body.matchAll(/(?<=[^\n])\[\^([^\]]+)\]/g)].map((m) => m[1] ?? '');
  const firstReferred = [...new Set(referred)];
  const ids = new Set(page.all((e) => typeof e.properties.id === 'string').map((e) => String(e.properties.id)));

  it('numbers a reference for each the post writes, each leading to a note on the page', () => {
    expect(references.map(textOf)).toEqual(referred.map((label) => String(firstReferred.indexOf(label) + 1)));
    for (const a of references) expect(ids).toContain(String(a.properties.href).replace(/^#/, ''));
  });

  it('lists each note in the order first referred to, with a back-link to each of its references', () => {
    const items = notes.filter((n) => n.tagName === 'li');
    const byLabel = new Map(post.footnotes.map((f) => [f.label, f.text.replace(/`/g, '')]));
    expect(items.map((li) => textOf(li).replace(/\s*↩\uFE0E/g, '').trim())).toEqual(
      firstReferred.map((label) => byLabel.get(label)),
    );
    expect(backLinks).toHaveLength(references.length);
    for (const a of backLinks) expect(ids).toContain(String(a.properties.href).replace(/^#/, ''));
  });

  it('hides the notes’ heading, unnumbered, and names the list by it', () => {
    const [heading] = page.all((e) => e.tagName === 'h2' && e.properties.id === 'footnote-label');
    expect(heading && [classesOf(heading), textOf(heading)]).toEqual([['visually-hidden'], 'Footnotes']);
    expect(section?.properties.ariaLabelledBy).toEqual(['footnote-label']);
  });
});

describe('their stylesheets', () => {
  /** The built pages whose stylesheets hold a rule for `selector`. */
  const linking = (selector: RegExp) =>
    listFiles()
      .filter((page) => page.endsWith('.html'))
      .filter((page) => stylesheetsOf(page).some((css) => selector.test(readDist(css))));

  it('are linked by the post with line numbers, diffs and footnotes, and by no other page', () => {
    expect(linking(/\.diff-add\b/)).toEqual([file]);
    expect(linking(/\.footnotes li:target\b/)).toEqual([file]);
  });
});
