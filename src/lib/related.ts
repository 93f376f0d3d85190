/**
 * Related posts: what a post or a project page lists under its body. The posts that share the most of
 * its tags come first, the newest first among equals; at most three, and none when no post shares a tag.
 */
import { byDate } from './posts.ts';

/** How many related posts a page lists at most. */
export const RELATED_LIMIT = 3;

/** A post, as far as relatedness goes. */
interface Candidate {
  slug: string;
  date: string;
  title: string;
  tags?: readonly string[] | undefined;
}

/**
 * The posts related to a page with `tags`: those sharing at least one tag, by most tags shared, then
 * newest; never the page's own post (`self`, a post's slug), at most `limit`.
 */
export function relatedPosts<T extends Candidate>(
  posts: readonly T[],
  tags: readonly string[],
  self?: string,
  limit = RELATED_LIMIT,
): T[] {
  const wanted = new Set(tags);
  return posts
    .filter((post) => post.slug !== self)
    .map((post) => ({ post, shared: new Set(post.tags?.filter((tag) => wanted.has(tag))).size }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || byDate(b.post, a.post))
    .slice(0, limit)
    .map(({ post }) => post);
}
