import type { PostCardData } from '../../content/pages.ts';
import { RELATED_POSTS_ID } from '../../lib/sections.ts';
import { PostCard } from '../blog/PostCard.tsx';
import styles from './RelatedPosts.module.css';

/**
 * The posts related to a post or a project, as cards under its body (nothing when none is). Left out
 * of search: each card repeats another page's title and description.
 */
export function RelatedPosts({ posts }: { posts: readonly PostCardData[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={RELATED_POSTS_ID} className={styles.related} data-pagefind-ignore>
      <h2 id={RELATED_POSTS_ID} className={styles.title}>
        Related posts
      </h2>
      <ol className={styles.list}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ol>
    </section>
  );
}
