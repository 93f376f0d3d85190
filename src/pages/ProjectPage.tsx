import { useRef } from 'react';
import { PostCard } from '../components/blog/PostCard.tsx';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { PageBar } from '../components/post/PageBar.tsx';
import { PostNav, type PageSeries } from '../components/post/PostNav.tsx';
import { useAnnouncer, useCopyFeedback } from '../components/post/useCopyFeedback.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { TagList } from '../components/Tag.tsx';
import { TagLinks } from '../components/TagLinks.tsx';
import type { PageProps, ProjectData } from '../content/pages.ts';
import { HOME_PATH, projectPath } from '../lib/routes-paths.ts';
import '../styles/prose.css';
import styles from './PostPage.module.css';
import own from './ProjectPage.module.css';

/** Projects with pages, in the cards' order, for Previous and Next. */
const PROJECTS: PageSeries = { noun: 'project', label: 'Projects', path: projectPath };

/**
 * A project's page: its sticky bar (Back to Home, All projects, Top), title, tagline, stack, tags and
 * links, its Markdown or MDX body, the posts that share its tags, and Previous/Next among the
 * projects with pages.
 */
export default function ProjectPage({ data: { project, previous, next, related, body } }: PageProps<ProjectData>) {
  const article = useRef<HTMLDivElement>(null);
  const [status, announce] = useAnnouncer();
  useCopyFeedback(article, announce);
  return (
    <>
      <PageBar label="Project" list={{ to: `${HOME_PATH}#projects`, text: 'All projects' }} />
      <article className={styles.article} data-pagefind-body>
        <header className={styles.header}>
          <h1 className={styles.title}>{project.title}</h1>
          <p className={own.tagline}>{project.tagline}</p>
          <TagList items={project.stack} label={`${project.title} stack`} className={own.stack} />
          <TagLinks tags={project.tags} label="Tags of this project" />
          {project.links.length > 0 && (
            <ul className={own.links} data-pagefind-ignore>
              {project.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href} className={own.link}>
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </header>
        <div className="prose" ref={article}>
          <MdxBody body={body} />
        </div>
        <p role="status" className="visually-hidden">
          {status}
        </p>
        {related.length > 0 && (
          <section aria-labelledby="related-posts" className={own.related} data-pagefind-ignore>
            <h2 id="related-posts" className={own.relatedTitle}>
              Related posts
            </h2>
            <ol className={own.relatedList}>
              {related.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} />
                </li>
              ))}
            </ol>
          </section>
        )}
        <PostNav previous={previous} next={next} series={PROJECTS} />
      </article>
    </>
  );
}
