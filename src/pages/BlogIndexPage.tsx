import content from 'virtual:content';
import { posts } from 'virtual:posts';
import { PostCard } from '../components/blog/PostCard.tsx';
import { Layout } from '../components/layout/Layout.tsx';
import { FEED_PATH } from '../lib/feed.ts';
import { blogHead } from '../lib/head.ts';
import { newestFirst } from '../lib/posts.ts';
import { BLOG_NAME } from '../lib/routes-paths.ts';
import { withBase } from '../lib/urls.ts';
import styles from './BlogIndexPage.module.css';

const head = blogHead(content.site);
const list = newestFirst(posts);

/** `/blog`: every post, newest first. Loaded lazily, like the post route, so home never downloads the list. */
export default function BlogIndexPage() {
  return (
    <Layout variant="page" site={content.site} head={head}>
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{BLOG_NAME}</h1>
          <p className={styles.intro}>
            {list.length === 1 ? 'One post' : `${list.length} posts`} by {content.site.name}
            {list.length > 1 && ', newest first'}. Follow new ones in a feed reader with the{' '}
            <a href={withBase(FEED_PATH)}>Atom feed</a>.
          </p>
        </header>
        <ol className={styles.list}>
          {list.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ol>
      </div>
    </Layout>
  );
}
