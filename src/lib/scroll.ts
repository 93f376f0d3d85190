/** Scrolling helpers that respect `prefers-reduced-motion`. */

/** Scroll offset, in px, past which the Back to top button shows. */
export const BACK_TO_TOP_THRESHOLD = 400;

/** Whether the Back to top button shows at vertical scroll offset `scrollY`. */
export function isPastBackToTopThreshold(scrollY: number): boolean {
  return scrollY > BACK_TO_TOP_THRESHOLD;
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The scroll behaviour to use: smooth, or instant under reduced motion. Never 'auto', which would
 * hand the choice to the stylesheet's `scroll-behavior`.
 */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth';
}

/** Scrolls the element with `id` into view; CSS `scroll-margin-top` keeps it clear of the sticky header. */
export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}

/** The element id named by a location hash (`#contact` → `contact`), decoded. */
export function idFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
