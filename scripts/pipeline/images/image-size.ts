/**
 * Source images smaller than the largest size the site shows them at: the build still makes every
 * size, but the picture looks soft, so the content check warns (it does not fail) with the size found.
 */
import sharp from 'sharp';
import type { ContentIssue } from '../content/issues.ts';

/** The smallest width, and height where it matters, an image should have. */
export interface MinimumSize {
  width: number;
  height?: number;
}

/** Where an image is named: the content file, line and field. */
export type ImageRef = Pick<ContentIssue, 'file' | 'line' | 'field'>;

/** An image's width and height as shown. */
export interface ImageSize {
  width: number;
  height: number;
}

/** The size of the image `imageFile` as shown, or undefined when it is not an image sharp can read. */
export async function imageSize(imageFile: string): Promise<ImageSize | undefined> {
  try {
    const meta = await sharp(imageFile).metadata();
    // As it is shown: a photo saved sideways with an EXIF rotation has its sides swapped.
    return meta.autoOrient;
  } catch {
    // Not an image sharp can read: the image pipeline reports it when it converts the file.
    return undefined;
  }
}

/**
 * A warning when the image `imageFile`, named at `ref`, is smaller than `min`; undefined when it is not.
 * `measure` finds its size (a content read's cache hands its own, which keeps sizes between reads).
 */
export async function smallImageWarning(
  ref: ImageRef,
  imageFile: string,
  min: MinimumSize,
  measure: (file: string) => Promise<ImageSize | undefined> = imageSize,
): Promise<ContentIssue | undefined> {
  const size = await measure(imageFile);
  if (!size || (size.width >= min.width && size.height >= (min.height ?? 0))) return undefined;
  const wanted = min.height === undefined ? `${min.width} px wide` : `${min.width}×${min.height} px`;
  return {
    ...ref,
    expected: `expected an image at least ${wanted}, the largest size the site shows it at`,
    found: `${size.width}×${size.height} px`,
  };
}
