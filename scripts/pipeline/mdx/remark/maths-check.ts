/**
 * Checks every formula in a post before anything typesets it: KaTeX must be able to typeset it, and
 * a `$…$` must be maths, not two prices ("costs $5 and $10" would otherwise typeset "5 and" in
 * italics). Each problem fails the build at the formula's line (for a parse error in a formula of
 * several lines, the line of the error) with KaTeX's message. It runs in the remark stage, so the
 * content check without a compile (inspect.ts) finds the same problems as the build's compile.
 *
 * KaTeX typesets a few commands (links, pictures, HTML attributes) only when told to trust the formula.
 * The site trusts none: a link in a formula would bypass the base path and the link checks, a picture
 * the image pipeline, and `\htmlStyle` would write a style attribute the site's policy blocks. Untrusted,
 * KaTeX does not fail: it shows the command's name in red. The check fails the build there instead,
 * saying what to write.
 */
import katex from 'katex';
import type { Code, Root } from 'mdast';
import type { InlineMath, Math as MathNode } from 'mdast-util-math';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, type ContentIssue, displayPath } from '../../content/issues.ts';
import { KATEX_OPTIONS } from '../rehype/maths.ts';

const PRICE_HINT = 'a $ in text starts a formula: write \\$ for a dollar sign';

/** What to write instead of each command KaTeX typesets only when trusted. */
const UNTRUSTED_HINTS: Readonly<Record<string, string>> = {
  '\\href': 'write a Markdown link next to the formula instead: [text](https://…)',
  '\\url': 'write a Markdown link next to the formula instead: [text](https://…)',
  '\\includegraphics': 'write a Markdown image next to the formula instead: ![what it shows](./my-post/picture.png)',
  '\\htmlStyle': 'leave it out; for a colour write \\color{…} instead',
  '\\htmlClass': 'leave it out: a formula carries no HTML attributes on this site',
  '\\htmlId': 'leave it out: a formula carries no HTML attributes on this site',
  '\\htmlData': 'leave it out: a formula carries no HTML attributes on this site',
};

/**
 * The colour KaTeX is told to draw what it will not typeset in, during the check only: with
 * `throwOnError`, that is a command it does not trust, which it draws as its name in this colour.
 */
const UNTRUSTED_COLOUR = '#0badc0';
/** KaTeX's MathML for an untrusted command: its name as text, in `UNTRUSTED_COLOUR`. */
const UNTRUSTED_MATHML = new RegExp(`mathcolor="${UNTRUSTED_COLOUR}"><mtext>(\\\\[A-Za-z]+)</mtext>`, 'g');

/** Why KaTeX cannot typeset a formula: its message and where in the formula, or the commands it did not trust. */
type KatexProblem = { reason: string; position?: number } | { untrusted: string[] };

/** What KaTeX says about `formula`, or undefined when it typesets; `position` is where in it the error is. */
function katexError(formula: string, displayMode: boolean): KatexProblem | undefined {
  try {
    const html = katex.renderToString(formula, {
      ...KATEX_OPTIONS,
      displayMode,
      throwOnError: true,
      errorColor: UNTRUSTED_COLOUR,
    });
    // Read from the output rather than from a `trust` callback, which KaTeX skips for a URL it finds
    // malformed (that command is drawn in red all the same).
    const untrusted = new Set([...html.matchAll(UNTRUSTED_MATHML)].map((m) => m[1] ?? ''));
    return untrusted.size === 0 ? undefined : { untrusted: [...untrusted] };
  } catch (error) {
    if (error instanceof katex.ParseError) {
      // rawMessage is the message without KaTeX's copy of the formula with the error underlined
      // (combining characters, which read badly in a terminal); the issue shows the formula itself.
      return { reason: `KaTeX parse error: ${error.rawMessage}`, position: error.position };
    }
    return { reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Remark plugin: fails the compile with one content issue per formula that cannot be typeset as written. */
export default function remarkMathsCheck() {
  return (tree: Root, file: VFile) => {
    const issues: ContentIssue[] = [];
    const check = (node: MathNode | InlineMath | Code, displayMode: boolean) => {
      const error = katexError(node.value, displayMode);
      if (!error) return;
      // A block's formula starts on the line after its opening `$$` (or ```math) fence.
      const first = (node.position?.start.line ?? 0) + (node.type === 'inlineMath' ? 0 : 1);
      const lines = node.value.split('\n');
      if ('untrusted' in error) {
        for (const command of error.untrusted) {
          const row = Math.max(
            0,
            lines.findIndex((line) => line.includes(command)),
          );
          issues.push({
            file: displayPath(file.path),
            line: node.position ? first + row : undefined,
            field: 'maths',
            expected: `expected a formula KaTeX typesets without trust (${command} needs trust, and the site trusts no formula)`,
            found: `"${(lines.length === 1 ? node.value : (lines[row] ?? '')).trim()}"`,
            hint: UNTRUSTED_HINTS[command],
          });
        }
        return;
      }
      const row = error.position === undefined ? 0 : node.value.slice(0, error.position).split('\n').length - 1;
      const shown = error.position === undefined || lines.length === 1 ? node.value : (lines[row] ?? '');
      issues.push({
        file: displayPath(file.path),
        line: node.position ? first + row : undefined,
        field: 'maths',
        expected: `expected a formula KaTeX can typeset (${error.reason})`,
        // Quoted as written: JSON's escaping would double every backslash of the TeX.
        found: `"${shown.trim()}"`,
      });
    };
    visit(tree, (node, index, parent) => {
      if (node.type === 'math') check(node, true);
      // rehype-katex typesets ```math code blocks too, as display maths.
      else if (node.type === 'code' && node.lang === 'math') check(node, true);
      else if (node.type === 'inlineMath') {
        const next = index === undefined ? undefined : parent?.children[index + 1];
        // Maths is written tight against its dollars ($x$); a price is followed by a space or a digit.
        if (/^\s|\s$/.test(node.value) || (next?.type === 'text' && /^\d/.test(next.value))) {
          issues.push({
            file: displayPath(file.path),
            line: node.position?.start.line,
            field: 'maths',
            expected: 'expected a formula between $ signs',
            found: `"${node.value}"`,
            hint: PRICE_HINT,
          });
        } else check(node, false);
      }
    });
    if (issues.length > 0) throw new ContentError(issues);
  };
}
