import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link } from 'react-router-dom';
import content from 'virtual:content';
import { homeSections } from '../../lib/sections.ts';
import { withBase } from '../../lib/urls.ts';
import { CloseIcon, DocumentIcon, GitHubIcon, LinkedInIcon, MenuIcon } from '../icons.tsx';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  variant: 'home' | 'page';
}

/** Width from which the header shows its full nav and this menu steps aside (Header.module.css). */
const WIDE_QUERY = '(min-width: 900px)';

/**
 * The compact header's menu: a disclosure button and a panel with the section links (on home) or
 * Back (elsewhere), the resume and the profiles. Opening moves focus to the first link; Escape
 * closes it and returns focus to the button, as does a click outside or tabbing out of it.
 */
export function MobileMenu({ variant }: MobileMenuProps) {
  const { site } = content;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    // Rotating a tablet past the breakpoint hides the button: close rather than leave a stray panel.
    const wide = window.matchMedia(WIDE_QUERY);
    const onWide = () => {
      if (wide.matches) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && !event.currentTarget.contains(next) && next !== buttonRef.current) setOpen(false);
  };
  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className={styles.buttonLabel}>Menu</span>
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} onBlur={onBlur}>
        <nav aria-label="Menu" className={styles.inner}>
          <ul className={styles.list}>
            {variant === 'home' ? (
              homeSections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className={styles.link} onClick={close}>
                    {section.label}
                  </a>
                </li>
              ))
            ) : (
              <li>
                <Link to="/" className={styles.link} onClick={close}>
                  <span aria-hidden="true">← </span>Back
                </Link>
              </li>
            )}
          </ul>
          <ul className={styles.extras}>
            <li>
              <a href={withBase(site.resume)} className={styles.resume} onClick={close}>
                <DocumentIcon />
                Resume PDF
              </a>
            </li>
            <li className={styles.profile}>
              <a
                href={site.codeHost.url}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
              >
                <GitHubIcon />
                {site.codeHost.label}
              </a>
            </li>
            <li className={styles.profile}>
              <a
                href={site.network.url}
                className={styles.link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
              >
                <LinkedInIcon />
                {site.network.label}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </>
  );
}
