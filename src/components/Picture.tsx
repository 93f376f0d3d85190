import type { Picture as PictureData } from '../content/schema.ts';

interface PictureProps {
  picture: PictureData;
  alt: string;
  /** The `sizes` attribute: how wide the slot is at each viewport width. */
  sizes: string;
  /**
   * `high`: eager, at high priority, for the largest image above the fold. `lazy` elsewhere. `low`: lazy,
   * and fetched at low priority even once in view (Chromium raises a visible image to high, which
   * then shares a phone's bandwidth with the page's scripts): for a post's pictures, since a post is
   * read from its text and made interactive by its scripts.
   */
  priority?: 'high' | 'lazy' | 'low';
  className?: string | undefined;
}

const MIME: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** A responsive `<picture>` from a build-time image: modern formats first, intrinsic size set. */
export function Picture({ picture, alt, sizes, priority = 'lazy', className }: PictureProps) {
  return (
    <picture>
      {Object.entries(picture.sources).map(([format, srcSet]) => (
        <source key={format} type={MIME[format] ?? `image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        alt={alt}
        width={picture.img.w}
        height={picture.img.h}
        className={className}
        loading={priority === 'high' ? 'eager' : 'lazy'}
        decoding={priority === 'high' ? 'sync' : 'async'}
        fetchPriority={priority === 'lazy' ? 'auto' : priority}
      />
    </picture>
  );
}
