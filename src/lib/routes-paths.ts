/**
 * URL paths of the site's pages, each written once: the route table (src/route-table.ts) uses them for
 * its patterns, and links, feeds and structured data build paths with them.
 */
import { generatePath } from 'react-router-dom';

/** The home page. */
export const HOME_PATH = '/';

/** The blog index: every published post, newest first. */
export const BLOG_PATH = '/blog';

/** The blog's name, as its heading, links to it, its title and the breadcrumbs call it. */
export const BLOG_NAME = 'Build log';

/** The pattern of a post's path, as the router matches it. */
export const POST_PATTERN = '/blog/:slug';

/** Path of the post with `slug`. */
export function postPath(slug: string): string {
  return generatePath(POST_PATTERN, { slug });
}
