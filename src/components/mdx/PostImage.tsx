import type { Picture as PictureData } from '../../content/schema.ts';
import { Picture } from '../Picture.tsx';
import styles from './PostImage.module.css';

export interface PostImageProps {
  /** The picture made at build time from the Markdown image's file (see scripts/build/mdx/rehype-content-files.ts). */
  src: PictureData;
  alt: string;
  /** The image's Markdown title: a bare image with one becomes a captioned figure. */
  caption?: string;
  /** An image inside a line of text, rather than a paragraph of its own. */
  inline?: boolean;
}

/** The slot of an image in the post's text column: the column's width, at most the prose measure. */
export const POST_IMAGE_SIZES = '(min-width: 760px) 680px, 92vw';

/**
 * A Markdown image (`![alt](./post/photo.jpg "caption")`), resized at build time like gallery images
 * and lazily loaded: a picture in a line of text, a block of its own, or a figure with its caption.
 */
export function PostImage({ src, alt, caption, inline = false }: PostImageProps) {
  const picture = <Picture picture={src} alt={alt} sizes={POST_IMAGE_SIZES} className={styles.image} priority="low" />;
  if (inline) return picture;
  if (caption === undefined) return <p className={styles.block}>{picture}</p>;
  return (
    <figure className={styles.figure}>
      {picture}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
