/** Where the posts' Atom feed lives and what it is called: shared by every page's head and the prerenderer that writes it. */
import type { SiteProfile } from '../content/schema.ts';
import { tagPath } from './routes-paths.ts';

/** Site path of the Atom feed (under the base path). */
export const FEED_PATH = '/feed.xml';

/** Site path of the Atom feed of the posts tagged `tag`, beside the tag's page. */
export const tagFeedPath = (tag: string) => `${tagPath(tag)}${FEED_PATH}`;

/** The feed's title, as feed readers list it and as the pages' feed link names it: the owner's name and the blog's. */
export const feedTitle = (site: Pick<SiteProfile, 'name' | 'blog'>) => `${site.name}: ${site.blog.name}`;

/** The title of the feed of `tag`'s posts. */
export const tagFeedTitle = (site: Pick<SiteProfile, 'name' | 'blog'>, tag: string) => `${feedTitle(site)}: ${tag}`;
