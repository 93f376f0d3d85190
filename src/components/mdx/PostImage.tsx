import { useRef, useState } from 'react';
import type { Picture as PictureData } from '../../content/schema.ts';
import { Picture } from '../Picture.tsx';
import { GalleryDialog } from './GalleryDialog.tsx';
import styles from './PostImage.module.css';
import { ZoomLink } from './ZoomLink.tsx';

export interface PostImageProps {
  /** The picture made at build time from the Markdown image's file (see scripts/pipeline/mdx/rehype/content-files.ts). */
  src: PictureData;
  alt: string;
  /** The image's Markdown title: a bare image with one becomes a captioned figure. */
  caption?: string;
}

/** The slot of an image in the post's text column: the column's width, at most the prose measure. */
export const POST_IMAGE_SIZES = '(min-width: 760px) 680px, 92vw';

/**
 * A Markdown image standing alone (`![alt](./post/photo.jpg "caption")`), resized at build time like
 * gallery images and lazily loaded: a block of its own, or a figure with its caption. An island: it
 * zooms as a gallery image does, a link to its full-size file that, once hydrated, opens the gallery's
 * dialog with this one image, captioned by its title or else its alt text. (An image in a line of text
 * is a `PostPicture`.)
 */
export function PostImage({ src, alt, caption }: PostImageProps) {
  const [zoomed, setZoomed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const picture = <Picture picture={src} alt={alt} sizes={POST_IMAGE_SIZES} className={styles.image} priority="low" />;

  const zoom = (
    <ZoomLink ref={link} href={src.img.src} open={() => setZoomed(true)} className={styles.zoom}>
      {picture}
    </ZoomLink>
  );
  const close = () => {
    setZoomed(false);
    link.current?.focus();
  };
  return (
    <>
      {caption === undefined ? (
        <p className={styles.block}>{zoom}</p>
      ) : (
        <figure className={styles.figure}>
          {zoom}
          <figcaption className={styles.caption}>{caption}</figcaption>
        </figure>
      )}
      {/* A sibling of the paragraph or figure, which may not hold a dialog. */}
      {zoomed && (
        <GalleryDialog images={[{ src, alt, caption: caption ?? alt }]} index={0} onNavigate={noop} onClose={close} />
      )}
    </>
  );
}

/** A single image has nowhere else to go. */
const noop = () => undefined;
