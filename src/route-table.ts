/**
 * The one route table: every page of the site and everything about it, in its entry, as a route module
 * owns its page in React Router's framework mode: its path pattern and its component (loaded lazily),
 * which the browser has, and its build-time parts (`build`): the paths to prerender, the data the page is
 * rendered from, its head tags, its structured data and the anchors a link may target. The router, the
 * prerenderer, the head tags on the server and after a client navigation, the sitemap and the content
 * check's links all read this table. It imports no page module until a page renders, so the build (in
 * Node) reads it too. `routeTable` is the browser's view of it (src/route-entry.ts says why); build-time
 * code asks for the rest through src/route-build.ts. Adding a page: CONTRIBUTING.md's recipe.
 */
import { matchRoutes, type Params } from 'react-router-dom';
import {
  postCard,
  postLink,
  projectLink,
  type ContentPageData,
  type HomeData,
  type PostData,
  type ProjectData,
  type TagsData,
} from './content/pages.ts';
import { contentPageHead, homeHead, postHead, projectHead, tagsHead, type PageHead } from './lib/head.ts';
import { lazyPage } from './lib/lazy-page.ts';
import { pageNumber } from './lib/pagination.ts';
import { adjacentPosts, featuredPosts, findPost } from './lib/posts.ts';
import {
  BLOG_PAGE_PATTERN,
  BLOG_PATH,
  CONTENT_PAGE_PATTERN,
  contentPagePath,
  HOME_PATH,
  POST_PATTERN,
  postPath,
  PROJECT_PATTERN,
  projectPath,
  TAG_PAGE_PATTERN,
  TAG_PATTERN,
  TAGS_PATH,
} from './lib/routes-paths.ts';
import { relatedPosts } from './lib/related.ts';
import { seriesOf } from './lib/series.ts';
import { tagCounts } from './lib/tags.ts';
import { homeAnchorIds, TOP_ID } from './lib/sections.ts';
import { defineRoute, type AnyRoute, type DataOf, type RouteTable } from './route-entry.ts';
import { blogIndex, tagRoute } from './route-lists.ts';

/** Every page of the site. Order matters only for readers: `matchRoutes` ranks the patterns itself. */
export const routeTable = {
  home: defineRoute<HomeData>({
    path: HOME_PATH,
    component: lazyPage(() => import('./pages/HomePage.tsx')),
    build: {
      head: (_data, site) => homeHead(site),
      paths: () => [HOME_PATH],
      data: (_params, { home, projects, experience, skills, talks, posts }) => ({
        profile: home,
        projects,
        experience,
        skills,
        talks,
        writing: featuredPosts(posts).map(postCard),
      }),
      structuredData: (_data, site, b) => [b.personData(site)],
      anchors: (_params, content) => homeAnchorIds(content.site.sections),
    },
  }),
  blog: blogIndex(BLOG_PATH, () => 1),
  blogPage: blogIndex(BLOG_PAGE_PATTERN, (params, total, size) => pageNumber(params.page, total, size)),
  post: defineRoute<PostData>({
    path: POST_PATTERN,
    component: lazyPage(() => import('./pages/PostPage.tsx')),
    body: (data) => data.body,
    build: {
      head: ({ post }, site) => postHead(site, post),
      paths: ({ posts, unlisted }) => [...posts, ...unlisted].map((post) => postPath(post.slug)),
      // An unlisted post is built at its URL and is on no list: no neighbours, no series, no post leads to it.
      data: (params, content) => {
        const { posts, unlisted } = content;
        const listed = findPost(posts, params.slug);
        const post = listed ?? findPost(unlisted, params.slug);
        if (!post) return undefined;
        const { previous, next } = adjacentPosts(posts, post.slug);
        // Its tags link only to the tag pages the listed posts and the projects make.
        const tagged = new Set(tagCounts(content).map(({ tag }) => tag));
        return {
          post: listed ?? { ...post, tags: post.tags.filter((tag) => tagged.has(tag)) },
          previous: postLink(previous),
          next: postLink(next),
          alone: posts.length === 1 && posts[0] === post,
          series: seriesOf(posts, post.slug),
          related: relatedPosts(posts, post.tags, post.slug).map(postCard),
          body: { source: post.source },
        };
      },
      structuredData: ({ post }, site, b) => [b.blogPostingData(site, post), b.breadcrumbData(site, post)],
      anchors: (params, { posts, unlisted }) => {
        const post = [...posts, ...unlisted].find((p) => p.slug === params.slug);
        return post && [TOP_ID, ...post.ids];
      },
    },
  }),
  tags: defineRoute<TagsData>({
    path: TAGS_PATH,
    component: lazyPage(() => import('./pages/TagsPage.tsx')),
    build: {
      head: (data, site) => tagsHead(site, data.tags),
      paths: (content) => (tagCounts(content).length > 0 ? [TAGS_PATH] : []),
      data: (_params, content) => {
        const tags = tagCounts(content);
        return tags.length > 0 ? { tags } : undefined;
      },
      structuredData: (data, site, b) => [b.collectionData(site, tagsHead(site, data.tags), [])],
      anchors: () => [TOP_ID],
    },
  }),
  project: defineRoute<ProjectData>({
    path: PROJECT_PATTERN,
    component: lazyPage(() => import('./pages/ProjectPage.tsx')),
    body: (data) => data.body,
    build: {
      head: ({ project }, site) => projectHead(site, project),
      paths: ({ projects }) =>
        projects.flatMap(({ slug, page }) => (slug !== undefined && page ? [projectPath(slug)] : [])),
      data: (params, { projects, posts }) => {
        // Previous and Next move between the projects that have pages, in the cards' order.
        const withPages = projects.filter((project) => project.page);
        const index = withPages.findIndex((project) => project.slug === params.slug);
        const project = withPages[index];
        if (!project?.page) return undefined;
        return {
          project,
          previous: projectLink(withPages[index - 1]),
          next: projectLink(withPages[index + 1]),
          related: relatedPosts(posts, project.tags).map(postCard),
          body: { source: project.page.source },
        };
      },
      structuredData: ({ project }, site, b) => [b.projectData(site, project), b.projectBreadcrumbData(site, project)],
      anchors: (params, { projects }) => {
        const page = projects.find((project) => project.slug === params.slug)?.page;
        return page && [TOP_ID, ...page.ids];
      },
    },
  }),
  page: defineRoute<ContentPageData>({
    path: CONTENT_PAGE_PATTERN,
    component: lazyPage(() => import('./pages/ContentPage.tsx')),
    body: (data) => data.body,
    build: {
      head: ({ page }, site) => contentPageHead(site, page),
      paths: ({ pages }) => pages.map((page) => contentPagePath(page.slug)),
      data: (params, { pages }) => {
        const page = pages.find((p) => p.slug === params.slug);
        return page && { page, body: { source: page.source } };
      },
      structuredData: ({ page }, site, b) => [b.webPageData(site, page), b.pageBreadcrumbData(site, page)],
      anchors: (params, { pages }) => {
        const page = pages.find((p) => p.slug === params.slug);
        return page && [TOP_ID, ...page.ids];
      },
    },
  }),
  tag: tagRoute(TAG_PATTERN, () => 1),
  tagPage: tagRoute(TAG_PAGE_PATTERN, (params, total, size) => pageNumber(params.page, total, size)),
} satisfies Record<string, AnyRoute>;

/** The name of a route of the table. */
export type RouteId = keyof typeof routeTable;

/**
 * What a page is rendered from: which route shows it, that route's data, and the head tags its entry
 * gives it. The prerendered page's own data block leaves the head out (the document has it); the
 * `page-data.json` a client-side navigation fetches carries it.
 */
export type PageState = {
  [K in RouteId]: { route: K; data: DataOf<(typeof routeTable)[K]>; head?: PageHead };
}[RouteId];

/** The route that shows `pathname` (a path inside the app, maybe with a trailing slash), and its params. */
export function routeAt(
  pathname: string,
  table: RouteTable = routeTable,
): { id: string; entry: AnyRoute; params: Params } | undefined {
  const matches = matchRoutes(
    Object.entries(table).map(([id, entry]) => ({ id, path: entry.path })),
    pathname,
  );
  const match = matches?.at(-1);
  const entry = match && table[match.route.id];
  return match && entry ? { id: match.route.id, entry, params: match.params } : undefined;
}

/**
 * True when `href` (a site path, maybe with a #hash) is a page the router renders, not a file such as
 * /resume.pdf: it matches a route, and no part it names has a dot (a slug never has one; a name with
 * one is a file beside the pages).
 */
export function isAppPage(href: string, table: RouteTable = routeTable): boolean {
  const path = href.split('#')[0] ?? '';
  if (path === '') return true;
  const found = routeAt(path, table);
  return found !== undefined && Object.values(found.params).every((value) => value?.includes('.') !== true);
}
