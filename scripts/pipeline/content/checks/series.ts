/**
 * Series: the posts that name the same `series` are its parts. A part's `seriesOrder` must be its own
 * within the series (two parts at one place would swap with every build's whim), and means nothing
 * without a series. Reported at the field's line.
 */
import type { ContentIssue } from '../issues.ts';

/** A published post's series fields, and where its file writes them. */
export interface SeriesUse {
  file: string;
  series?: string | undefined;
  seriesOrder?: number | undefined;
  /** The line of a field of the frontmatter. */
  lineOf: (field: 'series' | 'seriesOrder') => number | undefined;
}

/** A content issue for each `seriesOrder` without a series, and each one another part of its series has. */
export function seriesIssues(uses: readonly SeriesUse[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const taken = new Map<string, SeriesUse>();
  for (const use of uses) {
    if (use.seriesOrder === undefined) continue;
    const line = use.lineOf('seriesOrder');
    if (use.series === undefined) {
      issues.push({
        file: use.file,
        line,
        field: 'seriesOrder',
        expected: 'expected a series for the post to have a place in',
        found: String(use.seriesOrder),
        hint: 'add series: <its name>, or leave seriesOrder out',
      });
      continue;
    }
    const key = `${use.series}\0${use.seriesOrder}`;
    const first = taken.get(key);
    if (!first) {
      taken.set(key, use);
      continue;
    }
    const where = first.lineOf('seriesOrder');
    issues.push({
      file: use.file,
      line,
      field: 'seriesOrder',
      expected: `expected each part of the series "${use.series}" at its own place`,
      found: `${use.seriesOrder}, which ${where === undefined ? first.file : `${first.file}:${where}`} has too`,
    });
  }
  return issues;
}
