import { useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import content from 'virtual:content';
import { postBodies, posts } from 'virtual:posts';
import type { PostSummary } from '../content/schema.ts';
import { mdxComponents } from '../components/mdx/index.ts';
import { DraftLabel } from '../components/post/DraftLabel.tsx';
import { PostNav } from '../components/post/PostNav.tsx';
import { useAnnouncer, useCopyFeedback } from '../components/post/useCopyFeedback.ts';
import { Layout } from '../components/layout/Layout.tsx';
import { postHead } from '../lib/head.ts';
import { formatDate, formatReadingTime, postDates } from '../lib/posts.ts';
import { BLOG_PATH, HOME_PATH } from '../lib/routes-paths.ts';
import { TOP_ID } from '../lib/sections.ts';
import '../styles/prose.css';
import styles from './PostPage.module.css';

interface PostPageProps {
  post: PostSummary;
}

/** A blog post: sticky bar, title, dates (published, and updated when later) and reading time, the MDX body (with its copy buttons' feedback), and post navigation. */
export default function PostPage({ post }: PostPageProps) {
  const head = useMemo(() => postHead(content.site, post), [post]);
  const body = useRef<HTMLDivElement>(null);
  const [status, announce] = useAnnouncer();
  useCopyFeedback(body, announce);
  // Every post in the list has a body; it is `lazy`, so it suspends until its chunk has loaded.
  const Body = postBodies[post.slug];
  if (!Body) throw new Error(`No compiled MDX for the post "${post.slug}"`);
  return (
    <Layout variant="post" site={content.site} head={head}>
      <div className={styles.bar}>
        {/* The page's main navigation: the header leaves Back to this bar, so the page has one Back link. */}
        <nav aria-label="Main" className={styles.barInner}>
          <div className={styles.barGroup}>
            <Link to={HOME_PATH} className={styles.barLink}>
              <span aria-hidden="true">← </span>Back to Home
            </Link>
            <Link to={BLOG_PATH} className={styles.barLink}>
              All posts
            </Link>
          </div>
          <a href={`#${TOP_ID}`} className={styles.barLink}>
            Top<span aria-hidden="true"> ↑</span>
          </a>
        </nav>
      </div>
      <article className={styles.article} data-pagefind-body>
        <header className={styles.header}>
          {post.draft && <DraftLabel variant="banner" />}
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.meta} data-pagefind-ignore>
            {postDates(post).map(({ label, date }) => (
              <span key={label} className={styles.date}>
                {label} <time dateTime={date}>{formatDate(date)}</time>
              </span>
            ))}
            <span className={styles.date}>{formatReadingTime(post.readingMinutes)}</span>
          </p>
        </header>
        <div className="prose" ref={body}>
          <Body components={mdxComponents} />
        </div>
        <p role="status" className="visually-hidden">
          {status}
        </p>
        <PostNav post={post} posts={posts} />
      </article>
    </Layout>
  );
}
