/**
 * What the router renders for each entry of the route table (src/route-table.ts, which holds everything
 * else about a page: its paths, head tags, JSON-LD and link targets). A table entry without a component
 * here is a type error. A route the table names a module for is loaded lazily from that same path: the
 * post route is its own chunk (React's `lazy`), so home never downloads it and its code does not grow as
 * posts are added; the blog index shares that chunk.
 */
import { lazy, type ComponentType } from 'react';
import { HomePage } from './pages/HomePage.tsx';
import { POST_ROUTE_MODULE, routeTable, type RouteId } from './route-table.ts';

/** A module a route loads lazily: its components by export name. */
type RouteModule = Record<string, ComponentType | undefined>;

/** The modules routes load lazily (named `*Route.tsx`), by their path from the project root. */
const routeModules = import.meta.glob<RouteModule>('/src/pages/*Route.tsx');

/** The component `name` of the module at `module` (as the route table names it), loaded the first time it renders. */
function lazyComponent(module: string, name = 'default'): ComponentType {
  const load = routeModules[`/${module}`];
  if (!load) throw new Error(`src/routes.tsx: no route module ${module}, which the route table names`);
  return lazy(async () => {
    const component = (await load())[name];
    if (!component) throw new Error(`${module} exports no ${name}`);
    return { default: component };
  });
}

/** The component of each route of the table. */
const components = {
  home: HomePage,
  // The blog index shares the post route's chunk: both read the post list, and with a chunk of its
  // own the bundler moved the layout out of the app's chunk into a shared one, an extra file on home.
  blog: lazyComponent(POST_ROUTE_MODULE, 'BlogIndexPage'),
  post: lazyComponent(POST_ROUTE_MODULE),
  // Any other path shows home: the site has no not-found page.
  other: HomePage,
} satisfies Record<RouteId, ComponentType>;

/** The routes the router renders: each table entry's pattern and component. */
export const routes = (Object.keys(routeTable) as RouteId[]).map((id) => ({
  id,
  path: routeTable[id].path,
  Component: components[id],
}));
