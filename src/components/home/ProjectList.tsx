import type { Project, ProfileLink } from '../../content/schema.ts';
import { Section } from '../Section.tsx';
import styles from './Card.module.css';
import { ProjectCard } from './ProjectCard.tsx';

interface ProjectListProps {
  projects: readonly Project[];
  /** The code-hosting profile the See all link leads to, if the owner has one. */
  codeHost?: Pick<ProfileLink, 'label' | 'url'> | undefined;
  /** The owner's line under the heading, if any. */
  intro?: string | undefined;
}

/** Projects: one card per project file, then a See all link to the first code-host profile, if any. */
export function ProjectList({ projects, codeHost, intro }: ProjectListProps) {
  return (
    <Section id="projects" title="Projects" lead={intro}>
      <div className={styles.grid}>
        {projects.map((project) => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </div>
      {codeHost && (
        <p className={styles.more}>
          <a href={codeHost.url} target="_blank" rel="me noopener noreferrer" className={styles.moreLink}>
            See all projects on {codeHost.label}
            <span aria-hidden="true"> →</span>
          </a>
        </p>
      )}
    </Section>
  );
}
