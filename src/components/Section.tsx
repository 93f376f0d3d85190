import type { ReactNode } from 'react';
import type { HomeSectionId } from '../lib/sections.ts';
import styles from './Section.module.css';

interface SectionProps {
  /** One of the home page's sections (lib/sections.ts), so the nav's anchors and the page's ids agree. */
  id: HomeSectionId;
  title: string;
  /** A short line under the heading. */
  lead?: string | undefined;
  children: ReactNode;
  className?: string | undefined;
}

/** A titled home-page section; its id is the `#anchor` the nav links to. */
export function Section({ id, title, lead, children, className }: SectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${className ?? ''}`} data-pagefind-body>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
