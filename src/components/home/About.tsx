import type { Site } from '../../content/schema.ts';
import { Section } from '../Section.tsx';
import styles from './About.module.css';

interface AboutProps {
  about: Site['about'];
}

/** About: one paragraph and its bullets (none to six), beside it on wide screens. */
export function About({ about }: AboutProps) {
  return (
    <Section id="about" title="About">
      {about.bullets.length > 0 ? (
        <div className={styles.grid}>
          <p className={styles.paragraph}>{about.paragraph}</p>
          <ul className={styles.bullets}>
            {about.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className={styles.paragraph}>{about.paragraph}</p>
      )}
    </Section>
  );
}
