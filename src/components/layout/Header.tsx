import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SiteProfile } from '../../content/schema.ts';
import { initials } from '../../lib/initials.ts';
import { BLOG_PATH, contentPagePath } from '../../lib/routes-paths.ts';
import { SECTION_LABELS } from '../../lib/sections.ts';
import { withBase } from '../../lib/urls.ts';
import { DocumentIcon, SiteIcon } from '../icons.tsx';
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
 * The sticky header: brand, nav (the links of home's sections and of the pages with a nav entry on
 * home, Back on every other page, and the blog on every page when `blog.nav` asks), resume, the
 * profiles marked `header`, search, the theme toggle. Below tablet width the nav, the resume and the profiles fold into
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
                {site.sections.map((id) => (
                  <li key={id}>
                    <a href={`#${id}`} className={styles.navLink}>
                      {SECTION_LABELS[id]}
                    </a>
                  </li>
                ))}
                {site.blog.nav && site.hasBlog && (
                  <li>
                    <Link to={BLOG_PATH} className={styles.navLink}>
                      {site.blog.name}
                    </Link>
                  </li>
                )}
                {site.nav.map((page) => (
                  <li key={page.slug}>
                    <Link to={contentPagePath(page.slug)} className={styles.navLink}>
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : site.blog.nav && site.hasBlog ? (
              <ul className={styles.navList}>
                <li>
                  <BackLink />
                </li>
                <li>
                  <Link to={BLOG_PATH} className={styles.navLink}>
                    {site.blog.name}
                  </Link>
                </li>
              </ul>
            ) : (
              <BackLink />
            )}
          </nav>
          <a href={withBase(site.resume)} className={styles.resume}>
            <DocumentIcon />
            Resume PDF
          </a>
          {site.links
            .filter((link) => link.header)
            .map((link) => (
              <a
                key={link.url}
                href={link.url}
                className={styles.iconLink}
                target="_blank"
                rel="me noopener noreferrer"
                aria-label={`${link.label} profile (opens in a new tab)`}
              >
                <SiteIcon name={link.icon} sprite={site.icons} />
                <span className={styles.iconLabel}>{link.label}</span>
              </a>
            ))}
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

/** The nav of every page but home: back to home. */
function BackLink() {
  return (
    <Link to="/" className={styles.navLink}>
      <span aria-hidden="true">← </span>Back
    </Link>
  );
}
