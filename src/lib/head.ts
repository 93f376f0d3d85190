/**
 * Each page's head: title, description, canonical URL and Open Graph tags. The prerenderer writes
 * them into the static HTML; the client keeps title, description and canonical current as the
 * visitor navigates.
 */
import { escapeHtml } from './html-escape.ts';
import type { ContentPage, PostSummary, PreviewCard, Project, SiteProfile } from '../content/schema.ts';
import { FEED_PATH, feedTitle, tagFeedPath, tagFeedTitle } from './feed.ts';
import { fediverseCreator } from './profile-links.ts';
import { scriptSafeJson } from './json-script.ts';
import { pagedPath, type Pagination } from './pagination.ts';
import { taggedCount, type TagCount } from './tags.ts';
import { BLOG_PATH, contentPagePath, HOME_PATH, postPath, projectPath, tagPath, TAGS_PATH } from './routes-paths.ts';
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
  /** The posts' Atom feed, linked from every page of a site with a blog: its absolute URL and title. */
  feed?: { url: string; title: string } | undefined;
  /** Absolute URLs of the previous and next pages of a list that runs to several pages. */
  prev?: string | undefined;
  next?: string | undefined;
  /** Article dates (YYYY-MM-DD, or with a time and the owner's offset), for posts. */
  published?: string;
  modified?: string;
  /** Search engines must not list the page (an unlisted post): `<meta name="robots" content="noindex">`. */
  noindex?: boolean;
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
    feed: site.hasBlog ? { url: absoluteUrl(site.url, FEED_PATH), title: feedTitle(site) } : undefined,
  };
}

/** A page's own link-preview image, in the large card, when it has one (else the profile photo stays). */
function largeCard(site: SiteProfile, image: PreviewCard | undefined) {
  return (
    image && {
      image: new URL(image.preview.src, site.url).href,
      imageWidth: image.preview.w,
      imageHeight: image.preview.h,
      imageAlt: image.alt,
      card: 'summary_large_image' as const,
    }
  );
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

/**
 * The head of page `page` of a list named `name` at `first` (the blog index, a tag): its canonical URL
 * is its own, later pages say their number in the title, and `prev`/`next` link the pages in order.
 */
export function listHead(
  site: SiteProfile,
  first: string,
  { page, pages }: Pagination,
  { name, description }: { name: string; description: string },
): PageHead {
  const url = (n: number) => absoluteUrl(site.url, pagedPath(first, n));
  return {
    ...common(site),
    title: `${name}${page === 1 ? '' : `, page ${page} of ${pages}`} | ${site.name}`,
    description,
    canonical: url(page),
    type: 'website',
    prev: page > 1 ? url(page - 1) : undefined,
    next: page < pages ? url(page + 1) : undefined,
  };
}

/** Page `pagination.page` of the blog index's head. */
export function blogHead(site: SiteProfile, pagination: Pagination = { page: 1, pages: 1 }): PageHead {
  return listHead(site, BLOG_PATH, pagination, {
    name: site.blog.name,
    description: site.blog.description ?? `${site.blog.name} by ${site.name}: every post, newest first.`,
  });
}

/** The tags page's head: its description is the owner's `blog.tagsDescription`, else the list of its tags. */
export function tagsHead(site: SiteProfile, tags: readonly Pick<TagCount, 'tag'>[]): PageHead {
  return listHead(
    site,
    TAGS_PATH,
    { page: 1, pages: 1 },
    // The owner's sentence if they wrote one, else the page's own facts: its tags.
    { name: 'Tags', description: site.blog.tagsDescription ?? `${tags.map((t) => t.tag).join(', ')}.` },
  );
}

/** Page `pagination.page` of the page of `tag`'s head, which links the tag's own feed. */
export function tagHead(
  site: SiteProfile,
  { tag, total, projectTotal, ...pagination }: Pagination & { tag: string; total: number; projectTotal: number },
): PageHead {
  return {
    ...listHead(site, tagPath(tag), pagination, {
      name: `Tagged ${tag}`,
      // What carries the tag, counted: the page's own facts, not a sentence in the owner's voice.
      description: `${taggedCount({ posts: total, projects: projectTotal })} tagged ${tag}.`,
    }),
    feed: { url: absoluteUrl(site.url, tagFeedPath(tag)), title: tagFeedTitle(site, tag) },
  };
}

/**
 * A post's head, with its Open Graph article dates and its own image as the preview: its first gallery
 * image, else the preview card the build made for it.
 */
export function postHead(site: SiteProfile, post: PostSummary): PageHead {
  return {
    ...common(site),
    ...largeCard(site, post.cover ?? post.previewCard),
    title: `${post.title} | ${site.name}`,
    description: post.description,
    canonical: absoluteUrl(site.url, postPath(post.slug)),
    type: 'article',
    published: post.publishedAt ?? post.date,
    modified: post.updated,
    ...(post.unlisted === true && { noindex: true }),
  };
}

/** A project page's head: its tagline as the description, its preview card as the link preview. */
export function projectHead(site: SiteProfile, project: Project): PageHead {
  return {
    ...common(site),
    ...largeCard(site, project.page?.previewCard),
    title: `${project.title} | ${site.name}`,
    description: project.tagline,
    canonical: absoluteUrl(site.url, projectPath(project.slug)),
    type: 'article',
  };
}

/** A page from content/pages/'s head: its own description, its preview card as the link preview. */
export function contentPageHead(site: SiteProfile, page: ContentPage): PageHead {
  return {
    ...common(site),
    ...largeCard(site, page.previewCard),
    title: `${page.title} | ${site.name}`,
    description: page.description,
    canonical: absoluteUrl(site.url, contentPagePath(page.slug)),
    type: 'website',
  };
}

/**
 * Who the site is, for other sites, the same on every page: the Mastodon account that wrote it
 * (`fediverse:creator`, which Mastodon shows with a link to the page) and where webmentions go. Neither
 * is fetched by a browser: the policy is the same with them.
 */
export function identityTags({
  links,
  webmention,
}: {
  links: readonly { url: string }[];
  webmention?: string | undefined;
}): string[] {
  const creator = fediverseCreator(links);
  return [
    ...(creator ? [`<meta name="fediverse:creator" content="${escapeHtml(creator)}">`] : []),
    ...(webmention ? [`<link rel="webmention" href="${escapeHtml(webmention)}">`] : []),
  ];
}

/**
 * The head as HTML, for the prerendered page, with each `structuredData` object (see
 * structured-data.ts) as a JSON-LD block: data that no browser executes, escaped so it stays data, and
 * the tags every page has (`identityTags`).
 */
export function renderHead(
  head: PageHead,
  structuredData: readonly object[] = [],
  site: readonly string[] = [],
): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title data-pagefind-meta="title">${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
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
  if (head.prev) tags.splice(3, 0, `<link rel="prev" href="${escapeHtml(head.prev)}">`);
  if (head.next) tags.splice(head.prev ? 4 : 3, 0, `<link rel="next" href="${escapeHtml(head.next)}">`);
  if (head.feed)
    tags.splice(
      3,
      0,
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.url)}">`,
    );
  if (head.noindex === true) tags.splice(2, 0, meta('name', 'robots', 'noindex'));
  if (head.published) tags.push(meta('property', 'article:published_time', head.published));
  if (head.modified) tags.push(meta('property', 'article:modified_time', head.modified));
  tags.push(...site);
  for (const data of structuredData) tags.push(`<script type="application/ld+json">${scriptSafeJson(data)}</script>`);
  return tags.join('\n    ');
}

/** Brings the live document's head in line with `head` after a client-side navigation. */
export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  doc.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  doc.querySelector('link[rel="canonical"]')?.setAttribute('href', head.canonical);
  for (const rel of ['prev', 'next'] as const) {
    const href = head[rel];
    let link = doc.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
    if (href === undefined) {
      link?.remove();
      continue;
    }
    if (!link) {
      link = doc.createElement('link');
      link.rel = rel;
      doc.querySelector('link[rel="canonical"]')?.after(link);
    }
    link.href = href;
  }
}
