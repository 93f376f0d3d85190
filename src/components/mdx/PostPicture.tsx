import type { Picture as PictureData } from '../../content/schema.ts';
import { Picture } from '../Picture.tsx';
import { POST_IMAGE_SIZES } from './PostImage.tsx';
import styles from './PostImage.module.css';

export interface PostPictureProps {
  /** The picture made at build time from the Markdown image's file (see scripts/pipeline/mdx/rehype/content-files.ts). */
  src: PictureData;
  alt: string;
}

/**
 * A Markdown image inside a line of text: part of the text, resized at build time and lazily loaded.
 * It does not zoom (it may sit inside a link of its own), so it is static: HTML only.
 */
export function PostPicture({ src, alt }: PostPictureProps) {
  return <Picture picture={src} alt={alt} sizes={POST_IMAGE_SIZES} className={styles.image} priority="low" />;
}
