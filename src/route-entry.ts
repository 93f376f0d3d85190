/**
 * What a route is, in two parts by where each runs. The browser's part (src/route-table.ts): a path
 * pattern, the page's component and the body it shows. The build's part (src/route-build.ts): the paths
 * to prerender, the page's data, its head tags, its JSON-LD and the anchors a link may target. The two
 * tables have the same ids, and `BuildTable` types the build's by the browser's, so each route has its
 * build parts with its own data type. Only the server entry and the dev server import the build's part;
 * browser code that tries is a type error (tsconfig.browser.json).
 */
import type { Params } from 'react-router-dom';
import type { Thing, WithContext } from 'schema-dts';
import type { PageProps } from './content/pages.ts';
import type { BodyRef, PostSummary, SiteContent, SiteProfile } from './content/schema.ts';
import type { PageHead } from './lib/head.ts';
import type { LazyPage } from './lib/lazy-page.ts';
import type { HomeSectionId } from './lib/sections.ts';
import type * as StructuredData from './lib/structured-data.ts';

/**
 * The structured-data builders (src/lib/structured-data.ts), handed in by the server entry: only it
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
  /** Every post built at its URL and on no list (`unlisted: true`): a link may reach it. */
  unlisted: readonly Pick<PostSummary, 'slug' | 'ids'>[];
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

/** The browser's part of a route whose pages' data is a `D`. */
export interface Route<D> {
  /** A react-router path pattern (`/blog/:slug`). */
  path: string;
  /** The page, loaded the first time it renders. */
  component: LazyPage<PageProps<D>>;
  /** The compiled MDX the page shows, if any. */
  body?(data: D): BodyRef | undefined;
}

/** The build's part of a route: what is worked out about its pages at build time (or in the dev server). */
export interface BuildParts<D> {
  /** The concrete paths to prerender for this content. */
  paths(content: RouteContent): string[];
  /** The page's data at `params`, from the whole content; undefined when there is no such page (an unknown post). */
  data(params: Params, content: SiteContent): D | undefined;
  /**
   * The page's head tags: required, so a new page never borrows another's. The prerendered page has
   * them in its `<head>`, and its `page-data.json` carries them for a client-side navigation to it.
   */
  head(data: D, site: SiteProfile): PageHead;
  /** The page's JSON-LD. */
  structuredData(data: D, site: SiteProfile, builders: StructuredDataBuilders): WithContext<Thing>[];
  /** The ids on the page at `params` that a link may target; undefined when there is no such page. */
  anchors(params: Params, content: RouteContent): readonly string[] | undefined;
}

/** A route of the browser's table, its data type `D` written once: `route<PostData>({ path, component })`. */
export const route = <D>(entry: Route<D>): Route<D> => entry;

/** The data of a route's pages. */
export type DataOf<R> = R extends Route<infer D> ? D : never;

/** Any route of a table, whatever its data. */
export type AnyRoute = Omit<Route<unknown>, 'component'> & { component: LazyPage<never> };

/** A table of routes: the site's, or a test's own. */
export type RouteTable = Readonly<Record<string, AnyRoute>>;

/** The build's parts of every route of `T`, each for its route's data. */
export type BuildTable<T extends RouteTable> = { readonly [K in keyof T]: BuildParts<DataOf<T[K]>> };

/** A table of routes with the build's parts of each: what the build-time functions work from. */
export interface Routes {
  table: RouteTable;
  build: Readonly<Record<string, BuildParts<unknown>>>;
}
