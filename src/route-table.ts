/**
 * The one route table: every page of the site and everything about it, in its entry, as a route module
 * owns its page in React Router's framework mode: its path pattern, its component (loaded lazily), the
 * paths to prerender, the data the page is rendered from, its head tags, its structured data and the
 * anchors a link may target. The router, the prerenderer, the head tags on the server and after a client
 * navigation, the sitemap and the content check's links all read this table. It imports no page module
 * until a page renders, so the build (in Node) reads it too.
 *
 * Adding a page: an entry here, its page file in src/pages/ (with its CSS), and its nav link if it has one.
 */
import { matchRoutes, type Params } from 'react-router-dom';
import type { Thing, WithContext } from 'schema-dts';
import type {
  BlogIndexData,
  ContentPageData,
  HomeData,
  PageProps,
  PostCardData,
  PostData,
  PostLinkData,
  ProjectData,
  ProjectLinkData,
  TagData,
  TagsData,
} from './content/pages.ts';
import type { BodyRef, PostSummary, Project, SiteContent, SiteProfile } from './content/schema.ts';
import {
  blogHead,
  contentPageHead,
  homeHead,
  postHead,
  projectHead,
  tagHead,
  tagsHead,
  type PageHead,
} from './lib/head.ts';
import { lazyPage, type LazyPage } from './lib/lazy-page.ts';
import { pageCount, pageItems, pageNumber, pagedPaths } from './lib/pagination.ts';
import { adjacentPosts, byYear, featuredPosts, findPost, newestFirst } from './lib/posts.ts';
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
  tagPath,
  TAGS_PATH,
} from './lib/routes-paths.ts';
import { relatedPosts } from './lib/related.ts';
import { seriesOf } from './lib/series.ts';
import { postsTagged, tagCounts } from './lib/tags.ts';
import { homeAnchorIds, TOP_ID, type HomeSectionId } from './lib/sections.ts';
import type * as StructuredData from './lib/structured-data.ts';

/**
 * The structured-data builders (src/lib/structured-data.ts), handed in by the prerenderer: only it
 * writes JSON-LD, so the browser never downloads them.
 */
export type StructuredDataBuilders = typeof StructuredData;

/**
 * What the paths and link targets are worked out from: the content check has it before any image is
 * made or any post is compiled (so also for a post whose frontmatter failed), the prerenderer after.
 */
export interface RouteContent {
  /** The blog's page size, and the sections the home page shows, in its order. */
  site: { blog: { pageSize: number }; sections: readonly HomeSectionId[] };
  /** Every post a link may reach; one that failed its checks has no date or tags. */
  posts: readonly (Pick<PostSummary, 'slug' | 'ids'> &
    Partial<Pick<PostSummary, 'date' | 'title' | 'tags' | 'featured'>>)[];
  /** Every project; one whose file has a body has a page, with the ids its body defines. */
  projects: readonly {
    slug?: string | undefined;
    tags?: readonly string[] | undefined;
    page?: { ids: readonly string[] } | undefined;
  }[];
  experience: readonly unknown[];
  skills: readonly unknown[];
  talks: readonly unknown[];
  /** Every page from content/pages/, with the ids its body defines. */
  pages: readonly { slug: string; ids: readonly string[] }[];
}

/** One page of the site, or one kind of page (a post), whose data is a `D`. */
export interface RouteEntry<D> {
  /** A react-router path pattern (`/blog/:slug`). */
  path: string;
  /** The page, loaded the first time it renders. */
  component: LazyPage<PageProps<D>>;
  /** The concrete paths to prerender for this content. */
  paths(content: RouteContent): string[];
  /** The page's data at `params`, from the whole content; undefined when there is no such page (an unknown post). */
  data(params: Params, content: SiteContent): D | undefined;
  /**
   * The page's head tags: required, so a new page never borrows another's. Worked out with the page's
   * data: the prerendered page has them in its `<head>`, and its `page-data.json` carries them for a
   * client-side navigation to it.
   */
  head(data: D, site: SiteProfile): PageHead;
  /** The page's JSON-LD. */
  structuredData(data: D, site: SiteProfile, builders: StructuredDataBuilders): WithContext<Thing>[];
  /** The ids on the page at `params` that a link may target; undefined when there is no such page. */
  anchors(params: Params, content: RouteContent): readonly string[] | undefined;
  /** The compiled MDX the page renders, if any, whose module and stylesheets the prerendered page names. */
  body?(data: D): BodyRef | undefined;
}

/**
 * True where an entry's build-time parts run (`paths`, `data`, `head`, `anchors`, `structuredData`): the
 * server bundle, the dev server and plain Node (the content check). A built site's browser bundle never
 * calls them: there Vite writes `false` for `import.meta.env.SSR` and `.DEV`, so the bundler drops them,
 * and the helpers only they use, from the code every page loads.
 */
// `typeof`: plain Node has no `import.meta.env` at all.
const BUILD_TIME = typeof import.meta.env === 'undefined' || import.meta.env.SSR || import.meta.env.DEV;

/** An entry's build-time parts. */
type BuildParts<D> = Pick<RouteEntry<D>, 'paths' | 'data' | 'head' | 'anchors' | 'structuredData'>;

/** What stands for the build-time parts in the browser's bundle, which never calls them. */
const inBrowser = <D>() => ({}) as BuildParts<D>;

/** Any entry of a table, whatever its data. */
export type AnyRoute = Omit<RouteEntry<unknown>, 'component'> & { component: LazyPage<never> };

/** A table of routes: the site's, or a test's own. */
export type RouteTable = Readonly<Record<string, AnyRoute>>;

/** An entry, with its data type inferred from its `data`. */
export const defineRoute = <D>(entry: RouteEntry<D>): RouteEntry<D> => entry;

const card = ({ slug, title, description, date, readingMinutes, draft, tags, cover }: PostSummary): PostCardData => ({
  slug,
  title,
  description,
  date,
  readingMinutes,
  draft,
  tags,
  ...(cover && { cover: { alt: cover.alt, picture: cover.picture } }),
});

/** The posts a list shows, newest first: those with a date (the content check also knows posts that failed it). */
const dated = (posts: RouteContent['posts']) =>
  newestFirst(
    posts.filter((p): p is typeof p & { date: string; title: string } => p.date !== undefined && p.title !== undefined),
  );

/** The ids on page `page` of a list of `posts` (newest first): the top, and each year heading. */
const listAnchors = (posts: readonly { date: string }[], page: number | undefined, size: number) =>
  page === undefined ? undefined : [TOP_ID, ...byYear(pageItems(posts, page, size)).map(({ year }) => year)];

const link = (post: PostSummary | undefined): PostLinkData | undefined =>
  post && { slug: post.slug, title: post.title };

const projectLink = (project: Project | undefined): ProjectLinkData | undefined =>
  project && { slug: project.slug, title: project.title };

/**
 * Which page of a list a route's params name, given the list's length and page size: the list's first
 * page, or a later page (`/page/<n>`); undefined when the list has no such page.
 */
type PageOf = (params: Params, total: number, size: number) => number | undefined;

/** The blog index: its first page at /blog, the others at /blog/page/<n>. */
const blogIndex = (path: string, page: PageOf) =>
  defineRoute<BlogIndexData>({
    path,
    component: lazyPage(() => import('./pages/BlogIndexPage.tsx')),
    ...(BUILD_TIME
      ? {
          head: (data, site) => blogHead(site, data),
          paths: ({ posts, site }) =>
            posts.length === 0
              ? []
              : pagedPaths(BLOG_PATH, posts.length, site.blog.pageSize).filter((p) => matches(p, path)),
          data: (params, { site, posts }) => {
            const size = site.blog.pageSize;
            const number = page(params, posts.length, size);
            if (posts.length === 0 || number === undefined) return undefined;
            const list = newestFirst(posts);
            return {
              posts: pageItems(list, number, size).map(card),
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
        }
      : inBrowser<BlogIndexData>()),
  });

/** A tag's page: its first page at /blog/tags/<tag>, the others at /blog/tags/<tag>/page/<n>. */
const tagRoute = (path: string, page: PageOf) =>
  defineRoute<TagData>({
    path,
    component: lazyPage(() => import('./pages/TagPage.tsx')),
    ...(BUILD_TIME
      ? {
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
              posts: pageItems(tagged, number, size).map(card),
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
        }
      : inBrowser<TagData>()),
  });

/** Whether `path` is one the pattern `pattern` matches. */
const matches = (path: string, pattern: string) => matchRoutes([{ path: pattern }], path) !== null;

/** Every page of the site. Order matters only for readers: `matchRoutes` ranks the patterns itself. */
export const routeTable = {
  home: defineRoute<HomeData>({
    path: HOME_PATH,
    component: lazyPage(() => import('./pages/HomePage.tsx')),
    ...(BUILD_TIME
      ? {
          head: (_data, site) => homeHead(site),
          paths: () => [HOME_PATH],
          data: (_params, { home, projects, experience, skills, talks, posts }) => ({
            profile: home,
            projects,
            experience,
            skills,
            talks,
            writing: featuredPosts(posts).map(card),
          }),
          structuredData: (_data, site, b) => [b.personData(site)],
          anchors: (_params, content) => homeAnchorIds(content.site.sections),
        }
      : inBrowser<HomeData>()),
  }),
  blog: blogIndex(BLOG_PATH, () => 1),
  blogPage: blogIndex(BLOG_PAGE_PATTERN, (params, total, size) => pageNumber(params.page, total, size)),
  post: defineRoute<PostData>({
    path: POST_PATTERN,
    component: lazyPage(() => import('./pages/PostPage.tsx')),
    body: (data) => data.body,
    ...(BUILD_TIME
      ? {
          head: ({ post }, site) => postHead(site, post),
          paths: ({ posts }) => posts.map((post) => postPath(post.slug)),
          data: (params, { posts }) => {
            const post = findPost(posts, params.slug);
            if (!post) return undefined;
            const { previous, next } = adjacentPosts(posts, post.slug);
            return {
              post,
              previous: link(previous),
              next: link(next),
              alone: posts.length === 1,
              series: seriesOf(posts, post.slug),
              related: relatedPosts(posts, post.tags, post.slug).map(card),
              body: { source: post.source },
            };
          },
          structuredData: ({ post }, site, b) => [b.blogPostingData(site, post), b.breadcrumbData(site, post)],
          anchors: (params, { posts }) => {
            const post = posts.find((p) => p.slug === params.slug);
            return post && [TOP_ID, ...post.ids];
          },
        }
      : inBrowser<PostData>()),
  }),
  tags: defineRoute<TagsData>({
    path: TAGS_PATH,
    component: lazyPage(() => import('./pages/TagsPage.tsx')),
    ...(BUILD_TIME
      ? {
          head: (data, site) => tagsHead(site, data.tags),
          paths: (content) => (tagCounts(content).length > 0 ? [TAGS_PATH] : []),
          data: (_params, content) => {
            const tags = tagCounts(content);
            return tags.length > 0 ? { tags } : undefined;
          },
          structuredData: (data, site, b) => [b.collectionData(site, tagsHead(site, data.tags), [])],
          anchors: () => [TOP_ID],
        }
      : inBrowser<TagsData>()),
  }),
  project: defineRoute<ProjectData>({
    path: PROJECT_PATTERN,
    component: lazyPage(() => import('./pages/ProjectPage.tsx')),
    body: (data) => data.body,
    ...(BUILD_TIME
      ? {
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
              related: relatedPosts(posts, project.tags).map(card),
              body: { source: project.page.source },
            };
          },
          structuredData: ({ project }, site, b) => [
            b.projectData(site, project),
            b.projectBreadcrumbData(site, project),
          ],
          anchors: (params, { projects }) => {
            const page = projects.find((project) => project.slug === params.slug)?.page;
            return page && [TOP_ID, ...page.ids];
          },
        }
      : inBrowser<ProjectData>()),
  }),
  page: defineRoute<ContentPageData>({
    path: CONTENT_PAGE_PATTERN,
    component: lazyPage(() => import('./pages/ContentPage.tsx')),
    body: (data) => data.body,
    ...(BUILD_TIME
      ? {
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
        }
      : inBrowser<ContentPageData>()),
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
  [K in RouteId]: { route: K; data: NonNullable<ReturnType<(typeof routeTable)[K]['data']>>; head?: PageHead };
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
 * What the page at `pathname` shows: its route and that route's data. A path no page has (an unknown
 * post, a page past the end of a list, any other path) shows home: the site has no not-found page.
 */
export function pageFor(pathname: string, content: SiteContent, table: RouteTable = routeTable): PageState {
  const found = routeAt(pathname, table);
  const data = found?.entry.data(found.params, content);
  if (found && data !== undefined) {
    return { route: found.id, data, head: found.entry.head(data, content.site) } as PageState;
  }
  const home = table.home ?? routeTable.home;
  const homeData = home.data({}, content) as HomeData;
  return { route: 'home', data: homeData, head: home.head(homeData, content.site) };
}

/** Every path the prerenderer writes, for this content. */
export function prerenderPaths(content: RouteContent, table: RouteTable = routeTable): string[] {
  return Object.values(table).flatMap((entry) => entry.paths(content));
}

/**
 * Every page a link may lead to, with the ids on it: for the content check, which reports a link to a
 * page or an anchor that does not exist.
 */
export function linkTargets(content: RouteContent, table: RouteTable = routeTable): Map<string, Set<string>> {
  const targets = new Map<string, Set<string>>();
  for (const path of prerenderPaths(content, table)) {
    const found = routeAt(path, table);
    const anchors = found?.entry.anchors(found.params, content);
    if (anchors) targets.set(path, new Set(anchors));
  }
  return targets;
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
