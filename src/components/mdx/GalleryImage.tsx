import type { Picture as PictureData } from '../../content/schema.ts';
import { Picture } from '../Picture.tsx';
import styles from './Gallery.module.css';

interface GalleryImageProps {
  /** Replaced at build time by the imported responsive picture (see scripts/mdx/rehype-gallery.ts). */
  src: PictureData;
  alt: string;
  caption: string;
}

/** One captioned gallery image. */
export function GalleryImage({ src, alt, caption }: GalleryImageProps) {
  return (
    <figure className={styles.figure}>
      <Picture picture={src} alt={alt} sizes="(min-width: 760px) 236px, (min-width: 480px) 45vw, 92vw" className={styles.image} />
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
