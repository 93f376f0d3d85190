/**
 * The files beside the pages: 404.html (a copy of home, which static hosts serve for an unknown path),
 * sitemap.xml, robots.txt, and the blog's and each tag's Atom feed. Made from the content alone, and
 * cheap, so every build makes them whole.
 */
import type { PostSummary } from '../../../src/content/schema.ts';
import { FEED_PATH, feedTitle, tagFeedPath, tagFeedTitle } from '../../../src/lib/feed.ts';
import { tagPath } from '../../../src/lib/routes-paths.ts';
import { tagCounts } from '../../../src/lib/tags.ts';
import { atomFeed, type FeedOf } from './feed.ts';
import type { ServerEntry, SiteFile } from './prerender.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** The files beside the pages, for the listed site paths `paths`, given home's HTML file. */
export function siteFiles(server: ServerEntry, paths: readonly string[], home: SiteFile | undefined): SiteFile[] {
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
