/** A post's "updated" date: its frontmatter, else the last commit that touched its file, else the build date. */
import path from 'node:path';
import type { PostSummary, UpdatedSource } from '../../../src/content/schema.ts';

/** The post's "updated" date and where it came from. `commitDates` is called only when needed. */
export function updatedDate(
  frontmatter: string | undefined,
  file: string,
  today: string,
  commitDates: () => Map<string, string>,
): { updated: string; source: UpdatedSource } {
  if (frontmatter) return { updated: frontmatter, source: 'frontmatter' };
  const committed = commitDates().get(path.resolve(file));
  if (committed) return { updated: committed, source: 'git' };
  return { updated: today, source: 'build' };
}

/**
 * The build's one warning line when some post's "updated" date came from a shallow history, else
 * undefined. `isShallow` runs only when a post took its date from git.
 */
export function shallowHistoryWarning(
  posts: readonly Pick<PostSummary, 'slug' | 'updatedSource'>[],
  isShallow: () => boolean,
): string | undefined {
  const fromGit = posts.filter((p) => p.updatedSource === 'git').map((p) => p.slug);
  if (fromGit.length === 0 || !isShallow()) return undefined;
  return (
    `post dates: the git history is shallow, so the "Updated" date of ${fromGit.join(', ')} may be wrong; ` +
    'build from a full clone (git fetch --unshallow, or fetch-depth: 0 in actions/checkout)'
  );
}
