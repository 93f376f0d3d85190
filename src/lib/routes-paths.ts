/**
 * URL paths of the site's pages: each page's pattern written once, and the helpers built on it that
 * the router, the prerenderer, the head tags and the content checks share.
 */
import { generatePath, matchPath } from 'react-router-dom';
import type { PostSummary } from '../content/schema.ts';
import { findPost } from './posts.ts';

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

/** The slug of the post at `pathname` (a path inside the app, maybe with a trailing slash), if it is a post's path. */
export function postSlugOf(pathname: string): string | undefined {
  return matchPath(POST_PATTERN, pathname)?.params.slug;
}

/** True when `pathname` (a path inside the app, maybe with a trailing slash) is the blog index. */
export function isBlogPath(pathname: string): boolean {
  return matchPath(BLOG_PATH, pathname) !== null;
}

/** The pattern of every page the router renders (src/routes.tsx gives each its component). */
export const PAGE_PATTERNS: readonly string[] = [HOME_PATH, BLOG_PATH, POST_PATTERN];

/** True when `href` (a site path, maybe with a #hash) is a page the router renders, not a file such as /resume.pdf. */
export function isAppPage(href: string): boolean {
  const path = href.split('#')[0] ?? '';
  if (path === '') return true;
  return PAGE_PATTERNS.some((pattern) => {
    const params = matchPath(pattern, path)?.params;
    // A slug never has a dot: a name with one is a file, such as a PDF beside the posts.
    return params !== undefined && Object.values(params).every((value) => value?.includes('.') !== true);
  });
}

/** Which page the app shows at `pathname`: the blog index, a post, or home for any other path. */
export type PageAt = { kind: 'home' } | { kind: 'blog' } | { kind: 'post'; post: PostSummary };

/** The page shown at `pathname` (inside the app), as the route table resolves it. */
export function pageAt(pathname: string, posts: readonly PostSummary[]): PageAt {
  if (isBlogPath(pathname)) return { kind: 'blog' };
  const post = findPost(posts, postSlugOf(pathname));
  return post ? { kind: 'post', post } : { kind: 'home' };
}
