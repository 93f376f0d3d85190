import type { HomeProfile, SiteProfile } from '../../content/schema.ts';
import { mailtoAddress } from '../../lib/mailto.ts';
import { GitHubIcon, LinkedInIcon, MailIcon } from '../icons.tsx';
import { Section } from '../Section.tsx';
import styles from './Contact.module.css';
import { ContactForm } from './ContactForm.tsx';

interface ContactProps {
  site: SiteProfile;
  profile: HomeProfile;
}

/** Contact: intro, e-mail, code-host and network links, and the Send a message form. */
export function Contact({ site, profile }: ContactProps) {
  return (
    <Section id="contact" title="Contact">
      <div className={styles.grid}>
        <div>
          <p className={styles.intro}>{profile.contactIntro}</p>
          <ul className={styles.channels}>
            <li>
              <a href={mailtoAddress(profile.email)} className={styles.channel}>
                <MailIcon />
                <span>{profile.email}</span>
              </a>
            </li>
            <li>
              <a href={site.codeHost.url} target="_blank" rel="noopener noreferrer" className={styles.channel}>
                <GitHubIcon />
                <span>{site.codeHost.label}</span>
              </a>
            </li>
            <li>
              <a href={site.network.url} target="_blank" rel="noopener noreferrer" className={styles.channel}>
                <LinkedInIcon />
                <span>{site.network.label}</span>
              </a>
            </li>
          </ul>
        </div>
        <ContactForm to={profile.email} />
      </div>
    </Section>
  );
}
