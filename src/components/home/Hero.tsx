import type { HomeProfile, SiteProfile } from '../../content/schema.ts';
import { HERO_ID } from '../../lib/sections.ts';
import { PinIcon } from '../icons.tsx';
import { Picture } from '../Picture.tsx';
import { SmartLink } from '../SmartLink.tsx';
import styles from './Hero.module.css';

interface HeroProps {
  site: SiteProfile;
  profile: HomeProfile;
}

/** The hero: headline (the page's h1), intro, calls to action, tags, photo and Quick Links (when it has any). */
export function Hero({ site, profile }: HeroProps) {
  const hasProjects = site.sections.includes('projects');
  const hasContact = site.sections.includes('contact');
  return (
    <section id={HERO_ID} aria-labelledby="hero-title" className={styles.hero} data-pagefind-body>
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            <span className="p-name">{site.name}</span> · <span className="p-job-title">{site.role}</span>
            <data className="u-url u-uid" value={site.url} />
          </p>
          <h1 id="hero-title" className={styles.headline}>
            {profile.headline}
          </h1>
          <p className={`p-note ${styles.intro}`}>{profile.intro}</p>
          {(hasProjects || hasContact) && (
            <div className={styles.actions} data-pagefind-ignore>
              {hasProjects && (
                <a href="#projects" className={styles.primary}>
                  View Projects
                </a>
              )}
              {hasContact && (
                <a href="#contact" className={hasProjects ? styles.secondary : styles.primary}>
                  Get in touch
                </a>
              )}
            </div>
          )}
          <ul className={styles.tags} aria-label="Location and focus">
            <li className={styles.location}>
              <PinIcon />
              {profile.location}
            </li>
            {profile.focus.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.side}>
          <div className={styles.photoFrame}>
            <Picture
              picture={site.photo.picture}
              alt={site.photo.alt}
              sizes="(min-width: 900px) 288px, 224px"
              priority="high"
              className={`u-photo ${styles.photo}`}
            />
          </div>
          {profile.quickLinks.length > 0 && (
            <nav aria-labelledby="quick-links-title" className={styles.card}>
              <h2 id="quick-links-title" className={styles.cardTitle}>
                Quick Links
              </h2>
              <ul className={styles.links}>
                {profile.quickLinks.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className={styles.link}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
