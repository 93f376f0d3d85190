/** The README's pictures of a built site: which pages, at which width and in which colour scheme. */
import type { BuiltPages } from './built-pages.ts';

/** One README picture: its file name, the route inside the site, and the width and scheme of its first screen. */
export interface ReadmeShot {
  name: string;
  route: string;
  width: number;
  scheme: 'light' | 'dark';
}

/**
 * Home at a desktop width in both schemes and on a phone, and, when the site has posts, its longest
 * post on a phone in the dark scheme. Without posts, `note` says why that picture is missing.
 */
export function readmeShots(pages: Pick<BuiltPages, 'home' | 'posts'>): { shots: ReadmeShot[]; note?: string } {
  const shots: ReadmeShot[] = [
    { name: 'home-1280-light', route: pages.home, width: 1280, scheme: 'light' },
    { name: 'home-1280-dark', route: pages.home, width: 1280, scheme: 'dark' },
    { name: 'home-390-light', route: pages.home, width: 390, scheme: 'light' },
  ];
  const [post] = pages.posts;
  if (post === undefined) return { shots, note: 'the site has no posts, so the README picture of a post is not taken' };
  return { shots: [...shots, { name: 'post-390-dark', route: post, width: 390, scheme: 'dark' }] };
}
