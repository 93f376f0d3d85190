/**
 * A post's "updated" date: its frontmatter `updated`, else the last commit to its file after the one that
 * added it. The commit that adds a post (an import of many posts included) is no update, and neither is
 * a file git has no commit of: such a post's "updated" date is its publication date.
 */
import path from 'node:path';
import type { PostSummary, UpdatedSource } from '../../../src/content/schema.ts';
import type { FileHistory } from './git-history.ts';

/**
 * The post's "updated" date and where it came from. `history` (each file's, by absolute path) is called
 * only when the frontmatter has no `updated`, so a post that sets it never asks git.
 */
export function updatedDate(
  frontmatter: { date: string; updated?: string | undefined },
  file: string,
  history: () => ReadonlyMap<string, FileHistory>,
): { updated: string; source: UpdatedSource } {
  if (frontmatter.updated) return { updated: frontmatter.updated, source: 'frontmatter' };
  const commits = history().get(path.resolve(file));
  if (commits?.changed) return { updated: commits.changed, source: 'later-commit' };
  return { updated: frontmatter.date, source: commits ? 'first-commit' : 'no-commit' };
}

/** The build's line about where a post's "updated" date came from. */
export function updatedLine(post: Pick<PostSummary, 'slug' | 'updated' | 'updatedSource'>): string {
  switch (post.updatedSource) {
    case 'frontmatter':
      return `post ${post.slug}: updated ${post.updated} (from its frontmatter)`;
    case 'later-commit':
      return `post ${post.slug}: updated ${post.updated} (from a commit after the one that added it)`;
    case 'first-commit':
      return `post ${post.slug}: no later change (one commit, the one that added it)`;
    case 'no-commit':
      return `post ${post.slug}: no later change (no commit of its file)`;
  }
}

/**
 * The build's one warning line when the git history is shallow and some post may lack an "Updated"
 * date, else undefined. In a shallow clone the oldest commit there seems to add every file, hiding
 * the changes made before it: only a post with no later commit can be wrong. `isShallow` runs only
 * when there is such a post.
 */
export function shallowHistoryWarning(
  posts: readonly Pick<PostSummary, 'slug' | 'updatedSource'>[],
  isShallow: () => boolean,
): string | undefined {
  const unchanged = posts.filter((p) => p.updatedSource === 'first-commit').map((p) => p.slug);
  if (unchanged.length === 0 || !isShallow()) return undefined;
  return (
    `post dates: the git history is shallow, so ${unchanged.join(', ')} may lack the "Updated" date of a change; ` +
    'build from a full clone (git fetch --unshallow, or fetch-depth: 0 in actions/checkout)'
  );
}

/**
 * A project page's dates, for its h-entry: the day git added its file and the day of the file's last
 * change after that (else the same day); none for a file git has no commit of.
 */
export function pageDates(
  file: string,
  history: ReadonlyMap<string, FileHistory>,
): { published: string; updated: string } | undefined {
  const commits = history.get(path.resolve(file));
  return commits && { published: commits.added, updated: commits.changed ?? commits.added };
}
