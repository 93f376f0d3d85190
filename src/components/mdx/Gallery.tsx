import type { ReactNode } from 'react';
import styles from './Gallery.module.css';

interface GalleryProps {
  /** `<GalleryImage>` elements. */
  children: ReactNode;
  /** Accessible name of the gallery. */
  label?: string;
}

/** A grid of captioned project images. */
export function Gallery({ children, label = 'Project gallery' }: GalleryProps) {
  return (
    <section aria-label={label} className={styles.gallery}>
      {children}
    </section>
  );
}
