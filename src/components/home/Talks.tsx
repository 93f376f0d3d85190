import type { Talk } from '../../content/schema.ts';
import { formatDate } from '../../lib/posts.ts';
import { Section } from '../Section.tsx';
import { SmartLink } from '../SmartLink.tsx';
import styles from './Entries.module.css';

interface TalksProps {
  /** Newest first. */
  talks: readonly Talk[];
}

/** The links a talk may have, in the order they are listed, with their text. */
const TALK_LINKS = [
  ['slides', 'Slides'],
  ['video', 'Video'],
  ['recording', 'Recording'],
] as const;

/** Talks: each talk's title, event and date, and its slides, video and recording when it has them. */
export function Talks({ talks }: TalksProps) {
  return (
    <Section id="talks" title="Talks">
      <ol className={styles.list}>
        {talks.map((talk) => {
          const links = TALK_LINKS.flatMap(([field, text]) => {
            const href = talk[field];
            return href === undefined ? [] : [{ href, text }];
          });
          return (
            <li key={talk.slug} className={styles.item}>
              <h3 className={styles.title}>{talk.title}</h3>
              <p className={styles.meta}>
                {talk.event} · <time dateTime={talk.date}>{formatDate(talk.date)}</time>
              </p>
              {links.length > 0 && (
                <ul className={styles.links} aria-label={`${talk.title}: links`}>
                  {links.map((link) => (
                    <li key={link.text}>
                      <SmartLink href={link.href} className={styles.link}>
                        {link.text}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
