/**
 * Each page's head: title, description, canonical URL and Open Graph tags. The prerenderer writes
 * them into the static HTML; the client keeps title, description and canonical current as the
 * visitor navigates.
 */
import type { PostSummary, SiteContent } from '../content/schema.ts';
import { FEED_PATH, feedTitle } from './feed.ts';
import { findPost } from './posts.ts';
import { HOME_PATH, postPath, postSlugOf } from './routes-paths.ts';
import { absoluteUrl } from './urls.ts';

/** Everything that goes in one page's `<head>`. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
  image: string;
  imageAlt: string;
  siteName: string;
  /** Absolute URL of the posts' Atom feed, linked from every page. */
  feed: string;
  /** Article dates (YYYY-MM-DD), for posts. */
  published?: string;
  modified?: string;
}

type SiteProfile = SiteContent['site'];

function common(site: SiteProfile) {
  return {
    // Asset URLs already carry the base path, so they resolve against the origin.
    image: new URL(site.photo.picture.img.src, site.url).href,
    imageAlt: site.photo.alt,
    siteName: site.name,
    feed: absoluteUrl(site.url, FEED_PATH),
  };
}

/** The home page's head. */
export function homeHead(site: SiteProfile): PageHead {
  return {
    ...common(site),
    title: `${site.name} | ${site.role}`,
    description: site.description,
    canonical: absoluteUrl(site.url, HOME_PATH),
    type: 'website',
  };
}

/** A post's head, with its Open Graph article dates. */
export function postHead(site: SiteProfile, post: PostSummary): PageHead {
  return {
    ...common(site),
    title: `${post.title} | ${site.name}`,
    description: post.description,
    canonical: absoluteUrl(site.url, postPath(post.slug)),
    type: 'article',
    published: post.date,
    modified: post.updated,
  };
}

/** The head of the page shown at `pathname` (inside the app): a post's, or home's for any other path. */
export function headFor(pathname: string, site: SiteProfile, posts: readonly PostSummary[]): PageHead {
  const post = findPost(posts, postSlugOf(pathname));
  return post ? postHead(site, post) : homeHead(site);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the prerendered page. */
export function renderHead(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle(head.siteName))}" href="${escapeHtml(head.feed)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', 'summary'),
  ];
  if (head.published) tags.push(meta('property', 'article:published_time', head.published));
  if (head.modified) tags.push(meta('property', 'article:modified_time', head.modified));
  return tags.join('\n    ');
}

/** Brings the live document's head in line with `head` after a client-side navigation. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  doc.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
}
