/** URL paths of the site's pages, shared by the router, the prerenderer and the content checks. */

/** The home page. */
export const HOME_PATH = '/';

/** Path of the post with `slug`. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** True when `href` (a site path, maybe with a #hash) is a page the router renders, not a file. */
export function isAppPage(href: string, posts: readonly { slug: string }[]): boolean {
  const path = (href.split('#')[0] ?? '').replace(/(.)\/$/, '$1');
  return path === HOME_PATH || path === '' || posts.some((p) => postPath(p.slug) === path);
}
