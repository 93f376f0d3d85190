import { Link } from 'react-router-dom';
import type { Project } from '../../content/schema.ts';
import { projectPath } from '../../lib/routes-paths.ts';
import { SmartLink } from '../SmartLink.tsx';
import { TagList } from '../Tag.tsx';
import { TagLinks } from '../TagLinks.tsx';
import styles from './Card.module.css';

interface ProjectCardProps {
  project: Project;
}

/**
 * One project: title (a link to its page, when it has one), tagline, description, stack, its tags'
 * links and its own links, if it has any.
 */
export function ProjectCard({ project }: ProjectCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`project-${project.slug}`}>
      <h3 id={`project-${project.slug}`} className={styles.title}>
        {project.page ? (
          <Link to={projectPath(project.slug)} className={styles.titleLink}>
            {project.title}
          </Link>
        ) : (
          project.title
        )}
      </h3>
      <p className={styles.subtitle}>{project.tagline}</p>
      <p className={styles.body}>{project.description}</p>
      <TagList items={project.stack} label={`${project.title} stack`} className={styles.tags} />
      <TagLinks tags={project.tags} label={`Tags of ${project.title}`} />
      {project.links.length > 0 && (
        <ul className={styles.links}>
          {project.links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className={styles.link}>
                {link.label}
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
