import { useRef } from 'react';
import { MdxBody } from '../components/mdx/MdxBody.tsx';
import { Conversation } from '../components/post/Conversation.tsx';
import { EntryMarkup } from '../components/post/EntryMarkup.tsx';
import { PostNav, type PageSeries } from '../components/post/PostNav.tsx';
import { RelatedPosts } from '../components/post/RelatedPosts.tsx';
import { useAnnouncer, useCopyFeedback } from '../components/post/useCopyFeedback.ts';
import { SmartLink } from '../components/SmartLink.tsx';
import { TagList } from '../components/Tag.tsx';
import { TagLinks } from '../components/TagLinks.tsx';
import type { PageProps, ProjectData } from '../content/pages.ts';
import { projectPath } from '../lib/routes-paths.ts';
import { sourceLink } from '../lib/source-link.ts';
import '../styles/prose.css';
import styles from './PostPage.module.css';
import own from './ProjectPage.module.css';

/** Projects with pages, in the cards' order, for Previous and Next. */
const PROJECTS: PageSeries = { noun: 'project', label: 'Projects', path: projectPath };

/**
 * A project's page: title, tagline, stack, tags and links, its Markdown or MDX body, the posts related
 * to it, and Previous/Next among the projects with pages. The header's Back link is its one way back
 * (a post's sticky bar would be a second).
 */
export default function ProjectPage({
  data: { project, previous, next, related, body, conversation },
  site,
  bodyHtml,
}: PageProps<ProjectData>) {
  const article = useRef<HTMLDivElement>(null);
  const [status, announce] = useAnnouncer();
  useCopyFeedback(article, announce);
  return (
    // An h-entry (microformats2): its name, summary, content and categories, its author and discussions.
    <article className={`h-entry ${styles.article}`} data-pagefind-body>
      <header className={styles.header}>
        {/* The search result's title: the project's own, without the site's name after it. */}
        <h1 className={`p-name ${styles.title}`} data-pagefind-meta="title">
          {project.title}
        </h1>
        <p className={own.tagline}>{project.tagline}</p>
        <TagList items={project.stack} label={`${project.title} stack`} className={own.stack} />
        <TagLinks tags={project.tags} label="Tags of this project" ignoredBySearch />
        <EntryMarkup
          url={conversation?.url}
          site={site}
          summary={project.tagline}
          tags={project.tags}
          published={project.page?.published}
          updated={project.page?.updated}
        />
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
      <MdxBody html={bodyHtml} ref={article} className="e-content" />
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <Conversation conversation={conversation} sprite={site.icons} />
      <RelatedPosts posts={related} />
      <PostNav source={sourceLink(site.repository, body.source)} previous={previous} next={next} series={PROJECTS} />
    </article>
  );
}
