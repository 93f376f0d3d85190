/**
 * The Shiki highlighter that rehype-pretty-code colours code with, tokenising every line to its end.
 *
 * Shiki gives up on a line after `tokenizeTimeLimit` milliseconds (500 by default) and leaves the rest
 * of it uncoloured. The first line a process highlights pays for compiling the grammar's patterns, so on
 * a loaded machine that line could come out plain in one build and coloured in the next: the same
 * source, different code colours (a post's code stylesheet missing classes). With no limit, what a line
 * looks like depends on its text alone.
 */
import { getSingletonHighlighter, type BundledHighlighterOptions, type Highlighter } from 'shiki';

/** Shiki's value for "no time limit" (vscode-textmate checks the clock only when the limit is not 0). */
export const NO_TIME_LIMIT = 0;

/** The highlighter for rehype-pretty-code's `getHighlighter`: Shiki's, with no time limit on any line. */
export async function highlighterWithoutTimeLimit(
  options: BundledHighlighterOptions<string, string>,
): Promise<Highlighter> {
  const highlighter = await getSingletonHighlighter(options);
  // Every entry point that tokenises, so whichever one rehype-pretty-code calls runs without a limit.
  return {
    ...highlighter,
    codeToHtml: (code, codeOptions) =>
      highlighter.codeToHtml(code, { ...codeOptions, tokenizeTimeLimit: NO_TIME_LIMIT }),
    codeToHast: (code, codeOptions) =>
      highlighter.codeToHast(code, { ...codeOptions, tokenizeTimeLimit: NO_TIME_LIMIT }),
    codeToTokens: (code, codeOptions) =>
      highlighter.codeToTokens(code, { ...codeOptions, tokenizeTimeLimit: NO_TIME_LIMIT }),
    codeToTokensBase: (code, codeOptions) =>
      highlighter.codeToTokensBase(code, { ...codeOptions, tokenizeTimeLimit: NO_TIME_LIMIT }),
    codeToTokensWithThemes: (code, codeOptions) =>
      highlighter.codeToTokensWithThemes(code, { ...codeOptions, tokenizeTimeLimit: NO_TIME_LIMIT }),
  };
}
