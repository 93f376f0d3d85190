import type { SiteProfile } from '../../content/schema.ts';
import { mailtoAddress } from '../../lib/mailto.ts';
import { GitHubIcon, LinkedInIcon, MailIcon } from '../icons.tsx';
import { Section } from '../Section.tsx';
import styles from './Contact.module.css';
import { ContactForm } from './ContactForm.tsx';

interface ContactProps {
  site: SiteProfile;
}

/** Contact: intro, e-mail, code-host and network links, and the Send a message form. */
export function Contact({ site }: ContactProps) {
  return (
    <Section id="contact" title="Contact">
      <div className={styles.grid}>
        <div>
          <p className={styles.intro}>{site.contactIntro}</p>
          <ul className={styles.channels}>
            <li>
              <a href={mailtoAddress(site.email)} className={styles.channel}>
                <MailIcon />
                <span>{site.email}</span>
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
        <ContactForm to={site.email} />
      </div>
    </Section>
  );
}
