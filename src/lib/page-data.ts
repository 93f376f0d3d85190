/**
 * Where a page's data travels. Each prerendered page carries the data it was rendered from in a JSON
 * block (so it hydrates without asking for anything), with the modules that render it; the same data is
 * written beside the page as `page-data.json`, which the app fetches when a visitor navigates to it.
 */

/** Id of the prerendered page's `<script type="application/json">` block of page data. */
export const PAGE_DATA_ID = 'page-data';

/** The attribute of that block listing the modules (URLs) that render the page: its first script fetches them. */
export const PAGE_MODULES_ATTRIBUTE = 'data-modules';

/**
 * Id of the prerendered page's JSON block of the owner's profile links, which the frame shows on every
 * page (src/frame-links.ts): in each page, rather than in the app's code.
 */
export const PROFILE_LINKS_ID = 'profile-links';

/** File name of a page's data, in the page's folder. */
export const PAGE_DATA_FILE = 'page-data.json';

/** The site path of the data of the page at `pathname`: `/` → `/page-data.json`, `/blog` → `/blog/page-data.json`. */
export function pageDataPath(pathname: string): string {
  return `${pathname.replace(/\/*$/, '/')}${PAGE_DATA_FILE}`;
}
