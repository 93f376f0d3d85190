import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SiteProfile } from '../../content/schema.ts';
import { initials } from '../../lib/initials.ts';
import { homeSections } from '../../lib/sections.ts';
import { withBase } from '../../lib/urls.ts';
import { DocumentIcon, GitHubIcon, LinkedInIcon } from '../icons.tsx';
import styles from './Header.module.css';
import { ThemeToggle } from './ThemeToggle.tsx';
import { SearchButton } from '../search/SearchButton.tsx';
import { menuPanelEvents } from './menu.ts';
import type { LayoutVariant } from './variant.ts';

interface HeaderProps {
  /** The home page's section links (`home`), or a Back link home (`page`). */
  variant: LayoutVariant;
  site: SiteProfile;
}

/**
 * The sticky header: brand, nav (the links of home's sections on home, Back on every other page),
 * resume, profiles, search, the theme toggle. Below tablet width the nav, the resume and the profiles fold into
 * a menu: the same links, in a native popover the menu button opens, so it works from the first paint,
 * before any script (see menu.ts for what hydration adds).
 */
export function Header({ variant, site }: HeaderProps) {
  const menuId = useId();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            {initials(site.name)}
          </span>
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        <div id={menuId} popover="auto" className={styles.links} {...menuPanelEvents}>
          <nav aria-label="Main" className={styles.nav}>
            {variant === 'home' ? (
              <ul className={styles.navList}>
                {homeSections
                  .filter((section) => site.sections.includes(section.id))
                  .map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`} className={styles.navLink}>
                        {section.label}
                      </a>
                    </li>
                  ))}
              </ul>
            ) : (
              <Link to="/" className={styles.navLink}>
                <span aria-hidden="true">← </span>Back
              </Link>
            )}
          </nav>
          <a href={withBase(site.resume)} className={styles.resume}>
            <DocumentIcon />
            Resume PDF
          </a>
          <a
            href={site.codeHost.url}
            className={styles.iconLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.codeHost.label} profile (opens in a new tab)`}
          >
            <GitHubIcon />
            <span className={styles.iconLabel}>{site.codeHost.label}</span>
          </a>
          <a
            href={site.network.url}
            className={styles.iconLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.network.label} profile (opens in a new tab)`}
          >
            <LinkedInIcon />
            <span className={styles.iconLabel}>{site.network.label}</span>
          </a>
        </div>
        <div className={styles.actions}>
          <SearchButton hasBlog={site.hasBlog} />
          <ThemeToggle />
          <button type="button" className={styles.menuButton} popoverTarget={menuId} aria-label="Menu">
            <span className={styles.bars} />
            <span className={styles.menuLabel}>Menu</span>
          </button>
        </div>
      </div>
    </header>
  );
}
