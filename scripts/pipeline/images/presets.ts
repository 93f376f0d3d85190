/**
 * Responsive image presets (vite-imagetools directives), sized for the slots the CSS gives them.
 * AVIF and WebP for browsers that take them, JPEG last as the fallback.
 *
 * Formats are spelled as sharp reports them when it reads a file back (`jpeg`, not `jpg`):
 * vite-imagetools names a fresh image after the directive but an image restored from its cache after
 * what sharp reads (it maps only AVIF back itself), so another spelling gives a cold build and a warm
 * one different file names, and so different chunks, hashes and pages, from the same source.
 */
import type { Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';

/** vite-imagetools as the site uses it: metadata (EXIF, GPS) stripped, each image made once into `cacheDir`. */
export function imagesPlugin(cacheDir: string): Plugin {
  return imagetools({ removeMetadata: true, cache: { dir: cacheDir } });
}

/** The hero photo: shown at most 288 CSS px wide, so 1x and 2x. */
export const PROFILE_IMAGE_QUERY = 'w=288;576&format=avif;webp;jpeg&quality=72&as=picture';

/** The smallest hero photo that fills its largest size above (a square frame); smaller ones look soft. */
export const PROFILE_IMAGE_MIN = { width: 576, height: 576 } as const;

/** Post gallery images: a thumbnail column up to 360 px and a dialog view up to 1200 px. */
export const GALLERY_IMAGE_QUERY = 'w=360;720;1200&format=avif;webp;jpeg&quality=70&as=picture';

/** The narrowest gallery image that fills the dialog's largest size above. */
export const GALLERY_IMAGE_MIN = { width: 1200 } as const;
/**
 * A post's link-preview image (Open Graph, JSON-LD): the first gallery image as a 1200×630 JPEG, the
 * size and 1.91:1 shape that chat apps and social sites show in their large cards.
 */
export const PREVIEW_IMAGE_QUERY = 'w=1200&h=630&fit=cover&format=jpeg&quality=78&as=img';
