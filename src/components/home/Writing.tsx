import { Link } from 'react-router-dom';
import type { PostCardData } from '../../content/pages.ts';
import { formatDate } from '../../lib/posts.ts';
import { BLOG_PATH, postPath } from '../../lib/routes-paths.ts';
import { Section } from '../Section.tsx';
import card from './Card.module.css';
import styles from './Entries.module.css';

interface WritingProps {
  /** The featured posts, newest first. */
  posts: readonly PostCardData[];
  /** The blog's name, for the link to all of it. */
  blogName: string;
}

/** Writing: the featured posts, each with its date and description, then a link to the blog. */
export function Writing({ posts, blogName }: WritingProps) {
  return (
    <Section id="writing" title="Writing">
      <ol className={styles.list}>
        {posts.map((post) => (
          <li key={post.slug} className={styles.item}>
            <h3 className={styles.title}>
              <Link to={postPath(post.slug)} className={styles.titleLink}>
                {post.title}
              </Link>
            </h3>
            <p className={styles.meta}>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </p>
            <p className={styles.body}>{post.description}</p>
          </li>
        ))}
      </ol>
      <p className={card.more}>
        <Link to={BLOG_PATH} className={card.moreLink}>
          All posts in {blogName}
          <span aria-hidden="true"> →</span>
        </Link>
      </p>
    </Section>
  );
}
