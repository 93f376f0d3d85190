import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme, type Theme } from '../../lib/theme.ts';
import { MoonIcon, SunIcon } from '../icons.tsx';
import styles from './ThemeToggle.module.css';

/** The server cannot know the visitor's theme, so the static HTML (and hydration) say nothing. */
const unknownOnServer = (): Theme | null => null;

/**
 * A toggle button named "Dark theme", pressed while the dark theme is in effect. Its icon comes from
 * CSS (moon while light, sun while dark), so it is right from first paint; the pressed state is read
 * after hydration, keeping server and client markup identical. The page's first script handles the
 * press (theme-toggle.ts), so it works before hydration.
 */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, unknownOnServer);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      // Marks it for theme-toggle.ts, which handles the press.
      data-theme-toggle=""
    >
      <span className={styles.moon}>
        <MoonIcon />
      </span>
      <span className={styles.sun}>
        <SunIcon />
      </span>
      <span className="visually-hidden">Dark theme</span>
    </button>
  );
}
