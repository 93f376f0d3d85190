import styles from './DraftLabel.module.css';

interface DraftLabelProps {
  /** `banner` across a post's page; the default is an inline tag, as on the blog index. */
  variant?: 'banner' | 'tag';
}

/**
 * Marks a draft. Only `npm run dev` shows drafts (a build leaves them out), so this tells the author
 * that what they are reading will not be published as it stands.
 */
export function DraftLabel({ variant = 'tag' }: DraftLabelProps) {
  if (variant === 'tag') return <span className={styles.tag}>Draft</span>;
  return (
    <p className={styles.banner}>
      <strong>Draft, not published.</strong> <code>npm run build</code> leaves this post out until you delete the{' '}
      <code>draft: true</code> line from its frontmatter.
    </p>
  );
}
