/**
 * Checks of site.md that its schema cannot make alone: the accent's contrast, each provider's form of
 * id, and the analytics URLs whose origins the policy would allow.
 */
import type { Site } from '../../../../src/content/schema.ts';
import { analyticsProblems } from '../../analytics/providers.ts';
import { accentProblem } from '../../theme/theme.ts';
import type { FrontmatterFile } from '../frontmatter.ts';
import type { ContentIssue } from '../issues.ts';

/** The problems of `site` (read from `file`, whose lines `fm` knows) beyond its schema's. */
export function siteFieldIssues(file: string, fm: FrontmatterFile, site: Site): ContentIssue[] {
  const issues: ContentIssue[] = [];
  if (site.theme.accent) {
    const problem = accentProblem(site.theme.accent);
    if (problem) issues.push({ file, line: fm.lineOf(['theme', 'accent']), field: 'theme.accent', ...problem });
  }
  for (const { field, ...problem } of site.analytics ? analyticsProblems(site.analytics) : [])
    issues.push({ file, line: fm.lineOf(['analytics', field]), field: `analytics.${field}`, ...problem });
  return issues;
}
