import type { Experience } from '../../content/schema.ts';
import { Section } from '../Section.tsx';
import styles from './Card.module.css';
import { ExperienceCard } from './ExperienceCard.tsx';

interface ExperienceListProps {
  experience: readonly Experience[];
}

/** Experience: one card per job, most recent first. */
export function ExperienceList({ experience }: ExperienceListProps) {
  return (
    <Section id="experience" title="Experience">
      <div className={`${styles.grid} ${styles.timeline}`}>
        {experience.map((job) => (
          <ExperienceCard key={job.slug} job={job} />
        ))}
      </div>
    </Section>
  );
}
