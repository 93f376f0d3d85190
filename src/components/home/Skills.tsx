import { Section } from '../Section.tsx';
import styles from './Skills.module.css';

interface SkillsProps {
  skills: readonly string[];
  /** The owner's line under the heading, if any. */
  intro?: string | undefined;
}

/** Skills: the tags from `content/skills.md`, in order. */
export function Skills({ skills, intro }: SkillsProps) {
  return (
    <Section id="skills" title="Skills" lead={intro}>
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
