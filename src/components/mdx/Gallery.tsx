import { Children, isValidElement, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styles from './Gallery.module.css';
import { GalleryDialog } from './GalleryDialog.tsx';
import { GalleryImage, type GalleryImageProps } from './GalleryImage.tsx';
import { GalleryItemContext, type GalleryItem } from './gallery-context.ts';

interface GalleryProps {
  /** `<GalleryImage>` elements. */
  children: ReactNode;
  /** Accessible name of the gallery. */
  label?: string;
}

/** Galleries of one or two images fill the row with them (see Gallery.module.css). */
const countClass: Partial<Record<number, string>> = { 1: styles.one, 2: styles.two };

const isImage = (child: unknown): child is ReactElement<GalleryImageProps> =>
  isValidElement(child) && child.type === GalleryImage;

/**
 * A grid of captioned project images. Activating one opens a larger view in a modal dialog, where
 * the arrow keys move between images; closing it returns focus to the image last shown.
 */
export function Gallery({ children, label = 'Project gallery' }: GalleryProps) {
  const elements = Children.toArray(children).filter(isImage);
  const images = elements.map((element) => element.props);
  const [shown, setShown] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);

  const close = (last: number) => {
    setShown(null);
    section.current?.querySelectorAll<HTMLAnchorElement>(`.${styles.thumb}`)[last]?.focus();
  };

  return (
    <section
      ref={section}
      aria-label={label}
      className={[styles.gallery, countClass[images.length]].filter(Boolean).join(' ')}
    >
      {elements.map((element, index) => (
        <GalleryItemContext key={element.key ?? index} value={{ open: () => setShown(index) } satisfies GalleryItem}>
          {element}
        </GalleryItemContext>
      ))}
      {shown !== null && (
        <GalleryDialog images={images} index={shown} label={label} onNavigate={setShown} onClose={close} />
      )}
    </section>
  );
}
