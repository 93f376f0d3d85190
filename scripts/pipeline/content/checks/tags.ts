/**
 * One spelling for each tag. Tags are written by hand across many files, and `ros2` in one post and
 * `ros-2` in another would split one topic over two pages. A tag that differs from another only in
 * its hyphens is reported, at its line, as a misspelling of the spelling more posts and projects use.
 */
import type { ContentIssue } from '../issues.ts';

/** One tag as a content file writes it. */
export interface TagUse {
  tag: string;
  file: string;
  line?: number | undefined;
  /** Its field, e.g. `tags[1]`. */
  field: string;
}

/** What two spellings of one tag have in common. */
const spelling = (tag: string) => tag.replaceAll('-', '');

/** A content issue for each use of a tag spelled unlike the commoner spelling of the same tag. */
export function tagSpellingIssues(uses: readonly TagUse[]): ContentIssue[] {
  const groups = new Map<string, Map<string, TagUse[]>>();
  for (const use of uses) {
    const spellings = groups.get(spelling(use.tag)) ?? new Map<string, TagUse[]>();
    spellings.set(use.tag, [...(spellings.get(use.tag) ?? []), use]);
    groups.set(spelling(use.tag), spellings);
  }
  const issues: ContentIssue[] = [];
  for (const spellings of groups.values()) {
    if (spellings.size < 2) continue;
    // The spelling most files use, and of those the one used first, is taken as meant.
    const [meant, [first]] = [...spellings.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
    if (!first) continue;
    const where = first.line === undefined ? first.file : `${first.file}:${first.line}`;
    for (const [tag, usesOf] of spellings) {
      if (tag === meant) continue;
      for (const use of usesOf) {
        issues.push({
          file: use.file,
          line: use.line,
          field: use.field,
          expected: 'expected each tag spelled one way',
          found: JSON.stringify(tag),
          hint: `did you mean "${meant}", as ${where} writes it?`,
        });
      }
    }
  }
  return issues;
}
