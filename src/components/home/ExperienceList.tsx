import type { Experience } from '../../content/schema.ts';
import { Section } from '../Section.tsx';
import styles from './Card.module.css';
import { ExperienceCard } from './ExperienceCard.tsx';

interface ExperienceListProps {
  experience: readonly Experience[];
  /** The owner's line under the heading, if any. */
  intro?: string | undefined;
}

/** Experience: one card per job, most recent first. */
export function ExperienceList({ experience, intro }: ExperienceListProps) {
  return (
    <Section id="experience" title="Experience" lead={intro}>
      <div className={`${styles.grid} ${styles.timeline}`}>
        {experience.map((job) => (
          <ExperienceCard key={job.slug} job={job} />
        ))}
      </div>
    </Section>
  );
}
