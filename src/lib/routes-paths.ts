/** URL paths of the site's pages, shared by the router, the prerenderer and the content checks. */

/** The home page. */
export const HOME_PATH = '/';

/** The blog index: every published post, newest first. */
export const BLOG_PATH = '/blog';

/** Path of the post with `slug`. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** True when `href` (a site path, maybe with a #hash) is a page the router renders, not a file such as /resume.pdf. */
export function isAppPage(href: string): boolean {
  const path = (href.split('#')[0] ?? '').replace(/(.)\/$/, '$1');
  return path === '' || path === HOME_PATH || path === BLOG_PATH || /^\/blog\/[^/.]+$/.test(path);
}
