import { useRef } from 'react';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { PageBar } from '../components/post/PageBar.tsx';
import { PostNav } from '../components/post/PostNav.tsx';
import { useAnnouncer, useCopyFeedback } from '../components/post/useCopyFeedback.ts';
import type { ContentPageData, PageProps } from '../content/pages.ts';
import { sourceLink } from '../lib/source-link.ts';
import '../styles/prose.css';
import styles from './PostPage.module.css';

/**
 * A page from content/pages/ (`/uses`, `/now`): its sticky bar (Back to Home, Top), its title, its body,
 * and the link to its file when site.md names the repository.
 */
export default function ContentPage({ data: { page, body }, site, bodyHtml }: PageProps<ContentPageData>) {
  const article = useRef<HTMLDivElement>(null);
  const source = sourceLink(site.repository, body.source);
  const [status, announce] = useAnnouncer();
  useCopyFeedback(article, announce);
  return (
    <>
      <PageBar label="Page" />
      <article className={styles.article} data-pagefind-body>
        <header className={styles.header}>
          {/* The search result's title: the page's own, without the site's name after it. */}
          <h1 className={styles.title} data-pagefind-meta="title">
            {page.title}
          </h1>
        </header>
        <MdxBody html={bodyHtml} ref={article} />
        <p role="status" className="visually-hidden">
          {status}
        </p>
        {source && <PostNav source={source} contact={false} />}
      </article>
    </>
  );
}
