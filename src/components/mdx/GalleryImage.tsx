import { use } from 'react';
import type { Picture as PictureData } from '../../content/schema.ts';
import { Picture } from '../Picture.tsx';
import styles from './Gallery.module.css';
import { GalleryItemContext } from './gallery-context.ts';
import { ZoomLink } from './ZoomLink.tsx';

export interface GalleryImageProps {
  /** Replaced at build time by the imported responsive picture (see scripts/pipeline/mdx/rehype/gallery.ts). */
  src: PictureData;
  /** What the image shows, for readers who cannot see it; required (the build fails without it). */
  alt: string;
  /** Shown under the image and in the larger view; required. */
  caption: string;
}

/** The thumbnail slot: three columns in the prose width, two on small tablets, one on phones. */
export const THUMBNAIL_SIZES = '(min-width: 760px) 236px, (min-width: 480px) 45vw, 92vw';

/**
 * One captioned gallery image. Inside a `Gallery` it links to its full-size file, and once hydrated
 * opens the larger view in the gallery's dialog instead (see ZoomLink).
 */
export function GalleryImage({ src, alt, caption }: GalleryImageProps) {
  const item = use(GalleryItemContext);
  const picture = <Picture picture={src} alt={alt} sizes={THUMBNAIL_SIZES} className={styles.image} priority="low" />;
  return (
    <figure className={styles.figure}>
      {item ? (
        <ZoomLink href={src.img.src} open={item.open} className={styles.thumb}>
          {picture}
        </ZoomLink>
      ) : (
        picture
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
