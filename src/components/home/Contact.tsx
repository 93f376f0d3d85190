import type { HomeProfile, SiteProfile } from '../../content/schema.ts';
import { mailtoAddress } from '../../lib/mailto.ts';
import { MailIcon, SiteIcon } from '../icons.tsx';
import { Section } from '../Section.tsx';
import styles from './Contact.module.css';
import { ContactForm } from './ContactForm.tsx';

interface ContactProps {
  site: SiteProfile;
  profile: HomeProfile;
}

/** Contact: intro, e-mail, every profile link, and the Send a message form. */
export function Contact({ site, profile }: ContactProps) {
  return (
    <Section id="contact" title="Contact">
      <div className={styles.grid}>
        <div>
          <p className={styles.intro}>{profile.contactIntro}</p>
          <ul className={styles.channels}>
            <li>
              <a href={mailtoAddress(profile.email)} className={`u-email ${styles.channel}`}>
                <MailIcon />
                <span>{profile.email}</span>
              </a>
            </li>
            {site.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="me noopener noreferrer" className={`u-url ${styles.channel}`}>
                  <SiteIcon name={link.icon} sprite={site.icons} />
                  <span>{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <ContactForm to={profile.email} />
      </div>
    </Section>
  );
}
