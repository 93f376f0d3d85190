import { useEffect, useState } from 'react';
import { activeSectionIndex, landingLine } from '../../lib/active-section.ts';

/**
 * The id of the section being read, among the headings with `ids`. Runs only in the browser after
 * hydration: an IntersectionObserver watches a one-pixel band at the line where followed contents
 * links put a heading, so it fires whenever a heading crosses it, and `scrollend` settles the rest.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');

  useEffect(() => {
    const headings = key
      .split('\n')
      .map((id) => document.getElementById(id))
      .filter((h): h is HTMLElement => h !== null);
    const first = headings[0];
    if (!first || typeof IntersectionObserver === 'undefined') return undefined;

    const line = () =>
      landingLine(getComputedStyle(document.documentElement).scrollPaddingTop, getComputedStyle(first).scrollMarginTop);
    const update = () => {
      const index = activeSectionIndex(
        headings.map((h) => h.getBoundingClientRect().top),
        line(),
      );
      setActive(headings[index]?.id);
    };

    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      const top = Math.round(line());
      const bottom = Math.max(0, window.innerHeight - top - 1);
      observer = new IntersectionObserver(update, { rootMargin: `-${top}px 0px -${bottom}px 0px` });
      headings.forEach((h) => observer?.observe(h));
    };

    observe();
    window.addEventListener('resize', observe);
    window.addEventListener('scrollend', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', observe);
      window.removeEventListener('scrollend', update);
    };
  }, [key]);

  return active;
}
