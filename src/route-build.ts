/**
 * The route table at build time: what the prerenderer, the dev server's pages and the content check ask
 * of each entry's build-time parts (see src/route-entry.ts). A built site's browser has none of them, so
 * in the app only the server entry and the dev server's pages import this module (ESLint refuses it
 * anywhere else); the build's scripts and the tests may.
 */
import type { HomeData } from './content/pages.ts';
import type { SiteContent } from './content/schema.ts';
import type { AnyRoute, BuildParts, Route, RouteContent, RouteEntry, RouteTable } from './route-entry.ts';
import { routeAt, routeTable, type PageState } from './route-table.ts';

/** The build-time parts of `route`: there at build time, in the dev server and in Node, never in a built site's browser. */
export function buildParts<D>(route: Route<D>): BuildParts<D>;
/** The build-time parts of any route of a table, whatever its data. */
export function buildParts(route: AnyRoute): BuildParts<unknown>;
export function buildParts(route: AnyRoute): BuildParts<unknown> {
  const { build } = route as Partial<RouteEntry<unknown>>;
  if (!build) {
    throw new Error(
      `the route ${route.path} has no build-time parts here: the browser's bundle of a built site leaves them out`,
    );
  }
  return build;
}

/**
 * What the page at `pathname` shows: its route and that route's data. A path no page has (an unknown
 * post, a page past the end of a list, any other path) shows home: the site has no not-found page.
 */
export function pageFor(pathname: string, content: SiteContent, table: RouteTable = routeTable): PageState {
  const found = routeAt(pathname, table);
  if (found) {
    const parts = buildParts(found.entry);
    const data = parts.data(found.params, content);
    if (data !== undefined) return { route: found.id, data, head: parts.head(data, content.site) } as PageState;
  }
  const home = buildParts(table.home ?? routeTable.home);
  const homeData = home.data({}, content) as HomeData;
  return { route: 'home', data: homeData, head: home.head(homeData, content.site) };
}

/** Every path the prerenderer writes, for this content. */
export function prerenderPaths(content: RouteContent, table: RouteTable = routeTable): string[] {
  return Object.values(table).flatMap((entry) => buildParts(entry).paths(content));
}

/**
 * Every page a link may lead to, with the ids on it: for the content check, which reports a link to a
 * page or an anchor that does not exist.
 */
export function linkTargets(content: RouteContent, table: RouteTable = routeTable): Map<string, Set<string>> {
  const targets = new Map<string, Set<string>>();
  for (const path of prerenderPaths(content, table)) {
    const found = routeAt(path, table);
    const anchors = found && buildParts(found.entry).anchors(found.params, content);
    if (anchors) targets.set(path, new Set(anchors));
  }
  return targets;
}
