import { Section } from '../Section.tsx';
import styles from './Skills.module.css';

interface SkillsProps {
  skills: readonly string[];
}

/** Skills: the tags from `content/skills.md`, in order. */
export function Skills({ skills }: SkillsProps) {
  return (
    <Section id="skills" title="Skills">
      <ul className={styles.list}>
        {skills.map((skill) => (
          <li key={skill} className={styles.skill}>
            {skill}
          </li>
        ))}
      </ul>
    </Section>
  );
}
