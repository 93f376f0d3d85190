import content from 'virtual:content';
import { Section } from '../Section.tsx';
import styles from './About.module.css';

/** About: one paragraph and three bullets. */
export function About() {
  const { about } = content.site;
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
