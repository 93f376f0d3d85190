/**
 * Each page's head: title, description, canonical URL and Open Graph tags. The prerenderer writes
 * them into the static HTML; the client keeps title, description and canonical current as the
 * visitor navigates.
 */
import { escapeHtml } from './html-escape.ts';
import type { PostSummary, SiteProfile } from '../content/schema.ts';
import { FEED_PATH, feedTitle } from './feed.ts';
import { scriptSafeJson } from './json-script.ts';
import { BLOG_NAME, BLOG_PATH, HOME_PATH, postPath } from './routes-paths.ts';
import { absoluteUrl } from './urls.ts';

/** Everything that goes in one page's `<head>`. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  type: 'website' | 'article';
  /** Absolute URL of the link-preview image, its size in pixels and its alt text. */
  image: string;
  imageWidth: number;
  imageHeight: number;
  imageAlt: string;
  /** A post with a gallery image gets the large preview card; other pages the small one with the profile photo. */
  card: 'summary' | 'summary_large_image';
  siteName: string;
  /** Absolute URL of the posts' Atom feed, linked from every page. */
  feed: string;
  /** Article dates (YYYY-MM-DD), for posts. */
  published?: string;
  modified?: string;
}

function common(site: SiteProfile) {
  const { img } = site.photo.picture;
  return {
    // Asset URLs already carry the base path, so they resolve against the origin.
    image: new URL(img.src, site.url).href,
    imageWidth: img.w,
    imageHeight: img.h,
    imageAlt: site.photo.alt,
    card: 'summary' as const,
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

/** The blog index's head. */
export function blogHead(site: SiteProfile): PageHead {
  return {
    ...common(site),
    title: `${BLOG_NAME} | ${site.name}`,
    description: `Every build log by ${site.name}, ${site.role}, newest first.`,
    canonical: absoluteUrl(site.url, BLOG_PATH),
    type: 'website',
  };
}

/**
 * A post's head, with its Open Graph article dates and its own image as the preview: its first gallery
 * image, else the preview card the build made for it.
 */
export function postHead(site: SiteProfile, post: PostSummary): PageHead {
  const cover = post.cover ?? post.previewCard;
  return {
    ...common(site),
    ...(cover && {
      image: new URL(cover.preview.src, site.url).href,
      imageWidth: cover.preview.w,
      imageHeight: cover.preview.h,
      imageAlt: cover.alt,
      card: 'summary_large_image' as const,
    }),
    title: `${post.title} | ${site.name}`,
    description: post.description,
    canonical: absoluteUrl(site.url, postPath(post.slug)),
    type: 'article',
    published: post.date,
    modified: post.updated,
  };
}

/**
 * The head as HTML, for the prerendered page, with each `structuredData` object (see
 * structured-data.ts) as a JSON-LD block: data that no browser executes, escaped so it stays data.
 */
export function renderHead(head: PageHead, structuredData: readonly object[] = []): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title data-pagefind-meta="title">${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle(head.siteName))}" href="${escapeHtml(head.feed)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', String(head.imageWidth)),
    meta('property', 'og:image:height', String(head.imageHeight)),
    meta('property', 'og:image:alt', head.imageAlt),
    meta('name', 'twitter:card', head.card),
  ];
  if (head.published) tags.push(meta('property', 'article:published_time', head.published));
  if (head.modified) tags.push(meta('property', 'article:modified_time', head.modified));
  for (const data of structuredData) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('\n    ');
}

/** Brings the live document's head in line with `head` after a client-side navigation. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  doc.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
}
