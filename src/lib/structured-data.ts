/**
 * Structured data (schema.org JSON-LD) for search engines, built from the content: the owner as a
 * `Person` on home, `Blog` on the blog index, `BlogPosting` and a `BreadcrumbList` on each post, a
 * `CreativeWork` and its `BreadcrumbList` on each project page, a `WebPage` and its `BreadcrumbList` on
 * each page from content/pages/.
 * Typed with schema-dts (types only). Each route of the route table (src/route-table.ts) names its
 * page's data from these builders; the prerenderer hands them in and writes the result into each page's
 * head, so the browser bundle never imports this module.
 */
import type {
  Blog,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  CreativeWork,
  Person,
  WebPage,
  WithContext,
} from 'schema-dts';
import type { ContentPage, PostSummary, Project, SiteProfile } from '../content/schema.ts';
import { blogHead, type PageHead } from './head.ts';
import { BLOG_PATH, contentPagePath, HOME_PATH, postPath, projectPath } from './routes-paths.ts';
import { absoluteUrl } from './urls.ts';

const CONTEXT = 'https://schema.org';

/** The `@id` of the owner, so posts and the blog name the same person as home. */
const personId = (site: SiteProfile) => `${absoluteUrl(site.url, HOME_PATH)}#person`;

/** The owner as a reference from other pages' data. */
function author(site: SiteProfile): Person {
  return { '@type': 'Person', '@id': personId(site), name: site.name, url: absoluteUrl(site.url, HOME_PATH) };
}

/** Absolute URL of a built asset (its src already carries the base path). */
const assetUrl = (site: SiteProfile, src: string) => new URL(src, site.url).href;

/** The owner: name, job title, home page, photo and profiles elsewhere (every link of `links`). */
export function personData(site: SiteProfile): WithContext<Person> {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': personId(site),
    name: site.name,
    url: absoluteUrl(site.url, HOME_PATH),
    jobTitle: site.role,
    description: site.description,
    image: assetUrl(site, site.photo.picture.img.src),
    ...(site.links.length > 0 && { sameAs: site.links.map((link) => link.url) }),
  };
}

/** One post as an article: headline, description, image, dates, author and URL. */
export function blogPostingData(site: SiteProfile, post: PostSummary): WithContext<BlogPosting> {
  const url = absoluteUrl(site.url, postPath(post.slug));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': url,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: url,
    // The post's own image (its first gallery image, else its preview card), as in its link preview.
    image: assetUrl(site, (post.cover ?? post.previewCard)?.preview.src ?? site.photo.picture.img.src),
    // With the owner's offset when the post gives a time, so the moment is exact wherever it is read.
    datePublished: post.publishedAt ?? post.date,
    dateModified: post.updated,
    ...(post.tags.length > 0 && { keywords: post.tags.join(', ') }),
    author: author(site),
  };
}

/** The blog index: the blog and the posts a page of it lists, in its order (newest first). */
export function blogData(
  site: SiteProfile,
  posts: readonly Pick<PostSummary, 'slug' | 'title' | 'date'>[],
): WithContext<Blog> {
  const url = absoluteUrl(site.url, BLOG_PATH);
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    '@id': url,
    name: blogHead(site).title,
    url,
    author: author(site),
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      '@id': absoluteUrl(site.url, postPath(post.slug)),
      headline: post.title,
      url: absoluteUrl(site.url, postPath(post.slug)),
      datePublished: post.date,
    })),
  };
}

/** Home › the blog › the post, as search results show a page's place in the site. */
export function breadcrumbData(site: SiteProfile, post: PostSummary): WithContext<BreadcrumbList> {
  return crumbList(site, [
    { name: site.name, path: HOME_PATH },
    { name: site.blog.name, path: BLOG_PATH },
    { name: post.title, path: postPath(post.slug) },
  ]);
}

/**
 * A page that lists posts (the tags page, a page of a tag): a collection, named and described as its
 * head names it, with the posts it lists in its order.
 */
export function collectionData(
  site: SiteProfile,
  head: Pick<PageHead, 'title' | 'description' | 'canonical'>,
  posts: readonly Pick<PostSummary, 'slug' | 'title'>[],
): WithContext<CollectionPage> {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    '@id': head.canonical,
    name: head.title,
    description: head.description,
    url: head.canonical,
    author: author(site),
    ...(posts.length > 0 && {
      hasPart: posts.map((post) => {
        const url = absoluteUrl(site.url, postPath(post.slug));
        return { '@type': 'BlogPosting', '@id': url, headline: post.title, url } as const;
      }),
    }),
  };
}

/** One project's page as a creative work: name, description, image, keywords, author and URL. */
export function projectData(site: SiteProfile, project: Project): WithContext<CreativeWork> {
  const url = absoluteUrl(site.url, projectPath(project.slug));
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    '@id': url,
    name: project.title,
    headline: project.title,
    description: project.tagline,
    abstract: project.description,
    url,
    mainEntityOfPage: url,
    image: assetUrl(site, project.page?.previewCard?.preview.src ?? site.photo.picture.img.src),
    ...(project.tags.length + project.stack.length > 0 && { keywords: [...project.tags, ...project.stack].join(', ') }),
    author: author(site),
  };
}

/** A project page's place in the site: home, its projects section, the project. */
export function projectBreadcrumbData(site: SiteProfile, project: Project): WithContext<BreadcrumbList> {
  return crumbList(site, [
    { name: site.name, path: HOME_PATH },
    { name: 'Projects', path: `${HOME_PATH}#projects` },
    { name: project.title, path: projectPath(project.slug) },
  ]);
}

/** A page from content/pages/: name, description, image, author and URL. */
export function webPageData(site: SiteProfile, page: ContentPage): WithContext<WebPage> {
  const url = absoluteUrl(site.url, contentPagePath(page.slug));
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    '@id': url,
    name: page.title,
    description: page.description,
    url,
    image: assetUrl(site, page.previewCard?.preview.src ?? site.photo.picture.img.src),
    author: author(site),
  };
}

/** A page's place in the site: home, the page. */
export function pageBreadcrumbData(site: SiteProfile, page: ContentPage): WithContext<BreadcrumbList> {
  return crumbList(site, [
    { name: site.name, path: HOME_PATH },
    { name: page.title, path: contentPagePath(page.slug) },
  ]);
}

/** A breadcrumb trail of pages, first to last. */
function crumbList(site: SiteProfile, crumbs: readonly { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site.url, crumb.path),
    })),
  };
}
