/**
 * Text from the review's artifact, made safe to place in a comment that GitHub renders as Markdown.
 * Whatever the text holds, it reads as the same characters and does nothing else: no HTML, no
 * formatting, no link, no image, no @mention that notifies someone, no #123 reference that links an
 * issue. Markdown has an escape for each of its own characters; GitHub's mentions, references and
 * autolinks are found in the rendered text, so those are broken with a word joiner (U+2060), an
 * invisible character that keeps the words whole.
 */

const WORD_JOINER = '\u2060';

/** Characters that change how text reads without showing: direction overrides and isolates, controls. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** The most characters of one piece of text a comment shows; the review's report has the rest. */
export const CLIP = 1_000;

/**
 * One line of at most CLIP characters: line breaks (which could start a heading, a list or a table)
 * become spaces.
 */
function oneLine(value: string): string {
  const line = value.replace(INVISIBLE, '').replace(/[\r\n\u2028\u2029\t]+/g, ' ');
  const characters = Array.from(line);
  return characters.length > CLIP ? `${characters.slice(0, CLIP).join('')}…` : line;
}

/** What GitHub finds in rendered text and turns into a link or a notification, broken with a word joiner. */
function breakLinks(text: string): string {
  return (
    text
      // @user, @org/team; #123 and owner/repo#123; GH-123.
      .replace(/([@#＠＃])(?=[\p{L}\p{N}_-])/gu, `$1${WORD_JOINER}`)
      .replace(/\b(GH)-(?=\d)/gi, `$1${WORD_JOINER}-`)
      // https://…, and www.… without a scheme.
      .replace(/:\/\//g, `:${WORD_JOINER}//`)
      .replace(/\b(www)\./gi, `$1${WORD_JOINER}.`)
  );
}

/** `text` as inline Markdown that shows exactly it. */
export function text(value: string): string {
  const escaped = oneLine(value)
    .replace(/[\\`*_[\]()!|~<>&{}#]/g, (c) =>
      c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : `\\${c}`,
    )
    // What opens a block at the start of a line (a list item, a setext underline, a numbered item), which
    // is where the text may stand: after `- ` in a list, it would open a list or heading inside the item.
    .replace(/^(\s*)([-+=])/, '$1\\$2')
    .replace(/^(\s*\d+)([.)])/, '$1\\$2');
  return breakLinks(escaped);
}

/**
 * `value` as a code span: shown as it is, in a monospace font, with nothing in it linked or formatted
 * (GitHub makes no mention, reference or link inside code). Its fence is longer than any run of
 * backticks inside it. Not for a table cell, where `|` ends the cell even inside code.
 */
export function code(value: string): string {
  const line = oneLine(value).trim() || ' ';
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest > 0 || line.startsWith(' ') ? `${fence} ${line} ${fence}` : `${fence}${line}${fence}`;
}
