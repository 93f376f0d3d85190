/**
 * The colour theme: the system's scheme unless the visitor picked one with the toggle. The choice
 * lives in localStorage under `theme` and in `data-theme` on <html>, which the inline script in
 * index.html sets before first paint (keep the key and values in step with that script).
 */

export type Theme = 'light' | 'dark';

/** localStorage key of the visitor's choice. */
export const THEME_KEY = 'theme';
const CHANGE_EVENT = 'themechange';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The theme a stored value names, or undefined when there is no valid choice. */
export function parseTheme(value: unknown): Theme | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** The theme in effect: the chosen one, else the system's. */
export function effectiveTheme(chosen: Theme | undefined, systemDark: boolean): Theme {
  return chosen ?? (systemDark ? 'dark' : 'light');
}

/** The theme in effect on this page now. */
export function currentTheme(): Theme {
  const chosen = parseTheme(document.documentElement.dataset.theme);
  return effectiveTheme(chosen, window.matchMedia(DARK_QUERY).matches);
}

/** Applies `theme` now and remembers it for later visits (when storage is available). */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be blocked (private modes, strict settings); the choice then lasts for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the theme in effect may have changed; returns the unsubscribe. */
export function subscribeTheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab picked a theme: follow it here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY) return;
    const theme = parseTheme(event.newValue);
    if (theme) document.documentElement.dataset.theme = theme;
    else delete document.documentElement.dataset.theme;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
