import { use, type KeyboardEvent, type MouseEvent } from 'react';
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

/**
 * One captioned gallery image. Inside a `Gallery` it links to its full-size file (the fallback image,
 * the largest the build makes), so a tap opens the picture even before the page's script has run; once
 * hydrated, a plain click opens the larger view in the gallery's dialog instead.
 */
export function GalleryImage({ src, alt, caption }: GalleryImageProps) {
  const item = use(GalleryItemContext);
  const picture = <Picture picture={src} alt={alt} sizes={THUMBNAIL_SIZES} className={styles.image} priority="low" />;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window still gets the file.
    if (!item || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    item.open();
  };
  // It stood as a button before it was a link, so Space opens the larger view too, as it always has.
  const openWithSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!item || event.key !== ' ') return;
    event.preventDefault();
    item.open();
  };
  return (
    <figure className={styles.figure}>
      {item ? (
        <a href={src.img.src} className={styles.thumb} aria-haspopup="dialog" onClick={open} onKeyDown={openWithSpace}>
          {picture}
          <span className="visually-hidden" data-pagefind-ignore>
            {' '}
            (open larger view)
          </span>
        </a>
      ) : (
        picture
      )}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
