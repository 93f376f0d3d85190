/**
 * The files beside the prerendered pages, as values: 404.html (home, which static hosts serve for an
 * unknown path), the sitemap, robots.txt, and the Atom feeds (the blog's, when it has posts, and each
 * tag's), all from the server entry's content and the pages' own files.
 */
import type { PostSummary, SiteContent, SiteProfile } from '../../../src/content/schema.ts';
import { FEED_PATH, feedTitle, tagFeedPath, tagFeedTitle } from '../../../src/lib/feed.ts';
import { tagPath } from '../../../src/lib/routes-paths.ts';
import { tagCounts } from '../../../src/lib/tags.ts';
import { atomFeed, type FeedOf } from './feed.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** A file of the built site as a value: its path in the site's folder (forward slashes) and what it holds. */
export interface SiteFile {
  path: string;
  contents: string;
}

/** What the files beside the pages are made from: the server entry's content and its absolute URLs. */
interface SiteSource {
  content: SiteContent;
  site: SiteProfile;
  pageUrl(sitePath: string): string;
}

/** The files beside `pages` (the prerendered pages' files) for the site paths `paths`. */
export function siteFiles(server: SiteSource, paths: readonly string[], pages: readonly SiteFile[]): SiteFile[] {
  const home = pages.find((file) => file.path === 'index.html');
  if (!home) throw new Error('the site has no home page');
  // A site without posts has no blog, so no feed; each tag has a feed of its posts.
  const { posts } = server.content;
  const feeds: (FeedOf & { posts: readonly PostSummary[] })[] = [
    ...(posts.length > 0 ? [{ path: FEED_PATH, title: feedTitle(server.site), posts }] : []),
    ...tagCounts(server.content).map(({ tag }) => ({
      path: tagFeedPath(tag),
      title: tagFeedTitle(server.site, tag),
      page: tagPath(tag),
      posts: posts.filter((post) => post.tags.includes(tag)),
    })),
  ];
  return [
    // Static hosts serve 404.html for unknown paths; the site shows home there.
    { path: '404.html', contents: home.contents },
    { path: 'sitemap.xml', contents: sitemapXml(paths.map((p) => server.pageUrl(p))) },
    { path: 'robots.txt', contents: robotsTxt(server.pageUrl('/sitemap.xml')) },
    ...feeds.map((feed) => ({
      path: feed.path.slice(1),
      contents: atomFeed(server.site, feed.posts, (p) => server.pageUrl(p), feed),
    })),
  ];
}
