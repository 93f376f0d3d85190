import { Link } from 'react-router-dom';
import content from 'virtual:content';
import { initials } from '../../lib/initials.ts';
import { homeSections } from '../../lib/sections.ts';
import { withBase } from '../../lib/urls.ts';
import { DocumentIcon, GitHubIcon, LinkedInIcon } from '../icons.tsx';
import styles from './Header.module.css';
import { MobileMenu } from './MobileMenu.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

interface HeaderProps {
  variant: 'home' | 'page';
}

/**
 * The sticky header: brand, centre nav (section links on home, Back elsewhere), resume, profiles and
 * the theme toggle. Below tablet width the nav and the resume move into the menu.
 */
export function Header({ variant }: HeaderProps) {
  const { site } = content;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            {initials(site.name)}
          </span>
          <span className={styles.brandName}>{site.name}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {variant === 'home' ? (
            <ul className={styles.navList}>
              {homeSections.map((section) => (
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
        <div className={styles.actions}>
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
          </a>
          <a
            href={site.network.url}
            className={styles.iconLink}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${site.network.label} profile (opens in a new tab)`}
          >
            <LinkedInIcon />
          </a>
          <ThemeToggle />
          <MobileMenu variant={variant} />
        </div>
      </div>
    </header>
  );
}
