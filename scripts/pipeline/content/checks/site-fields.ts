/** Checks of site.md that its schema cannot make alone: the accent's contrast, and each provider's form of id. */
import type { Site } from '../../../../src/content/schema.ts';
import { analyticsIdProblem } from '../../analytics/providers.ts';
import { accentProblem } from '../../theme/theme.ts';
import type { FrontmatterFile } from '../frontmatter.ts';
import { describeValue, type ContentIssue } from '../issues.ts';

/** The problems of `site` (read from `file`, whose lines `fm` knows) beyond its schema's. */
export function siteFieldIssues(file: string, fm: FrontmatterFile, site: Site): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (site.theme.accent) {
    const problem = accentProblem(site.theme.accent);
    if (problem) issues.push({ file, line: fm.lineOf(['theme', 'accent']), field: 'theme.accent', ...problem });
  }
  if (site.analytics) {
    const expected = analyticsIdProblem(site.analytics);
    if (expected) {
      issues.push({
        file,
        line: fm.lineOf(['analytics', 'id']),
        field: 'analytics.id',
        expected,
        found: describeValue(site.analytics.id),
      });
    }
  }
  return issues;
}
