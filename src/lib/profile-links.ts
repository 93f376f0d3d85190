/**
 * What a profile link is, read from its URL's host: the icon it gets, and whether it is a code host
 * (the Projects section's "See all" link and a new post's `repo` go to the first one).
 */

/**
 * The kinds of site the site draws an icon for, profiles and discussions alike (the icons' names in the
 * sprite, scripts/pipeline/icons/); `link` is any other site.
 */
export const LINK_KINDS = [
  'github',
  'gitlab',
  'codeberg',
  'linkedin',
  'mastodon',
  'bluesky',
  'x',
  'stackoverflow',
  'youtube',
  'orcid',
  'googlescholar',
  'huggingface',
  'hackernews',
  'lobsters',
  'link',
] as const;

export type LinkKind = (typeof LINK_KINDS)[number];

/** The hosts (and their subdomains) of each kind that has fixed hosts. */
const HOSTS: readonly [LinkKind, readonly string[]][] = [
  ['github', ['github.com']],
  ['gitlab', ['gitlab.com']],
  ['codeberg', ['codeberg.org']],
  ['linkedin', ['linkedin.com']],
  ['bluesky', ['bsky.app']],
  ['x', ['x.com', 'twitter.com']],
  ['stackoverflow', ['stackoverflow.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['orcid', ['orcid.org']],
  ['huggingface', ['huggingface.co']],
  ['hackernews', ['news.ycombinator.com']],
  ['lobsters', ['lobste.rs']],
];

/** Sites other than Mastodon whose profile paths also read `/@name`: they get the generic icon. */
const NOT_MASTODON = ['medium.com', 'substack.com', 'tiktok.com', 'threads.net', 'threads.com'];

/** Code hosts: the first profile of one of these kinds is where "See all projects" leads. */
export const CODE_HOST_KINDS: readonly LinkKind[] = ['github', 'gitlab', 'codeberg'];

/** True when `host` is `domain` or one of its subdomains. */
const within = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/**
 * The kind of the profile at `url`: by its host, Google Scholar by its `scholar.google.*` host, and
 * Mastodon on any instance by its profile path (`https://instance.example/@name`); `link` otherwise.
 */
export function linkKind(url: string): LinkKind {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'link';
  }
  const host = parsed.hostname.toLowerCase();
  const known = HOSTS.find(([, domains]) => domains.some((domain) => within(host, domain)));
  if (known) return known[0];
  if (/^scholar\.google\.[a-z.]+$/.test(host)) return 'googlescholar';
  if (/^\/@[^/@]+(@[^/@]+)?\/?$/.test(parsed.pathname) && !NOT_MASTODON.some((domain) => within(host, domain))) {
    return 'mastodon';
  }
  return 'link';
}

/** The first of `links` on a code host, if any. */
export function codeHostLink<L extends { url: string }>(links: readonly L[]): L | undefined {
  return links.find((link) => CODE_HOST_KINDS.includes(linkKind(link.url)));
}

/**
 * The first of the links the frame has (each with the kind of site it leads to, worked out at build
 * time) on a code host: where "See all projects" leads, if anywhere. It reads the kind the build gave
 * each link, so the page's code needs no table of hosts.
 */
export function codeHostProfile<L extends { icon: LinkKind }>(links: readonly L[]): L | undefined {
  return links.find((link) => CODE_HOST_KINDS.includes(link.icon));
}

/**
 * The fediverse handle (`@user@server`) of the first Mastodon profile among `links`, which Mastodon
 * names as the author of a link to the site (`<meta name="fediverse:creator">`); none without one.
 */
export function fediverseCreator(links: readonly { url: string }[]): string | undefined {
  const profile = links.find((link) => linkKind(link.url) === 'mastodon');
  if (!profile) return undefined;
  const { hostname, pathname } = new URL(profile.url);
  const [user = '', server = hostname] = pathname.replace(/^\/@/, '').replace(/\/$/, '').split('@');
  return `@${user}@${server}`;
}
