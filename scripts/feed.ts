/**
 * The Atom feed of the posts (`feed.xml`), written by the prerenderer from the same post list as the
 * routes and the sitemap, so a new `.mdx` file reaches feed readers with no other change.
 */
import { Feed } from 'feed';
import type { PostSummary, SiteContent } from '../src/content/schema.ts';
import { FEED_PATH, feedTitle } from '../src/lib/feed.ts';
import { HOME_PATH, postPath } from '../src/lib/routes-paths.ts';

/** The absolute URL of a site path: `site.url` ends in `/` and carries the base path. */
const absolute = (siteUrl: string, sitePath: string) => new URL(sitePath.slice(1), siteUrl).href;

/** Entry titles and summaries are HTML to feed readers: plain text has its markup characters escaped. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Midnight UTC of a `YYYY-MM-DD` date, so the feed is the same wherever it is built. */
const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** The Atom feed of `posts`, newest first, with absolute URLs under the site's base path. */
export function atomFeed(site: SiteContent['site'], posts: readonly PostSummary[]): string {
  const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const home = absolute(site.url, HOME_PATH);
  const updated = newest
    .map((p) => p.updated)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: home,
    link: home,
    title: feedTitle(site.name),
    description: site.description,
    language: 'en',
    feedLinks: { atom: absolute(site.url, FEED_PATH) },
    author: { name: site.name, link: home },
    copyright: `© ${site.name}`,
    // The newest post's last change; with no posts at all, the library dates the feed at build time.
    ...(updated ? { updated: day(updated) } : {}),
  });
  for (const post of newest) {
    const url = absolute(site.url, postPath(post.slug));
    feed.addItem({
      id: url,
      link: url,
      title: asHtml(post.title),
      description: asHtml(post.description),
      date: day(post.updated),
      published: day(post.date),
      author: [{ name: site.name, link: home }],
    });
  }
  return feed.atom1();
}
