/**
 * The routes at build time: for each route of the browser's table (src/route-table.ts), by the same id,
 * what is worked out about its pages: the paths to prerender, the data a page is rendered from, its head
 * tags, its JSON-LD and the anchors a link may target. `satisfies BuildTable<…>` makes each id's entry
 * take and give its own route's data. As a React Router route module owns its `loader` and `meta`, the
 * entry owns its page: the prerenderer, the dev server's pages, the sitemap and the content check's links
 * all read it. Only the server entry and the dev server import this module, never a built site's browser
 * (tsconfig.browser.json leaves it out).
 */
import { matchRoutes, type Params } from 'react-router-dom';
import {
  postCard,
  postLink,
  projectLink,
  type BlogIndexData,
  type ContentPageData,
  type HomeData,
  type PostData,
  type ProjectData,
  type TagData,
  type TagsData,
} from './content/pages.ts';
import type { SiteContent } from './content/schema.ts';
import { blogHead, contentPageHead, homeHead, postHead, projectHead, tagHead, tagsHead } from './lib/head.ts';
import { pageCount, pageItems, pagedPaths, pageNumber } from './lib/pagination.ts';
import { adjacentPosts, byYear, featuredPosts, findPost, newestFirst } from './lib/posts.ts';
import { relatedPosts } from './lib/related.ts';
import {
  BLOG_PAGE_PATTERN,
  BLOG_PATH,
  contentPagePath,
  HOME_PATH,
  postPath,
  projectPath,
  tagPath,
  TAG_PAGE_PATTERN,
  TAG_PATTERN,
  TAGS_PATH,
} from './lib/routes-paths.ts';
import { homeAnchorIds, TOP_ID } from './lib/sections.ts';
import { seriesOf } from './lib/series.ts';
import { postsTagged, tagCounts } from './lib/tags.ts';
import type { BuildParts, BuildTable, RouteContent, Routes, RouteTable } from './route-entry.ts';
import { routeAt, routeTable, type PageState } from './route-table.ts';

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
const blogIndex = (path: string, page: PageOf): BuildParts<BlogIndexData> => ({
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
const tagRoute = (path: string, page: PageOf): BuildParts<TagData> => ({
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

/** Home's data: every path no page has shows it too. */
const homeData = ({ home: profile, projects, experience, skills, talks, posts }: SiteContent): HomeData => ({
  profile,
  projects,
  experience,
  skills,
  talks,
  writing: featuredPosts(posts).map(postCard),
});

const home: BuildParts<HomeData> = {
  head: (_data, site) => homeHead(site),
  paths: () => [HOME_PATH],
  data: (_params, content) => homeData(content),
  structuredData: (_data, site, b) => [b.personData(site)],
  anchors: (_params, content) => homeAnchorIds(content.site.sections),
};

const post: BuildParts<PostData> = {
  head: ({ post: shown }, site) => postHead(site, shown),
  paths: ({ posts, unlisted }) => [...posts, ...unlisted].map((p) => postPath(p.slug)),
  // An unlisted post is built at its URL and is on no list: no neighbours, no series, no post leads to it.
  data: (params, content) => {
    const { posts, unlisted } = content;
    const listed = findPost(posts, params.slug);
    const found = listed ?? findPost(unlisted, params.slug);
    if (!found) return undefined;
    const { previous, next } = adjacentPosts(posts, found.slug);
    // Its tags link only to the tag pages the listed posts and the projects make.
    const tagged = new Set(tagCounts(content).map(({ tag }) => tag));
    return {
      post: listed ?? { ...found, tags: found.tags.filter((tag) => tagged.has(tag)) },
      previous: postLink(previous),
      next: postLink(next),
      alone: posts.length === 1 && posts[0] === found,
      series: seriesOf(posts, found.slug),
      related: relatedPosts(posts, found.tags, found.slug).map(postCard),
      body: { source: found.source },
      conversation: content.conversations[postPath(found.slug)],
    };
  },
  structuredData: ({ post: shown }, site, b) => [b.blogPostingData(site, shown), b.breadcrumbData(site, shown)],
  anchors: (params, { posts, unlisted }) => {
    const found = [...posts, ...unlisted].find((p) => p.slug === params.slug);
    return found && [TOP_ID, ...found.ids];
  },
};

const tags: BuildParts<TagsData> = {
  head: (data, site) => tagsHead(site, data.tags),
  paths: (content) => (tagCounts(content).length > 0 ? [TAGS_PATH] : []),
  data: (_params, content) => {
    const counts = tagCounts(content);
    return counts.length > 0 ? { tags: counts } : undefined;
  },
  structuredData: (data, site, b) => [b.collectionData(site, tagsHead(site, data.tags), [])],
  anchors: () => [TOP_ID],
};

const project: BuildParts<ProjectData> = {
  head: ({ project: shown }, site) => projectHead(site, shown),
  paths: ({ projects }) =>
    projects.flatMap(({ slug, page }) => (slug !== undefined && page ? [projectPath(slug)] : [])),
  data: (params, { projects, posts, conversations }) => {
    // Previous and Next move between the projects that have pages, in the cards' order.
    const withPages = projects.filter((p) => p.page);
    const index = withPages.findIndex((p) => p.slug === params.slug);
    const found = withPages[index];
    if (!found?.page) return undefined;
    return {
      project: found,
      previous: projectLink(withPages[index - 1]),
      next: projectLink(withPages[index + 1]),
      related: relatedPosts(posts, found.tags).map(postCard),
      body: { source: found.page.source },
      conversation: conversations[projectPath(found.slug)],
    };
  },
  structuredData: ({ project: shown }, site, b) => [b.projectData(site, shown), b.projectBreadcrumbData(site, shown)],
  anchors: (params, { projects }) => {
    const page = projects.find((p) => p.slug === params.slug)?.page;
    return page && [TOP_ID, ...page.ids];
  },
};

const page: BuildParts<ContentPageData> = {
  head: ({ page: shown }, site) => contentPageHead(site, shown),
  paths: ({ pages }) => pages.map((p) => contentPagePath(p.slug)),
  data: (params, { pages }) => {
    const found = pages.find((p) => p.slug === params.slug);
    return found && { page: found, body: { source: found.source } };
  },
  structuredData: ({ page: shown }, site, b) => [b.webPageData(site, shown), b.pageBreadcrumbData(site, shown)],
  anchors: (params, { pages }) => {
    const found = pages.find((p) => p.slug === params.slug);
    return found && [TOP_ID, ...found.ids];
  },
};

/** The build's part of every route of src/route-table.ts, by the same id. */
export const routeBuild = {
  home,
  blog: blogIndex(BLOG_PATH, () => 1),
  blogPage: blogIndex(BLOG_PAGE_PATTERN, (params, total, size) => pageNumber(params.page, total, size)),
  post,
  tags,
  project,
  page,
  tag: tagRoute(TAG_PATTERN, () => 1),
  tagPage: tagRoute(TAG_PAGE_PATTERN, (params, total, size) => pageNumber(params.page, total, size)),
} satisfies BuildTable<typeof routeTable>;

/** The site's routes, both parts: what the functions below work from unless a test gives its own. */
export const SITE_ROUTES: Routes = { table: routeTable, build: routeBuild };

/** The build's part of the route `id` of `routes`. */
function buildOf(routes: Routes, id: string): BuildParts<unknown> {
  const parts = routes.build[id];
  if (!parts) throw new Error(`the route ${id} has no build parts`);
  return parts;
}

/**
 * What the page at `pathname` shows: its route, that route's data and its head. A path no page has (an
 * unknown post, a page past the end of a list, any other path) shows home: the site has no not-found page.
 */
export function pageFor(pathname: string, content: SiteContent, routes: Routes = SITE_ROUTES): PageState {
  const found = routeAt(pathname, routes.table);
  if (found) {
    const parts = buildOf(routes, found.id);
    const data = parts.data(found.params, content);
    if (data !== undefined) return { route: found.id, data, head: parts.head(data, content.site) } as PageState;
  }
  const data = homeData(content);
  return { route: 'home', data, head: home.head(data, content.site) };
}

/** Every path the prerenderer writes, for this content. */
export function prerenderPaths(content: RouteContent, routes: Routes = SITE_ROUTES): string[] {
  return Object.keys(routes.table).flatMap((id) => buildOf(routes, id).paths(content));
}

/** Each table's routes by path, matched once: `matchRoutes` ranks every route at each call (dev saves). */
const routesOfPaths = new WeakMap<RouteTable, Map<string, ReturnType<typeof routeAt>>>();
function routeOfPath(path: string, table: RouteTable): ReturnType<typeof routeAt> {
  const known = routesOfPaths.get(table) ?? new Map<string, ReturnType<typeof routeAt>>();
  routesOfPaths.set(table, known);
  if (!known.has(path)) known.set(path, routeAt(path, table));
  return known.get(path);
}

/**
 * Every page a link may lead to, with the ids on it: for the content check, which reports a link to a
 * page or an anchor that does not exist.
 */
export function linkTargets(content: RouteContent, routes: Routes = SITE_ROUTES): Map<string, Set<string>> {
  const targets = new Map<string, Set<string>>();
  for (const path of prerenderPaths(content, routes)) {
    const found = routeOfPath(path, routes.table);
    const anchors = found && buildOf(routes, found.id).anchors(found.params, content);
    if (anchors) targets.set(path, new Set(anchors));
  }
  return targets;
}
