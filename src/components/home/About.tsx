import type { Site } from '../../content/schema.ts';
import { Section } from '../Section.tsx';
import styles from './About.module.css';

interface AboutProps {
  about: Site['about'];
}

/** About: one paragraph and three bullets. */
export function About({ about }: AboutProps) {
  return (
    <Section id="about" title="About">
      <div className={styles.grid}>
        <p className={styles.paragraph}>{about.paragraph}</p>
        <ul className={styles.bullets}>
          {about.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
