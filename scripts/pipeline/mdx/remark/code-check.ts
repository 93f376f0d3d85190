/**
 * Code blocks the highlighter can colour in reasonable time, with marks that land where the author
 * meant. Checked before rehype-pretty-code sees a block, each problem at the block's line:
 * - A line of over MAX_CODE_LINE characters in a language the build colours: Shiki's time grows with
 *   the square of a line's length (a pasted minified file stalls the build for minutes), so such a
 *   block is refused with the fix (wrap it, or mark it ```text, which is shown as it is). The rule
 *   depends on the text alone, so every build of the same source agrees.
 * - Line ranges (`{47-49}`) count the line numbers the block shows: from `showLineNumbers{41}`'s 41,
 *   else from 1. A range outside the block, or one that is not numbers, fails (rehype-pretty-code
 *   would expand `{1-100000000}` into a list of every number and run out of memory, and highlight
 *   nothing for a range past the end); each range is handed on counted from 1, as rehype-pretty-code
 *   counts. The occurrences of a marked word (`/limit/2-3`) must exist too.
 */
import type { Code, InlineCode, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, displayPath, type ContentIssue } from '../../content/issues.ts';

/** The longest line of code the build colours. */
export const MAX_CODE_LINE = 2000;

/** Languages Shiki shows as they are, without tokenising: any length is quick. */
const PLAIN: ReadonlySet<string> = new Set(['', 'text', 'plaintext', 'txt', 'plain']);

/** Fences that are not code to colour (maths is typeset, diagrams drawn): their meta means nothing here. */
const NOT_CODE: ReadonlySet<string> = new Set(['math', 'mermaid']);

/** A list of line numbers and ranges as rehype-pretty-code reads them between braces: `1,3-4`. */
const NUMBERS = /^\s*\d+(?:\s*-\s*\d+)?(?:\s*,\s*\d+(?:\s*-\s*\d+)?)*\s*$/;

/** The meta's parts rehype-pretty-code reads (its own patterns), after `title="…"` and `caption="…"`. */
const LINE_RANGES = /\B\{(.*?)\}\B/g;
const SHOW_LINE_NUMBERS = /(?:^|\s)showLineNumbers(?:\{(\d+)\})?(?=\s|$)/;
const MARKED_WORDS = /(["/])(.*?)\1(\S*)/g;

/** `1,3-4` as [from, to] pairs; undefined when it is not such a list. */
function parseRanges(text: string): [number, number][] | undefined {
  if (!NUMBERS.test(text)) return undefined;
  return text.split(',').map((part) => {
    const [from = 0, to = from] = part.split('-').map((n) => Number(n.trim()));
    return [from, to];
  });
}

/** `[from, to]` pairs written back as `1,3-4`. */
const writeRanges = (ranges: readonly [number, number][]) =>
  ranges.map(([from, to]) => (from === to ? String(from) : `${from}-${to}`)).join(',');

/** How often `chars` occurs in `code`, not overlapping (as rehype-pretty-code counts them). */
const occurrences = (code: string, chars: string) => (chars === '' ? 0 : code.split(chars).length - 1);

/** What is wrong with a block's meta, and the meta to hand on (ranges counted from 1). */
function checkMeta(node: Code): { problems: Omit<ContentIssue, 'file' | 'line'>[]; meta: string } {
  // A title or caption is text: braces in it are no range. Set aside while the rest is read.
  const kept: string[] = [];
  const meta = (node.meta ?? '').replace(/(?:title|caption)="[^"]*"/g, (text) => `\0${kept.push(text) - 1}\0`);
  const lines = node.value.split('\n').length;
  const first = Number(SHOW_LINE_NUMBERS.exec(meta)?.[1] ?? '1');
  const last = first + lines - 1;
  const shown = first === last ? `line ${first}` : `lines ${first}–${last}`;
  const problems: Omit<ContentIssue, 'file' | 'line'>[] = [];
  const counted = meta.replace(LINE_RANGES, (whole, inside: string) => {
    const ranges = parseRanges(inside);
    if (!ranges) {
      problems.push({ field: 'code', expected: 'expected line numbers such as {1,3-5}', found: whole });
      return whole;
    }
    if (ranges.some(([from, to]) => from < first || to > last || from > to)) {
      const shifted = first !== 1 && ranges.every(([from, to]) => from >= 1 && to <= lines && from <= to);
      const meant = ranges.map(([from, to]): [number, number] => [from + first - 1, to + first - 1]);
      problems.push({
        field: 'code',
        expected: `expected line numbers the block shows (${shown})`,
        found: whole,
        hint: shifted ? `lines count as the block numbers them, from ${first}: {${writeRanges(meant)}}` : undefined,
      });
      return whole;
    }
    return `{${writeRanges(ranges.map(([from, to]) => [from - first + 1, to - first + 1]))}}`;
  });
  for (const [, , chars = '', after = ''] of meta.matchAll(MARKED_WORDS)) {
    const range = after.split('#')[0] ?? '';
    if (range === '') continue;
    const count = occurrences(node.value, chars);
    const ranges = parseRanges(range);
    if (ranges?.every(([from, to]) => from >= 1 && to <= count && from <= to)) continue;
    problems.push({
      field: 'code',
      expected: `expected occurrences of "${chars}" the block has (${count === 0 ? 'none' : count === 1 ? '1' : `1–${count}`})`,
      found: JSON.stringify(range),
    });
  }
  return { problems, meta: counted.replace(/\0(\d+)\0/g, (_all, i: string) => kept[Number(i)] ?? '') };
}

/** The first line of `code` longer than MAX_CODE_LINE: its index and length. */
function longLine(code: string): { index: number; length: number } | undefined {
  const index = code.split('\n').findIndex((line) => line.length > MAX_CODE_LINE);
  return index === -1 ? undefined : { index, length: code.split('\n')[index]?.length ?? 0 };
}

/** The problem of a long line in a language the build colours; `plain` says how to show it uncoloured. */
const longLineProblem = (length: number, plain: string): Omit<ContentIssue, 'file' | 'line'> => ({
  field: 'code',
  expected: `expected lines of at most ${MAX_CODE_LINE.toLocaleString('en')} characters in code the build colours`,
  found: `a line of ${length.toLocaleString('en')} characters`,
  hint: `wrap it, or ${plain} to show it as it is, uncoloured`,
});

/** An inline code's language, from rehype-pretty-code's `{:lang}` suffix (`{:.token}` names no language). */
const inlineLanguage = (node: InlineCode) => /\{:([a-zA-Z-][a-zA-Z.-]*)\}$/.exec(node.value)?.[1];

/** Remark plugin: fails the compile with one issue per block problem; hands ranges on counted from 1. */
export default function remarkCodeCheck() {
  return (tree: Root, file: VFile) => {
    const issues: ContentIssue[] = [];
    const at = (line: number | undefined) => ({ file: displayPath(file.path), line });
    visit(tree, (node) => {
      if (node.type === 'inlineCode') {
        const language = inlineLanguage(node);
        if (language !== undefined && !PLAIN.has(language) && node.value.length > MAX_CODE_LINE) {
          issues.push({
            ...at(node.position?.start.line),
            ...longLineProblem(node.value.length, `drop {:${language}}`),
          });
        }
        return;
      }
      if (node.type !== 'code' || NOT_CODE.has(node.lang ?? '')) return;
      const line = node.position?.start.line;
      const long = PLAIN.has(node.lang ?? '') ? undefined : longLine(node.value);
      if (long)
        issues.push({
          ...at(line === undefined ? undefined : line + 1 + long.index),
          ...longLineProblem(long.length, 'write ```text'),
        });
      const { problems, meta } = checkMeta(node);
      issues.push(...problems.map((problem) => ({ ...at(line), ...problem })));
      if (node.meta) node.meta = meta;
    });
    if (issues.length > 0) throw new ContentError(issues);
  };
}
