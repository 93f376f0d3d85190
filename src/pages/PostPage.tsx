import { use, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import content from 'virtual:content';
import { postModules, posts } from 'virtual:posts';
import type { PostModule, PostSummary } from '../content/schema.ts';
import { mdxComponents } from '../components/mdx/index.ts';
import { PostNav } from '../components/post/PostNav.tsx';
import { useAnnouncer, useCopyButtons } from '../components/post/useCopyButtons.ts';
import { Layout } from '../components/layout/Layout.tsx';
import { postHead } from '../lib/head.ts';
import { formatDate, postDates } from '../lib/posts.ts';
import { TOP_ID } from '../lib/sections.ts';
import { trackForUse } from '../lib/use-promise.ts';
import '../styles/prose.css';
import styles from './PostPage.module.css';

const pending = new Map<string, Promise<PostModule>>();

/** Loads a post's compiled MDX; once loaded it renders without suspending (used before hydration). */
export function preloadPostBody(slug: string): Promise<PostModule> {
  let promise = pending.get(slug);
  if (!promise) {
    const load = postModules[slug];
    if (!load) return Promise.reject(new Error(`No post called "${slug}"`));
    promise = trackForUse(load());
    pending.set(slug, promise);
  }
  return promise;
}

interface PostPageProps {
  post: PostSummary;
}

/** A blog post: sticky bar, title and dates (published, and updated when later), the MDX body (with working copy buttons), and post navigation. */
export default function PostPage({ post }: PostPageProps) {
  // Always through use() (see use-promise.ts): a loaded body is read at once, without suspending.
  const Body = use(preloadPostBody(post.slug)).default;
  const head = useMemo(() => postHead(content.site, post), [post]);
  const body = useRef<HTMLDivElement>(null);
  const [status, announce] = useAnnouncer();
  useCopyButtons(body, announce);
  return (
    <Layout variant="page" head={head}>
      <div className={styles.bar}>
        <div className={styles.barInner}>
          <Link to="/" className={styles.barLink}>
            <span aria-hidden="true">← </span>Back to Home
          </Link>
          <a href={`#${TOP_ID}`} className={styles.barLink}>
            Top<span aria-hidden="true"> ↑</span>
          </a>
        </div>
      </div>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.meta}>
            {postDates(post).map(({ label, date }) => (
              <span key={label} className={styles.date}>
                {label} <time dateTime={date}>{formatDate(date)}</time>
              </span>
            ))}
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
