import { useEffect, type ReactNode } from 'react';
import type { SiteProfile } from '../../content/schema.ts';
import type { PageHead } from '../../lib/head.ts';
import { MAIN_ID, TOP_ID } from '../../lib/sections.ts';
import { BackToTop } from './BackToTop.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import styles from './Layout.module.css';
import { useHashScroll } from './useHashScroll.ts';
import { usePageHead } from './usePageHead.ts';

/**
 * Which navigation the header carries: the section links (home), a Back link (other pages), or none
 * (a post, whose sticky bar under the header holds Back to Home, so each page has one Back link).
 */
export type LayoutVariant = 'home' | 'page' | 'post';

interface LayoutProps {
  variant: LayoutVariant;
  /** The owner's profile: the header's brand and links, the footer's name. */
  site: SiteProfile;
  /** The page's title, description and canonical URL, applied after client-side navigation. */
  head: PageHead;
  children: ReactNode;
}

/** The frame of every page: skip link, sticky header, main content, footer, Back to top. */
export function Layout({ variant, site, head, children }: LayoutProps) {
  useHashScroll();
  usePageHead(head);
  useEffect(() => {
    // Marks the page interactive once it has hydrated (tests wait for it). Here rather than at the
    // root: a lazy page hydrates after the root, once its code has loaded (see App.tsx).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <div id={TOP_ID} tabIndex={-1} className={styles.top} />
      <a href={`#${MAIN_ID}`} className={styles.skipLink}>
        Skip to content
      </a>
      <Header variant={variant} site={site} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer name={site.name} />
      <BackToTop />
    </>
  );
}
