import { useId } from 'react';
import type { ConversationData } from '../../content/schema.ts';
import { MailIcon, SiteIcon } from '../icons.tsx';
import styles from './Conversation.module.css';
import { ReplyList } from './ReplyList.tsx';

interface ConversationProps {
  conversation: ConversationData | undefined;
  /** The icon sprite's site path (`site.icons`), which draws each host's icon. */
  sprite: string;
}

/**
 * Where a reader answers a post or a project page, under its body: "Reply by email" (a mail link to the
 * owner, `Re: <title>`), the discussions elsewhere (`u-syndication`, each named and drawn by its host),
 * the share links (a post's), and the replies from those discussions. Plain links and static HTML: no
 * script of any service loads, and all of it reads without JavaScript. Search leaves it out.
 */
export function Conversation({ conversation, sprite }: ConversationProps) {
  const discussId = useId();
  const shareId = useId();
  if (!conversation) return null;
  const { replyHref, discussion, share, replies } = conversation;
  if (!replyHref && discussion.length === 0 && share.length === 0 && replies.length === 0) return null;
  return (
    <section aria-label="Replies and discussion" className={styles.conversation} data-pagefind-ignore>
      {(replyHref !== undefined || discussion.length > 0) && (
        <div className={styles.answer}>
          {replyHref && (
            <a href={replyHref} className={styles.reply}>
              <MailIcon size={18} />
              Reply by email
            </a>
          )}
          {discussion.length > 0 && (
            <div className={styles.row}>
              <span id={discussId} className={styles.label}>
                Discuss on
              </span>
              <ul aria-labelledby={discussId} className={styles.links}>
                {discussion.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      className={`u-syndication ${styles.link}`}
                      target="_blank"
                      rel="syndication noopener noreferrer"
                    >
                      <SiteIcon name={link.icon} sprite={sprite} size={18} />
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {share.length > 0 && (
        <div className={styles.row}>
          <span id={shareId} className={styles.label}>
            Share on
          </span>
          <ul aria-labelledby={shareId} className={styles.links}>
            {share.map((link) => (
              <li key={link.name}>
                <a
                  href={link.href}
                  className={styles.link}
                  // A service's page opens beside this one; the mail link opens the mail program, not a tab.
                  {...(link.icon && { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  {link.icon ? <SiteIcon name={link.icon} sprite={sprite} size={18} /> : <MailIcon size={18} />}
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReplyList replies={replies} />
    </section>
  );
}
