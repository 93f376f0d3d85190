import styles from './DraftLabel.module.css';

interface ScheduledBannerProps {
  /** When the post goes live, with the owner's time zone: `2026-12-01 09:00 (Europe/Amsterdam)`. */
  goesLive: string;
}

/**
 * Marks a post whose date is still to come. Only `npm run dev` shows such a post (a build leaves it out
 * until its day), so this tells the author when the site will have it.
 */
export function ScheduledBanner({ goesLive }: ScheduledBannerProps) {
  return (
    <p className={styles.banner}>
      <strong>Scheduled, not yet published.</strong> It goes live on {goesLive}: <code>npm run build</code> leaves it
      out until then, and the first build after that publishes it.
    </p>
  );
}
