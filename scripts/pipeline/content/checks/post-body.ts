/** Checks of a post's body that neither its frontmatter schema nor its MDX compile makes. */
import type { FrontmatterFile } from '../frontmatter.ts';
import type { ContentIssue } from '../issues.ts';

/**
 * A post with no text after its frontmatter, or with no `##` section (its page would have no
 * contents list, and nothing to number): `sections` is the count of its `##` headings.
 */
export function postBodyIssues(file: string, fm: FrontmatterFile, sections: number): ContentIssue[] {
  const firstText = fm.body.split('\n').findIndex((line) => line.trim() !== '');
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
