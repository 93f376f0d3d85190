import { Link } from 'react-router-dom';
import type { PostCardData } from '../../content/pages.ts';
import { formatDate, formatReadingTime } from '../../lib/posts.ts';
import { postPath } from '../../lib/routes-paths.ts';
import { Picture } from '../Picture.tsx';
import { TagLinks } from '../TagLinks.tsx';
import { DraftLabel } from '../post/DraftLabel.tsx';
import styles from './PostCard.module.css';

/**
 * The card picture's width: 240 px beside the text from 760 px; below, the window less the page's
 * gutters (at most 4vw, 1rem on a phone), the card's padding (1rem) and its border on each side. With
 * `100vw`, a phone at a device-pixel ratio of 1.75 or more asked for the next size up (1200 px wide
 * for a 345 px slot): twice the bytes of the picture that is its list's LCP.
 */
const CARD_IMAGE_SIZES = '(min-width: 760px) 240px, calc(100vw - 66px)';

interface PostCardProps {
  post: PostCardData;
  /**
   * Whether the card's picture is the one its list loads eagerly, at high priority (`firstWithCover`:
   * the largest thing above the fold on a phone); every other card's loads lazily.
   */
  eagerPicture?: boolean;
}

/**
 * One post on the blog index: its first gallery image, title (the link), date, reading time and
 * description. The whole card is the link's target area; the title alone is the link's name.
 */
export function PostCard({ post, eagerPicture = false }: PostCardProps) {
  return (
    <article className={styles.card}>
      {post.cover && (
        <div className={styles.image}>
          <Picture
            picture={post.cover.picture}
            alt={post.cover.alt}
            sizes={CARD_IMAGE_SIZES}
            priority={eagerPicture ? 'high' : 'lazy'}
            className={styles.img}
          />
        </div>
      )}
      <div className={styles.text}>
        <h3 className={styles.title}>
          <Link to={postPath(post.slug)} className={styles.link}>
            {post.title}
          </Link>
        </h3>
        <p className={styles.meta}>
          <time dateTime={post.date}>{formatDate(post.date)}</time> <span aria-hidden="true">·</span>{' '}
          <span>{formatReadingTime(post.readingMinutes)}</span>
          {post.draft && <DraftLabel />}
        </p>
        <p className={styles.description}>{post.description}</p>
        <TagLinks tags={post.tags} label={`Tags of ${post.title}`} />
      </div>
    </article>
  );
}
