/**
 * Every URL the site emits goes through here, so the site works under a base path such as
 * `/portfolio/` as well as at a domain's root.
 */

/**
 * The base path the site is served under ("/" or "/portfolio/"), from Vite's `base`. Outside Vite (the
 * build's content check reads the route table in plain Node) there is no `import.meta.env`: "/" then,
 * and the build passes its base path wherever it needs one.
 */
export const BASE_PATH: string = (import.meta.env as ImportMetaEnv | undefined)?.BASE_URL ?? '/';

/** The router's basename: the base path without its last slash (`/portfolio`, or nothing at the root). */
export const BASENAME = BASE_PATH.replace(/\/$/, '');

/** True when `href` is a route inside this app (it starts with "/", not "//"). */
export function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Prefixes a site path (`/resume.pdf`) with the base path; leaves other links alone. */
export function withBase(href: string, base: string = BASE_PATH): string {
  if (!isInternal(href)) return href;
  return `${base.replace(/\/$/, '')}${href}`;
}

/** The absolute URL of a site path, for canonical and Open Graph tags. */
export function absoluteUrl(siteUrl: string, href: string): string {
  const origin = new URL(siteUrl).origin;
  const base = new URL(siteUrl).pathname;
  return `${origin}${withBase(href, base)}`;
}
