/**
 * What a route entry is, typed by where each part runs. An entry of the route table (src/route-table.ts)
 * has a part the browser needs to show its page (its path pattern, its component, the body it shows) and
 * build-time parts, under `build`: the paths to prerender, the page's data, its head tags, its JSON-LD and
 * the anchors a link may target. `defineRoute` makes the split once, for every entry: what it returns is
 * the browser's part alone (a `Route`), so browser code that calls a build-time part fails to compile;
 * and the browser's bundle of a built site leaves each entry's `build` out
 * (scripts/pipeline/bundle/route-build-parts.ts). Code that runs at build time (the prerenderer, the
 * dev server's pages, the content check) reaches the build-time parts through src/route-build.ts.
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

/** One page of the site, or one kind of page (a post), whose data is a `D`: what the browser has of it. */
export interface Route<D> {
  /** A react-router path pattern (`/blog/:slug`). */
  path: string;
  /** The page, loaded the first time it renders. */
  component: LazyPage<PageProps<D>>;
  /** The compiled MDX the page renders, if any, whose module and stylesheets the prerendered page names. */
  body?(data: D): BodyRef | undefined;
}

/** What is worked out about a route's pages at build time: the browser's bundle has none of it. */
export interface BuildParts<D> {
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
}

/** An entry as it is written: the browser's part, and the build-time parts under `build`. */
export interface RouteEntry<D> extends Route<D> {
  build: BuildParts<D>;
}

/**
 * A route from its entry, with its data type inferred from `build.data`. Written as an object literal
 * (`defineRoute({ path, component, build: { … } })`): the browser's bundle is made without `build`.
 */
export const defineRoute = <D>(entry: RouteEntry<D>): Route<D> => entry;

/** The data of a route's pages. */
export type DataOf<R> = R extends Route<infer D> ? D : never;

/** Any route of a table, whatever its data. */
export type AnyRoute = Omit<Route<unknown>, 'component'> & { component: LazyPage<never> };

/** A table of routes: the site's, or a test's own. */
export type RouteTable = Readonly<Record<string, AnyRoute>>;
