/** Checks of a post's body that neither its frontmatter schema nor its MDX compile makes. */
import type { FrontmatterFile } from '../frontmatter.ts';
import type { ContentIssue } from '../issues.ts';

/**
 * A post with no text after its frontmatter, or with no `##` section (its page would have no
 * contents list, and nothing to number): `sections` is the count of its `##` headings.
 */
export function postBodyIssues(file: string, fm: FrontmatterFile, sections: number): ContentIssue[] {
  // The line of the first text, counted without splitting the whole body (this runs for every post at
  // every read of the content in the dev server).
  const at = /\S/.exec(fm.body)?.index;
  const firstText = at === undefined ? -1 : countLines(fm.body, at);
  if (firstText === -1) {
    return [
      {
        file,
        line: fm.endLine,
        field: 'body',
        expected: 'expected the post’s text after the frontmatter',
        found: 'nothing',
      },
    ];
  }
  if (sections > 0) return [];
  const line = fm.endLine === undefined ? undefined : fm.endLine + 1 + firstText;
  return [{ file, line, field: 'body', expected: 'expected at least one "## " section heading', found: 'none' }];
}

/** How many line breaks `text` has before `end`. */
function countLines(text: string, end: number): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}
