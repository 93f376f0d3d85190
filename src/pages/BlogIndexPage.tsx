import { Link } from 'react-router-dom';
import { PageNav } from '../components/blog/PageNav.tsx';
import { PostCard } from '../components/blog/PostCard.tsx';
import { FEED_PATH } from '../lib/feed.ts';
import { byYear, firstWithCover, postCount } from '../lib/posts.ts';
import { BLOG_PATH, TAGS_PATH } from '../lib/routes-paths.ts';
import { withBase } from '../lib/urls.ts';
import type { BlogIndexData, PageProps } from '../content/pages.ts';
import styles from './ListPage.module.css';

/**
 * `/blog` and its later pages: the posts newest first, under the year each was published in (each year
 * a heading a link can name: `/blog#2025`), with Previous and Next pages once the list runs past the
 * owner's page size.
 */
export default function BlogIndexPage({ data, site }: PageProps<BlogIndexData>) {
  const lead = firstWithCover(data.posts);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{site.blog.name}</h1>
        <p className={styles.intro}>
          {postCount(data.total)} by {site.name}
          {data.total > 1 && ', newest first'}. Follow new ones in a feed reader with the{' '}
          <a href={withBase(FEED_PATH)}>Atom feed</a>
          {site.hasTags && (
            <>
              , or browse them <Link to={TAGS_PATH}>by tag</Link>
            </>
          )}
          .
        </p>
      </header>
      {byYear(data.posts).map(({ year, posts }) => (
        <section key={year} aria-labelledby={year} className={styles.year}>
          <h2 id={year} className={styles.yearTitle}>
            {year}
          </h2>
          <ol className={styles.list}>
            {posts.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} eagerPicture={post === lead} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <PageNav first={BLOG_PATH} page={data.page} pages={data.pages} />
    </div>
  );
}
