/**
 * Back to top's behaviour: shown while the page is scrolled more than 400 px (checked when the page's
 * first script starts, on load and on every scroll) and scrolling to the top when pressed. The page's
 * first script wires it (entry-client.tsx), so the button works long before React hydrates; React only
 * renders it (BackToTop.tsx). No React here: this loads with the first script.
 */
import { isPastBackToTopThreshold, scrollBehavior } from '../../lib/scroll.ts';

/** Shows every Back to top button while the page is scrolled past the threshold, and makes each one work. */
export function wireBackToTop(): void {
  // On <html>, which React does not render, and read by BackToTop.module.css: a button React adds
  // later (on another page) follows it at once.
  const update = () => document.documentElement.toggleAttribute('data-scrolled', isPastBackToTopThreshold(scrollY));
  // Not read at once: reading scrollY while the page is still being parsed makes the browser lay out the
  // whole page before its first paint (a tenth of a second on a slow phone's long post). A page opened
  // scrolled down is at its place by the load event, and every later move is a scroll event.
  addEventListener('load', update);
  addEventListener('scroll', update);
  // Capturing: see theme-toggle.ts.
  document.addEventListener(
    'click',
    (event) => {
      // BackToTop.tsx's button, which names the element at the top of the page.
      const button = event.target instanceof Element && event.target.closest<HTMLElement>('[data-back-to-top]');
      if (!button) return;
      // Focus the top of the page so the next Tab starts from the skip link, then scroll there.
      document.getElementById(button.dataset.backToTop ?? '')?.focus({ preventScroll: true });
      scrollTo({ top: 0, behavior: scrollBehavior() });
    },
    true,
  );
}
