/**
 * Mermaid's own grammar, run at build time in Node: whether Mermaid would read a diagram as written.
 * beautiful-mermaid (draw.ts) draws, and reads leniently: `A[ -->` is to it
 * a node "A". Mermaid's parsers (`mermaid.parse`) are strict, and their message names the line and what
 * the grammar expected there. `@mermaid-js/parser`, the parser package Mermaid is moving its grammars
 * to, covers none of the kinds the site draws yet (pie, packet, git graphs and others), so the site runs
 * Mermaid's own, which cover all of them (flowchart, state, sequence, class, entity relationship).
 *
 * Mermaid is loaded only when a post has a diagram, so a site without one never pays for it.
 */
import type { Mermaid } from 'mermaid';

/** A diagram Mermaid's grammar refuses: the 0-based row of its source, and the grammar's message. */
export interface GrammarError {
  row: number;
  message: string;
}

let loading: Promise<Mermaid> | undefined;

/**
 * Mermaid, ready to parse in Node. Its parsers clean each label with DOMPurify, whose default instance
 * has no `sanitize` or `addHook` where there is no DOM (Node): a parse of any diagram with a label
 * would throw "addHook is not a function". The build keeps nothing of what Mermaid read but whether it
 * read it (the drawing is beautiful-mermaid's, and every label the page shows is escaped as all text
 * is), so without a DOM those calls leave the text as it is. With a DOM
 * (never in a build) DOMPurify is left alone. grammar.test.ts parses a diagram of every kind the site
 * draws, so a Mermaid or DOMPurify that changes this fails there.
 */
function mermaid(): Promise<Mermaid> {
  loading ??= (async () => {
    const { default: purify } = await import('dompurify');
    if (!purify.isSupported) {
      const none = () => undefined;
      Object.assign(purify, {
        sanitize: (text: string) => text,
        addHook: none,
        removeHook: none,
        removeHooks: none,
        removeAllHooks: none,
      });
    }
    const { default: loaded } = await import('mermaid');
    // 'fatal': the build prints content errors as lines of its own, not Mermaid's log.
    loaded.initialize({ startOnLoad: false, securityLevel: 'strict', logLevel: 'fatal' });
    return loaded;
  })();
  return loading;
}

/** The parts of a Jison parser's error Mermaid throws: where it stopped. */
interface ParseErrorHash {
  loc?: { first_line?: number };
  line?: number;
}

/**
 * The grammar's message on one line: a Jison parser's "Parse error on line 3:", the excerpt and its
 * caret are left out (the build names the line), and "got '1'", its end of input, is said in words.
 */
function oneLine(message: string): string {
  const lines = message.split('\n').filter((line) => line.trim() !== '');
  const parseError = /^Parse error on line \d+:$/.test(lines[0] ?? '');
  const kept = parseError ? lines.slice(3) : lines.slice(0, 1);
  return kept
    .join(' ')
    .replace(/, got '(1|EOF)'$/, ', got the end of the diagram')
    .trim();
}

/** Jison's lines count from 1; undefined when the error says no line. */
function errorLine(error: unknown): number | undefined {
  const hash = (error as { hash?: ParseErrorHash }).hash;
  const line = hash?.loc?.first_line ?? (hash?.line === undefined ? undefined : hash.line + 1);
  return typeof line === 'number' && line >= 1 ? line : undefined;
}

/**
 * Parses `lines[from…]` (the header first; comment lines, which Mermaid drops, must be blank already,
 * so its line numbers stay the source's) with Mermaid's grammar: undefined when it reads it, else the
 * error at its row. (`mermaid.parse` queues its calls, so two posts compiled at once never mix.)
 */
export async function grammarError(lines: readonly string[], from: number): Promise<GrammarError | undefined> {
  const parser = await mermaid();
  try {
    await parser.parse(lines.slice(from).join('\n'));
    return undefined;
  } catch (error) {
    // A fault of the parser's own (DOMPurify without its shim, a changed API) is no fault of the diagram's.
    if (error instanceof TypeError || error instanceof ReferenceError) throw error;
    const line = errorLine(error);
    return {
      row: Math.min(from + (line ?? 1) - 1, lines.length - 1),
      message: oneLine(error instanceof Error ? error.message : String(error)),
    };
  }
}
