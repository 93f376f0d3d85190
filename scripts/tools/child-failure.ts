/**
 * What a failed child process said about why: the first lines of its error, never the tail of its stack.
 * Every tool that runs another process and reports its failure (the benchmark's builds and dev server,
 * the review's builds and git) reports it through `childFailure`.
 */
import { stripVTControlCharacters } from 'node:util';

/** A line of a stack trace, or Node's note of the frames it left out. */
const STACK_FRAME = /^\s+(at\s|\.\.\. \d+ lines? matching)/;

/** Where Node's report of an uncaught error starts: the file and line that threw (the source line and a caret follow). */
const THROW_SITE = /^(file:\/\/|node:|\[eval\]|\/|[A-Za-z]:\\).*:\d+$/;
const CARET = /^\s*\^+\s*$/;

/** The first line of the build's report of broken content (ContentError), one problem a line after it. */
export const CONTENT_REPORT = /^Invalid content \(/;

/**
 * The first line of an error: our tools' content report, an `…Error:` line, git's `fatal:`, a Node error
 * code, or a line that says something failed or cannot be done.
 */
const CAUSE =
  /^Invalid content \(|^\w*(Error|Exception)\b|^(fatal|error):|^E[A-Z]{2,}\b|\b(error|errors|failed|fails|cannot|can't|unable|not found|no such|denied|refused)\b/i;

/** At most this many lines of the cause, unless the caller asks for more. */
const MAX_LINES = 8;

/**
 * The lines of `output` (a failed process's stderr, or all it printed) that name the cause: from the first
 * line of its error up to its stack trace, without colours or blank lines. When no line reads as an error,
 * the last lines it printed.
 */
export function failureLines(output: string, max = MAX_LINES): string[] {
  const lines = stripVTControlCharacters(output)
    .split(/\r?\n/)
    .map((line) => line.trimEnd());
  // Node's uncaught-error report opens with the throwing line's source and a caret under it: not the cause.
  const first = lines.findIndex((line) => line !== '');
  const caret = lines.findIndex((line, i) => i > first && i <= first + 3 && CARET.test(line));
  const body = first !== -1 && THROW_SITE.test(lines[first] ?? '') && caret !== -1 ? lines.slice(caret + 1) : lines;
  const start = body.findIndex((line) => line.trim() !== '' && !STACK_FRAME.test(line) && CAUSE.test(line));
  if (start === -1) {
    return body
      .filter((line) => line.trim() !== '' && !STACK_FRAME.test(line) && !/^Node\.js v\d/.test(line))
      .slice(-max);
  }
  const end = body.findIndex((line, i) => i > start && STACK_FRAME.test(line));
  const cause = body
    .slice(start, end === -1 ? undefined : end)
    .filter((line) => line.trim() !== '' && !/^Node\.js v\d/.test(line));
  // A content report is every problem line: each is one to fix.
  return CONTENT_REPORT.test(cause[0] ?? '') ? cause : cause.slice(0, max);
}

/**
 * One message for a failed process: `what` and how it ended, then the lines naming the cause, indented.
 * `code` and `signal` are as Node's `exit` event gives them.
 */
export function childFailure(
  what: string,
  ended: { code: number | null; signal?: NodeJS.Signals | null | undefined },
  output: string,
): string {
  const how = ended.signal ? `was stopped by ${ended.signal}` : `exited with ${String(ended.code)}`;
  const lines = failureLines(output);
  return lines.length === 0
    ? `${what} ${how}, printing nothing`
    : `${what} ${how}:\n${lines.map((l) => `  ${l}`).join('\n')}`;
}
