/**
 * A post's share links: plain links to each service's own page for sharing a link, prefilled with the
 * post's address and title. Nothing of any service loads until a reader follows one, and the site's
 * policy gains no origin.
 */
import type { LinkKind } from './profile-links.ts';
import { mailSubjectLine, mailtoAddress } from './mailto.ts';

/** One share link: the service's name, its icon (none for e-mail, which the interface draws) and the address. */
export interface ShareLink {
  name: string;
  icon?: LinkKind;
  href: string;
}

/** The services a post can be shared to, as the sprite names their icons. */
export const SHARE_ICONS: readonly LinkKind[] = ['bluesky', 'hackernews', 'linkedin'];

/** The share links for the page at the absolute `url`, titled `title`. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/\+/g, '%20');
  return [
    // Bluesky's compose intent takes the whole text; it turns the address in it into a link.
    { name: 'Bluesky', icon: 'bluesky', href: `https://bsky.app/intent/compose?${query({ text: `${title} ${url}` })}` },
    {
      name: 'Hacker News',
      icon: 'hackernews',
      href: `https://news.ycombinator.com/submitlink?${query({ u: url, t: title })}`,
    },
    { name: 'LinkedIn', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}` },
    // To no one yet: the reader's mail program asks whom to send it to.
    {
      name: 'Email',
      href: `${mailtoAddress('')}?subject=${encodeURIComponent(mailSubjectLine(title))}&body=${encodeURIComponent(url)}`,
    },
  ];
}
