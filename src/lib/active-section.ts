/** Which section of a post is being read, from where its headings sit in the viewport. */

/** How far below the landing line a heading may sit and still count as reached (sub-pixel scroll, rounding). */
export const ACTIVE_TOLERANCE_PX = 8;

/**
 * Index of the section being read: the last heading whose top has reached `line` (pixels from the
 * viewport's top, where a heading lands when its contents link is followed); -1 while the reader is
 * still above the first heading.
 */
export function activeSectionIndex(tops: readonly number[], line: number): number {
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= line + ACTIVE_TOLERANCE_PX) active = index;
  });
  return active;
}

/** Where a followed `#id` link puts the element's top: the scroller's padding plus the element's margin. */
export function landingLine(scrollPaddingTop: string, scrollMarginTop: string): number {
  const px = (value: string) => (Number.isFinite(parseFloat(value)) ? parseFloat(value) : 0);
  return px(scrollPaddingTop) + px(scrollMarginTop);
}
