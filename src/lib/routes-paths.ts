/**
 * URL paths of the site's pages, each written once: the route table (src/route-table.ts) uses them for
 * its patterns, and links, feeds and structured data build paths with them.
 */
import { generatePath } from 'react-router-dom';

/** The home page. */
export const HOME_PATH = '/';

/** The blog index: every published post, newest first; its first page. */
export const BLOG_PATH = '/blog';

/** The blog index's later pages: `/blog/page/2` and on. */
export const BLOG_PAGE_PATTERN = `${BLOG_PATH}/page/:page`;

/** The pattern of a post's path, as the router matches it. */
export const POST_PATTERN = '/blog/:slug';

/** Path of the post with `slug`. */
export function postPath(slug: string): string {
  return generatePath(POST_PATTERN, { slug });
}

/** Every tag, with how many posts and projects carry it. */
export const TAGS_PATH = `${BLOG_PATH}/tags`;

/** The pattern of a tag's page, and of its later pages. */
export const TAG_PATTERN = `${TAGS_PATH}/:tag`;
export const TAG_PAGE_PATTERN = `${TAG_PATTERN}/page/:page`;

/** Path of the page of `tag`. */
export function tagPath(tag: string): string {
  return generatePath(TAG_PATTERN, { tag });
}

/** The pattern of a project's page (a project whose file has a body). */
export const PROJECT_PATTERN = '/projects/:slug';

/** Path of the page of the project with `slug`. */
export function projectPath(slug: string): string {
  return generatePath(PROJECT_PATTERN, { slug });
}

/** The pattern of a page from `content/pages/` (`/uses`): any top-level path no other route has. */
export const CONTENT_PAGE_PATTERN = '/:slug';

/** Path of the page from `content/pages/` with `slug`. */
export function contentPagePath(slug: string): string {
  return generatePath(CONTENT_PAGE_PATTERN, { slug });
}
