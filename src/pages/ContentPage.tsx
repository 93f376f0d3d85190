import { useRef } from 'react';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { PageBar } from '../components/post/PageBar.tsx';
import { useAnnouncer, useCopyFeedback } from '../components/post/useCopyFeedback.ts';
import type { ContentPageData, PageProps } from '../content/pages.ts';
import '../styles/prose.css';
import styles from './PostPage.module.css';

/** A page from content/pages/ (`/uses`, `/now`): its sticky bar (Back to Home, Top), its title and its body. */
export default function ContentPage({ data: { page, body } }: PageProps<ContentPageData>) {
  const article = useRef<HTMLDivElement>(null);
  const [status, announce] = useAnnouncer();
  useCopyFeedback(article, announce);
  return (
    <>
      <PageBar label="Page" />
      <article className={styles.article} data-pagefind-body>
        <header className={styles.header}>
          <h1 className={styles.title}>{page.title}</h1>
        </header>
        <div className="prose" ref={article}>
          <MdxBody body={body} />
        </div>
        <p role="status" className="visually-hidden">
          {status}
        </p>
      </article>
    </>
  );
}
