import { useEffect, useId, useRef } from 'react';
import { Picture } from '../Picture.tsx';
import styles from './Gallery.module.css';
import type { GalleryImageProps } from './GalleryImage.tsx';

interface GalleryDialogProps {
  images: readonly GalleryImageProps[];
  /** The image shown. */
  index: number;
  /** The gallery's name, announced with the image count (a single image has neither). */
  label?: string;
  /** Shows another image. */
  onNavigate: (index: number) => void;
  /** Called once the dialog has closed (Esc, the Close button or a click outside the image). */
  onClose: (lastIndex: number) => void;
}

/**
 * The larger view: a native modal `<dialog>` (focus stays inside, Esc closes it), named by the
 * image's caption. Mounted only while open, so the prerendered page holds no empty dialog. Shared by
 * galleries and by a post's Markdown images, which open it with one image: no count, no Previous/Next.
 */
export function GalleryDialog({ images, index, label, onNavigate, onClose }: GalleryDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const captionId = useId();
  const count = images.length;
  const image = images[index];
  const step = (by: number) => onNavigate((index + by + count) % count);

  // Open as a modal once mounted. No cleanup: removing an open dialog takes it out of the top layer.
  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onNavigate((index + 1) % count);
      else if (event.key === 'ArrowLeft') onNavigate((index - 1 + count) % count);
      else if (event.key === 'Home') onNavigate(0);
      else if (event.key === 'End') onNavigate(count - 1);
      else return;
      event.preventDefault();
    };
    // A click whose target is the dialog itself landed on the backdrop: the frame fills the box.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    const onClosed = () => onClose(index);
    dialog.addEventListener('keydown', onKey);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('keydown', onKey);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('close', onClosed);
    };
  }, [index, count, onNavigate, onClose]);

  if (!image) return null;
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={captionId}>
      <div className={styles.frame}>
        <div className={styles.dialogBar}>
          {count > 1 && (
            <p className={styles.counter} aria-live="polite">
              <span className="visually-hidden">{label}: </span>
              Image {index + 1} of {count}
            </p>
          )}
          <button
            type="button"
            className={`${styles.dialogButton} ${styles.close}`}
            onClick={() => ref.current?.close()}
          >
            Close
          </button>
        </div>
        <figure className={styles.dialogFigure}>
          {/* sizes names the largest width, so the browser takes the biggest file in the srcset. */}
          <Picture
            key={index}
            picture={image.src}
            alt={image.alt}
            sizes={`${image.src.img.w}px`}
            priority="high"
            className={styles.dialogImage}
          />
          <figcaption id={captionId} className={styles.dialogCaption}>
            {image.caption}
          </figcaption>
        </figure>
        {count > 1 && (
          <div className={styles.dialogNav}>
            <button type="button" className={styles.dialogButton} onClick={() => step(-1)}>
              <span aria-hidden="true">← </span>Previous<span className="visually-hidden"> image</span>
            </button>
            <button type="button" className={styles.dialogButton} onClick={() => step(1)}>
              Next<span className="visually-hidden"> image</span>
              <span aria-hidden="true"> →</span>
            </button>
          </div>
        )}
      </div>
    </dialog>
  );
}
