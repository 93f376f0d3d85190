import type { ReactNode } from 'react';
import type { SiteProfile } from '../../content/schema.ts';
import { MAIN_ID, TOP_ID } from '../../lib/sections.ts';
import { BackToTop } from './BackToTop.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';
import { useHashScroll } from './useHashScroll.ts';
import type { LayoutVariant } from './variant.ts';

interface LayoutProps {
  variant: LayoutVariant;
  /** The owner's profile: the header's brand and links, the footer's name. */
  site: SiteProfile;
  children: ReactNode;
}

/** The frame of every page: skip link, sticky header, main content, footer, Back to top. */
export function Layout({ variant, site, children }: LayoutProps) {
  useHashScroll();
  return (
    <>
      <div id={TOP_ID} tabIndex={-1} className={styles.top} />
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <Header variant={variant} site={site} />
      {/* Home is the owner's h-card (microformats2): the hero's name, role, photo and intro, Contact's links. */}
      <main id={MAIN_ID} tabIndex={-1} className={variant === 'home' ? `h-card ${styles.main}` : styles.main}>
        {children}
      </main>
      <Footer site={site} />
      <BackToTop />
    </>
  );
}
