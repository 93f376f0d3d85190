import { useRef } from 'react';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { DraftLabel } from '../components/post/DraftLabel.tsx';
import { ScheduledBanner } from '../components/post/ScheduledBanner.tsx';
import { TagLinks } from '../components/TagLinks.tsx';
import { PageBar } from '../components/post/PageBar.tsx';
import { PostNav } from '../components/post/PostNav.tsx';
import { RelatedPosts } from '../components/post/RelatedPosts.tsx';
import { SeriesBox } from '../components/post/SeriesBox.tsx';
import { useAnnouncer, useCopyFeedback } from '../components/post/useCopyFeedback.ts';
import type { PageProps, PostData } from '../content/pages.ts';
import { formatDate, formatReadingTime, postDates } from '../lib/posts.ts';
import { BLOG_PATH } from '../lib/routes-paths.ts';
import { sourceLink } from '../lib/source-link.ts';
import '../styles/prose.css';
import styles from './PostPage.module.css';

/**
 * A blog post: its sticky bar (Back to Home, All posts, Top), title, dates (published, and updated when
 * later) and reading time, its series, the MDX body (with its copy buttons' feedback), related posts,
 * and post navigation.
 */
export default function PostPage({
  data: { post, previous, next, alone, series, related, body },
  site,
  bodyHtml,
}: PageProps<PostData>) {
  const article = useRef<HTMLDivElement>(null);
  const [status, announce] = useAnnouncer();
  useCopyFeedback(article, announce);
  return (
    <>
      <PageBar label="Post" list={{ to: BLOG_PATH, text: 'All posts' }} />
      {/* An unlisted post is kept out of search, as out of every list: search indexes only what has this mark. */}
      <article className={styles.article} data-pagefind-body={post.unlisted === true ? undefined : true}>
        <header className={styles.header}>
          {post.draft && <DraftLabel variant="banner" />}
          {post.scheduled !== undefined && <ScheduledBanner goesLive={post.scheduled} />}
          {/* The search result's title: the post's own, without the site's name after it. */}
          <h1 className={styles.title} data-pagefind-meta="title">
            {post.title}
          </h1>
          <p className={styles.meta} data-pagefind-ignore>
            {postDates(post).map(({ label, date }) => (
              <span key={label} className={styles.date}>
                {label} <time dateTime={date}>{formatDate(date)}</time>
              </span>
            ))}
            <span className={styles.date}>{formatReadingTime(post.readingMinutes)}</span>
          </p>
          <TagLinks tags={post.tags} label="Tags of this post" ignoredBySearch />
        </header>
        {series && <SeriesBox series={series} />}
        <MdxBody html={bodyHtml} ref={article} />
        <p role="status" className="visually-hidden">
          {status}
        </p>
        <RelatedPosts posts={related} />
        <PostNav
          repo={post.repo}
          source={sourceLink(site.repository, body.source)}
          previous={previous}
          next={next}
          alone={alone}
        />
      </article>
    </>
  );
}
