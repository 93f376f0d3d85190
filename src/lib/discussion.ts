/**
 * Where a page is discussed elsewhere (its frontmatter's `discussion` links): what each link is, by its
 * address, for the page ("Discuss on Mastodon · Hacker News", each drawn by its host's icon) and for
 * `npm run replies` (which of them it can read replies from, and how).
 */
import { linkKind, type LinkKind } from './profile-links.ts';

/** The hosts a link to another site may name over plain http: a server on this machine (tests, trials). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

/**
 * True when `url` is an address the site may link to for a discussion or a reply, and the replies tool
 * may fetch: `https:`, or `http:` on this machine (a stand-in server answering with recorded replies).
 */
export function isWebAddress(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname, username, password } = new URL(url);
  if (username !== '' || password !== '') return false;
  return protocol === 'https:' || (protocol === 'http:' && LOCAL_HOSTS.includes(hostname));
}

/** The readable name of each kind of host a discussion may be on; any other is named by its domain. */
const HOST_NAMES: Partial<Record<LinkKind, string>> = {
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  hackernews: 'Hacker News',
  lobsters: 'Lobsters',
  github: 'GitHub',
  gitlab: 'GitLab',
  codeberg: 'Codeberg',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
};

/** A Mastodon status on any server: `https://<server>/@<user>/<id>` (the user may name their own server). */
const MASTODON_STATUS = /^\/@([^/@]+)(?:@[^/@]+)?\/(\d+)\/?$/;

/** A Bluesky post: `https://bsky.app/profile/<handle or DID>/post/<record key>`. */
const BLUESKY_POST = /^\/profile\/([^/]+)\/post\/([A-Za-z0-9._:~-]+)\/?$/;

/** What a discussion link is. The replies tool reads the first two kinds. */
export type DiscussionThread =
  | { kind: 'mastodon'; origin: string; id: string }
  | { kind: 'bluesky'; actor: string; rkey: string }
  | { kind: 'other' };

/** A discussion link as a page shows it: its address, its host's name and the icon that draws it. */
export interface DiscussionLink {
  url: string;
  name: string;
  icon: LinkKind;
}

/** The thread `url` leads to: a Mastodon status (its server and id), a Bluesky post, or another page. */
export function discussionThread(url: string): DiscussionThread {
  const { origin, hostname, pathname } = new URL(url);
  const mastodon = MASTODON_STATUS.exec(pathname);
  if (mastodon?.[2] && linkKind(`${origin}/@${mastodon[1] ?? ''}`) === 'mastodon') {
    return { kind: 'mastodon', origin, id: mastodon[2] };
  }
  const bluesky = BLUESKY_POST.exec(pathname);
  if (hostname === 'bsky.app' && bluesky?.[1] && bluesky[2]) {
    return { kind: 'bluesky', actor: decodeURIComponent(bluesky[1]), rkey: bluesky[2] };
  }
  return { kind: 'other' };
}

/** The domain a page shows for a host it has no name for: `www.example.org` reads `example.org`. */
const domainOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/**
 * Each of `urls` as the page names it: its host's name and icon (a Mastodon status on any server reads
 * "Mastodon"), or its domain and the generic icon. Two links of the same name add their domains.
 */
export function discussionLinks(urls: readonly string[]): DiscussionLink[] {
  const links = urls.map((url) => {
    const thread = discussionThread(url);
    const icon: LinkKind = thread.kind === 'mastodon' ? 'mastodon' : linkKind(url);
    return { url, icon, name: HOST_NAMES[icon] ?? domainOf(url) };
  });
  return links.map((link) =>
    links.filter((other) => other.name === link.name).length > 1 && link.name !== domainOf(link.url)
      ? { ...link, name: `${link.name} (${domainOf(link.url)})` }
      : link,
  );
}
