import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';

interface ZoomLinkProps {
  /** The full-size file (a picture's fallback image, the largest the build makes). */
  href: string;
  /** Opens the larger view. */
  open: () => void;
  className: string | undefined;
  /** For returning focus here when the larger view closes. */
  ref?: Ref<HTMLAnchorElement>;
  /** The picture. */
  children: ReactNode;
}

/**
 * A content image as a link to its full-size file, so a tap opens the picture even before the page's
 * script has run; once hydrated, a plain click, Enter or Space opens the larger view instead. Gallery
 * images and Markdown images share it, so both behave the same to touch, keyboard and screen reader.
 */
export function ZoomLink({ href, open, className, ref, children }: ZoomLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window still gets the file.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };
  // Gallery images stood as buttons before they were links, so Space opens the larger view too.
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    open();
  };
  return (
    <a ref={ref} href={href} className={className} aria-haspopup="dialog" onClick={onClick} onKeyDown={onKeyDown}>
      {children}
      <span className="visually-hidden" data-pagefind-ignore>
        {' '}
        (open larger view)
      </span>
    </a>
  );
}
