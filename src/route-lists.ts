/**
 * The build's parts of the site's paged lists, for src/route-build.ts: the blog index and a tag's page,
 * each at its first page and at /page/<n>, with the helpers they share (the dated posts, the anchors of
 * one page of a list).
 */
import { matchRoutes, type Params } from 'react-router-dom';
import { postCard, type BlogIndexData, type TagData } from './content/pages.ts';
import { blogHead, tagHead } from './lib/head.ts';
import { pageCount, pageItems, pagedPaths } from './lib/pagination.ts';
import { byYear, newestFirst } from './lib/posts.ts';
import { BLOG_PATH, tagPath } from './lib/routes-paths.ts';
import { TOP_ID } from './lib/sections.ts';
import { postsTagged, tagCounts } from './lib/tags.ts';
import type { BuildParts, RouteContent } from './route-entry.ts';

/** The posts a list shows, newest first: those with a date (the content check also knows posts that failed it). */
const dated = (posts: RouteContent['posts']) =>
  newestFirst(
    posts.filter((p): p is typeof p & { date: string; title: string } => p.date !== undefined && p.title !== undefined),
  );

/** The ids on page `page` of a list of `posts` (newest first): the top, and each year heading. */
const listAnchors = (posts: readonly { date: string }[], page: number | undefined, size: number) =>
  page === undefined ? undefined : [TOP_ID, ...byYear(pageItems(posts, page, size)).map(({ year }) => year)];

/**
 * Which page of a list a route's params name, given the list's length and page size: the list's first
 * page, or a later page (`/page/<n>`); undefined when the list has no such page.
 */
type PageOf = (params: Params, total: number, size: number) => number | undefined;

/** The blog index at `path`: its first page at /blog, the others at /blog/page/<n>. */
export const blogIndex = (path: string, page: PageOf): BuildParts<BlogIndexData> => ({
  head: (data, site) => blogHead(site, data),
  paths: ({ posts, site }) =>
    posts.length === 0 ? [] : pagedPaths(BLOG_PATH, posts.length, site.blog.pageSize).filter((p) => matches(p, path)),
  data: (params, { site, posts }) => {
    const size = site.blog.pageSize;
    const number = page(params, posts.length, size);
    if (posts.length === 0 || number === undefined) return undefined;
    const list = newestFirst(posts);
    return {
      posts: pageItems(list, number, size).map(postCard),
      page: number,
      pages: pageCount(list.length, size),
      total: list.length,
    };
  },
  structuredData: (data, site, b) => [b.blogData(site, data.posts)],
  anchors: (params, content) => {
    const posts = dated(content.posts);
    const size = content.site.blog.pageSize;
    return listAnchors(posts, page(params, posts.length, size), size);
  },
});

/** A tag's page at `path`: its first page at /blog/tags/<tag>, the others at /blog/tags/<tag>/page/<n>. */
export const tagRoute = (path: string, page: PageOf): BuildParts<TagData> => ({
  head: (data, site) => tagHead(site, data),
  paths: (content) =>
    tagCounts(content).flatMap(({ tag, posts }) =>
      pagedPaths(tagPath(tag), posts, content.site.blog.pageSize).filter((p) => matches(p, path)),
    ),
  data: (params, { site, posts, projects }) => {
    const tag = params.tag ?? '';
    const tagged = postsTagged(posts, tag);
    const carrying = projects.filter((project) => project.tags.includes(tag));
    const size = site.blog.pageSize;
    const number = page(params, tagged.length, size);
    if (tagged.length + carrying.length === 0 || number === undefined) return undefined;
    return {
      tag,
      total: tagged.length,
      projectTotal: carrying.length,
      posts: pageItems(tagged, number, size).map(postCard),
      projects: number === 1 ? carrying : [],
      page: number,
      pages: pageCount(tagged.length, size),
    };
  },
  structuredData: (data, site, b) => [b.collectionData(site, tagHead(site, data), data.posts)],
  anchors: (params, content) => {
    const tag = params.tag ?? '';
    if (!tagCounts(content).some((t) => t.tag === tag)) return undefined;
    const tagged = dated(content.posts).filter((post) => post.tags?.includes(tag));
    const size = content.site.blog.pageSize;
    return listAnchors(tagged, page(params, tagged.length, size), size);
  },
});

/** Whether `path` is one the pattern `pattern` matches. */
const matches = (path: string, pattern: string) => matchRoutes([{ path: pattern }], path) !== null;
