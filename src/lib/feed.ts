/** Where the posts' Atom feed lives and what it is called: shared by every page's head and the prerenderer that writes it. */
import type { SiteProfile } from '../content/schema.ts';

/** Site path of the Atom feed (under the base path). */
export const FEED_PATH = '/feed.xml';

/** The feed's title, as feed readers list it and as the pages' feed link names it: the owner's name and the blog's. */
export const feedTitle = (site: Pick<SiteProfile, 'name' | 'blog'>) => `${site.name}: ${site.blog.name}`;
