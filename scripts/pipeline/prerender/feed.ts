/**
 * The Atom feed of the posts (`feed.xml`), written by the prerenderer from the same post list as the
 * routes and the sitemap, so a new `.mdx` file reaches feed readers with no other change.
 */
import { Feed } from 'feed';
import type { PostSummary, SiteProfile } from '../../../src/content/schema.ts';
import { FEED_PATH, feedTitle } from '../../../src/lib/feed.ts';
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { newestFirst } from '../../../src/lib/posts.ts';
import { HOME_PATH, postPath } from '../../../src/lib/routes-paths.ts';

/** Midnight UTC of a `YYYY-MM-DD` date, so the feed is the same wherever it is built. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** Which feed: the blog's (every post), or a tag's (the posts carrying it). */
export interface FeedOf {
  /** Its site path, the feed's own link. */
  path: string;
  title: string;
  /**
   * The site path of the page it is the feed of, its alternate link and, as an absolute URL, its Atom
   * id: each feed's own, so feed readers never take a tag's feed for the blog's. Home for the blog's
   * feed (its id since the first feed, which subscribers' readers know it by).
   */
  page?: string;
}

/**
 * The Atom feed of `posts`, newest first: the blog's by default. `pageUrl` turns a site path into its
 * absolute URL under the base path (the server entry's, which goes through the same helper as the
 * pages' canonical URLs).
 */
export function atomFeed(
  site: SiteProfile,
  posts: readonly PostSummary[],
  pageUrl: (sitePath: string) => string,
  { path, title, page = HOME_PATH }: FeedOf = { path: FEED_PATH, title: feedTitle(site) },
): string {
  const newest = newestFirst(posts);
  const home = pageUrl(HOME_PATH);
  const own = pageUrl(page);
  const updated = newest
    .map((p) => p.updated)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: own,
    link: own,
    title,
    description: site.description,
    language: 'en',
    feedLinks: { atom: pageUrl(path) },
    author: { name: site.name, link: home },
    copyright: `© ${site.name}`,
    // The newest post's last change; with no posts at all, the library dates the feed at build time.
    ...(updated ? { updated: day(updated) } : {}),
  });
  for (const post of newest) {
    const url = pageUrl(postPath(post.slug));
    feed.addItem({
      id: url,
      link: url,
      // Entry titles and summaries are HTML to feed readers: plain text has its markup characters escaped.
      title: escapeHtml(post.title),
      description: escapeHtml(post.description),
      date: day(post.updated),
      // A post with a time goes live at that moment in the owner's zone; the feed writes it in UTC.
      published: post.publishedAt === undefined ? day(post.date) : new Date(post.publishedAt),
      author: [{ name: site.name, link: home }],
    });
  }
  return feed.atom1();
}
