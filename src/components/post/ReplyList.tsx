import type { ShownReply } from '../../content/schema.ts';
import { formatDate } from '../../lib/posts.ts';
import { REPLIES_ID } from '../../lib/sections.ts';
import styles from './Conversation.module.css';

/** The place a reply was written, as its link says it: the service, or a webmention's site. */
function placeOf({ source, url }: ShownReply): string {
  if (source === 'mastodon') return 'Mastodon';
  if (source === 'bluesky') return 'Bluesky';
  return new URL(url).hostname.replace(/^www\./, '');
}

/** The rel of every link to a reply or in it: the site vouches for none of them. */
const THEIR_LINK = 'nofollow ugc noopener';

/** The first character of a name (whole, an emoji included), for the round mark beside it. */
const markOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/**
 * The replies to a page from its discussions elsewhere, oldest first, each an h-cite with its author, a
 * link to the original and its date, and its text: HTML the build sanitised (scripts/pipeline/replies/),
 * set as it is. Names and handles are text in `<bdi>`, so none turns the line around it.
 */
export function ReplyList({ replies }: { replies: readonly ShownReply[] }) {
  if (replies.length === 0) return null;
  return (
    <section aria-labelledby={REPLIES_ID} className={styles.replies}>
      <h2 id={REPLIES_ID} className={styles.title}>
        {replies.length === 1 ? '1 reply' : `${replies.length} replies`}
      </h2>
      <ol className={styles.list}>
        {replies.map((reply) => (
          <li key={reply.url} className={`p-comment h-cite ${styles.item}`}>
            <Reply reply={reply} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One reply: who, where and when, then what they wrote. */
function Reply({ reply }: { reply: ShownReply }) {
  const { author } = reply;
  const name = <bdi className="p-name">{author.name}</bdi>;
  return (
    <>
      <p className={styles.byline}>
        <span className={styles.mark} aria-hidden="true">
          {markOf(author.name)}
        </span>
        {/* Their profile is for readers of the markup: the link under the date leads to them as well. */}
        <span className={`p-author h-card ${styles.author}`}>
          {name}
          {author.url && <data className="u-url" value={author.url} />}
        </span>
        {author.handle && <bdi className={styles.handle}>{author.handle}</bdi>}
        <a href={reply.url} className={`u-url ${styles.when}`} target="_blank" rel={THEIR_LINK}>
          <span>
            <time className="dt-published" dateTime={reply.published}>
              {formatDate(reply.published.slice(0, 10))}
            </time>{' '}
            on {placeOf(reply)}
          </span>
        </a>
      </p>
      <div
        className={`e-content ${styles.text}`}
        dir="auto"
        // Sanitised by the build with an allow-list (scripts/pipeline/replies/sanitize.ts): paragraphs, line
        // breaks, emphasis and links with rel="nofollow ugc noopener", no attribute that runs or loads anything.
        dangerouslySetInnerHTML={{ __html: reply.content }}
      />
      {reply.cut && (
        <p className={styles.more}>
          <a href={reply.url} target="_blank" rel={THEIR_LINK}>
            Read the whole reply on {placeOf(reply)}
          </a>
        </p>
      )}
    </>
  );
}
