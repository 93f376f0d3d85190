import { Link } from 'react-router-dom';
import { PageNav } from '../components/blog/PageNav.tsx';
import { PostCard } from '../components/blog/PostCard.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import type { PageProps, TagData } from '../content/pages.ts';
import { tagFeedPath } from '../lib/feed.ts';
import { byYear, firstWithCover } from '../lib/posts.ts';
import { projectPath, tagPath } from '../lib/routes-paths.ts';
import { taggedCount } from '../lib/tags.ts';
import { withBase } from '../lib/urls.ts';
import styles from './ListPage.module.css';

/**
 * `/blog/tags/<tag>` and its later pages: the projects that carry the tag (on its first page), then
 * its posts newest first under the year each was published in, a page size at a time.
 */
export default function TagPage({ data }: PageProps<TagData>) {
  const { tag, projects, posts, total, projectTotal } = data;
  const lead = firstWithCover(posts);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          Tagged <span className={styles.tagName}>{tag}</span>
        </h1>
        <p className={styles.intro}>
          {taggedCount({ posts: total, projects: projectTotal })}
          {total > 0 && (
            <>
              . Follow its posts in a feed reader with the <a href={withBase(tagFeedPath(tag))}>Atom feed</a>
            </>
          )}
          .
        </p>
      </header>
      {projects.length > 0 && (
        <section aria-labelledby="tag-projects" className={styles.section}>
          <h2 id="tag-projects" className={styles.sectionTitle}>
            Projects
          </h2>
          <ul className={styles.list}>
            {projects.map((project) => (
              <li key={project.slug} className={styles.project}>
                <h3 className={styles.projectTitle}>
                  {project.page ? <Link to={projectPath(project.slug)}>{project.title}</Link> : project.title}
                </h3>
                <p className={styles.projectTagline}>{project.tagline}</p>
                {project.links.length > 0 && (
                  <p className={styles.projectLinks}>
                    {project.links.map((link) => (
                      <SmartLink key={link.href} href={link.href} className={styles.projectLink}>
                        {link.label}
                      </SmartLink>
                    ))}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {byYear(posts).map(({ year, posts: ofYear }) => (
        <section key={year} aria-labelledby={year} className={styles.year}>
          <h2 id={year} className={styles.yearTitle}>
            {year}
          </h2>
          <ol className={styles.list}>
            {ofYear.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} eagerPicture={post === lead} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <PageNav first={tagPath(tag)} page={data.page} pages={data.pages} />
    </div>
  );
}
