/** Where the posts' Atom feed lives and what it is called: shared by every page's head and the prerenderer that writes it. */

/** Site path of the Atom feed (under the base path). */
export const FEED_PATH = '/feed.xml';

/** The feed's title, as feed readers list it and as the pages' feed link names it. */
export const feedTitle = (siteName: string) => `${siteName}: build logs`;
