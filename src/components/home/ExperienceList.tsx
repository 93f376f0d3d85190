import content from 'virtual:content';
import { Section } from '../Section.tsx';
import styles from './Card.module.css';
import { ExperienceCard } from './ExperienceCard.tsx';

/** Experience: one card per job, most recent first. */
export function ExperienceList() {
  return (
    <Section id="experience" title="Experience">
      <div className={`${styles.grid} ${styles.timeline}`}>
        {content.experience.map((job) => (
          <ExperienceCard key={job.slug} job={job} />
        ))}
      </div>
    </Section>
  );
}
