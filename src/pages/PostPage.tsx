import { useRef } from 'react';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { DraftLabel } from '../components/post/DraftLabel.tsx';
import { ScheduledBanner } from '../components/post/ScheduledBanner.tsx';
import { TagLinks } from '../components/TagLinks.tsx';
import { Conversation } from '../components/post/Conversation.tsx';
import { EntryMarkup } from '../components/post/EntryMarkup.tsx';
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
  data: { post, previous, next, alone, series, related, body, conversation },
  site,
  bodyHtml,
}: PageProps<PostData>) {
  const article = useRef<HTMLDivElement>(null);
  const [status, announce] = useAnnouncer();
  useCopyFeedback(article, announce);
  const dates = postDates(post);
  return (
    <>
      <PageBar label="Post" list={{ to: BLOG_PATH, text: 'All posts' }} />
      {/* An h-entry (microformats2): its name, dates, content and categories, its author and discussions.
          An unlisted post is kept out of search, as out of every list: search indexes only what has this mark. */}
      <article className={`h-entry ${styles.article}`} data-pagefind-body={post.unlisted === true ? undefined : true}>
        <header className={styles.header}>
          {post.draft && <DraftLabel variant="banner" />}
          {post.scheduled !== undefined && <ScheduledBanner goesLive={post.scheduled} />}
          {/* The search result's title: the post's own, without the site's name after it. */}
          <h1 className={`p-name ${styles.title}`} data-pagefind-meta="title">
            {post.title}
          </h1>
          <p className={styles.meta} data-pagefind-ignore>
            {dates.map(({ label, date }) => (
              <span key={label} className={styles.date}>
                {label}{' '}
                <time className={label === 'Updated' ? 'dt-updated' : 'dt-published'} dateTime={date}>
                  {formatDate(date)}
                </time>
              </span>
            ))}
            <span className={styles.date}>{formatReadingTime(post.readingMinutes)}</span>
          </p>
          <TagLinks tags={post.tags} label="Tags of this post" ignoredBySearch />
          <EntryMarkup
            url={conversation?.url}
            site={site}
            summary={post.description}
            tags={post.tags}
            updated={dates.length === 1 ? post.updated : undefined}
          />
        </header>
        {series && <SeriesBox series={series} />}
        <MdxBody html={bodyHtml} ref={article} className="e-content" />
        <p role="status" className="visually-hidden">
          {status}
        </p>
        <Conversation conversation={conversation} sprite={site.icons} />
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
