/**
 * Content files as editors really save them: with a UTF-8 byte-order mark, CRLF line endings, spaces
 * after a `---` fence, or no newline at the end. Every reader of a content file (the frontmatter
 * parser, the content check and the MDX compile) takes its text through `normalizeSource`, so such a
 * file builds exactly as the clean one does.
 */
const FENCE = /^---[ \t]*$/;

/** The text with no byte-order mark, LF line endings, bare `---` frontmatter fences and a final newline. */
export function normalizeSource(text: string): string {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  // Only the frontmatter's two fences: a `--- ` further down is the author's own text.
  if (FENCE.test(lines[0] ?? '')) {
    lines[0] = '---';
    const end = lines.findIndex((line, i) => i > 0 && FENCE.test(line));
    if (end !== -1) lines[end] = '---';
  }
  const out = lines.join('\n');
  return out.endsWith('\n') ? out : `${out}\n`;
}
