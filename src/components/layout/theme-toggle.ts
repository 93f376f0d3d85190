/**
 * The theme toggle's press, wired by the page's first script (entry-client.tsx) so it switches the theme
 * long before React hydrates; React renders the button and its pressed state (ThemeToggle.tsx). No
 * React here: this loads with the first script.
 */
import { chooseTheme, currentTheme } from '../../lib/theme.ts';

/** Makes every theme toggle, present and future, switch between the light and the dark theme. */
export function wireThemeToggle(): void {
  // Capturing, on the way down: while React hydrates a page whose code is still loading, it stops
  // clicks inside that page from bubbling (it cannot handle them yet), and this must still see them.
  document.addEventListener(
    'click',
    (event) => {
      // The attribute ThemeToggle.tsx puts on the button.
      if (event.target instanceof Element && event.target.closest('[data-theme-toggle]'))
        chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    },
    true,
  );
}
