import type { Experience } from '../../content/schema.ts';
import { TagList } from '../Tag.tsx';
import styles from './Card.module.css';

interface ExperienceCardProps {
  job: Experience;
}

/** One job: role, company, period, highlights and stack. */
export function ExperienceCard({ job }: ExperienceCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`job-${job.slug}`}>
      <div className={styles.heading}>
        <h3 id={`job-${job.slug}`} className={styles.title}>
          {job.role}
        </h3>
        <p className={styles.period}>{job.period}</p>
      </div>
      <p className={styles.subtitle}>{job.company}</p>
      <ul className={styles.highlights}>
        {job.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <TagList items={job.stack} label={`${job.company} stack`} className={styles.tags} />
    </article>
  );
}
