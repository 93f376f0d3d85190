import { use } from 'react';
import type { Picture as PictureData } from '../../content/schema.ts';
import { Picture } from '../Picture.tsx';
import styles from './Gallery.module.css';
import { GalleryItemContext } from './gallery-context.ts';

export interface GalleryImageProps {
  /** Replaced at build time by the imported responsive picture (see scripts/build/mdx/rehype-gallery.ts). */
  src: PictureData;
  /** What the image shows, for readers who cannot see it; required (the build fails without it). */
  alt: string;
  /** Shown under the image and in the larger view; required. */
  caption: string;
}

/** The thumbnail slot: three columns in the prose width, two on small tablets, one on phones. */
export const THUMBNAIL_SIZES = '(min-width: 760px) 236px, (min-width: 480px) 45vw, 92vw';

/** One captioned gallery image; inside a `Gallery` it is a button that opens the larger view. */
export function GalleryImage({ src, alt, caption }: GalleryImageProps) {
  const item = use(GalleryItemContext);
  const picture = <Picture picture={src} alt={alt} sizes={THUMBNAIL_SIZES} className={styles.image} />;
  return (
    <figure className={styles.figure}>
      {item ? (
        <button type="button" className={styles.thumb} aria-haspopup="dialog" onClick={item.open}>
          {picture}
          <span className="visually-hidden"> (open larger view)</span>
        </button>
      ) : (
        picture
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
