import content from 'virtual:content';
import { Section } from '../Section.tsx';
import styles from './Skills.module.css';

/** Skills: the tags from `content/skills.md`, in order. */
export function Skills() {
  return (
    <Section id="skills" title="Skills">
      <ul className={styles.list}>
        {content.skills.map((skill) => (
          <li key={skill} className={styles.skill}>
            {skill}
          </li>
        ))}
      </ul>
    </Section>
  );
}
