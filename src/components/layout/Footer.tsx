import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { SiteProfile } from '../../content/schema.ts';
import { BLOG_PATH, contentPagePath } from '../../lib/routes-paths.ts';
import styles from './Footer.module.css';

/** The year the page was prerendered, fixed at build time by `define` in vite.config.ts. */
declare const __BUILD_YEAR__: number;
const noSubscription = () => () => {};

/**
 * The current year: the build year in the static HTML and during hydration, then the visitor's
 * year, so a page built last year is right without a hydration mismatch.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

/**
 * Footer: copyright with the current year, the blog index (when there is a blog), the pages with a nav
 * entry, and a built-with note.
 */
export function Footer({ site }: { site: Pick<SiteProfile, 'name' | 'blog' | 'hasBlog' | 'nav'> }) {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p>
          © <span data-testid="copyright-year">{year}</span> {site.name}
        </p>
        {site.hasBlog && (
          <p>
            <Link to={BLOG_PATH} className={styles.link}>
              {site.blog.name}
            </Link>
          </p>
        )}
        {site.nav.length > 0 && (
          <nav aria-label="Pages">
            <ul className={styles.pages}>
              {site.nav.map((page) => (
                <li key={page.slug}>
                  <Link to={contentPagePath(page.slug)} className={styles.link}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.built}>Built with React, Vite and MDX, prerendered to static HTML.</p>
      </div>
    </footer>
  );
}
