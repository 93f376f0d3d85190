import { Link } from 'react-router-dom';
import type { PostSummary } from '../../content/schema.ts';
import { adjacentPosts } from '../../lib/posts.ts';
import { postPath } from '../../lib/routes-paths.ts';
import styles from './PostNav.module.css';

interface PostNavProps {
  post: PostSummary;
  posts: readonly PostSummary[];
}

/** Source link, Contact me, and previous/next from the posts in date order. */
export function PostNav({ post, posts }: PostNavProps) {
  const { previous, next } = adjacentPosts(posts, post.slug);
  return (
    <footer className={styles.footer}>
      <div className={styles.actions}>
        <a href={post.repo} target="_blank" rel="noopener noreferrer" className={styles.action}>
          View the source code
        </a>
        <Link to="/#contact" className={styles.action}>
          Contact me
        </Link>
      </div>
      <nav aria-label="Posts" className={styles.nav}>
        {previous ? (
          <Link to={postPath(previous.slug)} className={styles.button} rel="prev">
            <span className={styles.direction}>Previous</span>
            {previous.title}
          </Link>
        ) : (
          <Link to="/" className={styles.button}>
            Previous: Home
          </Link>
        )}
        {next ? (
          <Link to={postPath(next.slug)} className={`${styles.button} ${styles.next}`} rel="next">
            <span className={styles.direction}>Next</span>
            {next.title}
          </Link>
        ) : (
          <span className={styles.tooltipWrap}>
            <button
              type="button"
              className={`${styles.button} ${styles.next}`}
              aria-disabled="true"
              aria-describedby="next-post-tip"
            >
              Next Post
            </button>
            <span id="next-post-tip" role="tooltip" className={styles.tooltip}>
              No next post yet
            </span>
          </span>
        )}
      </nav>
    </footer>
  );
}
