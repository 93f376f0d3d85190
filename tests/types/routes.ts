/**
 * The routes' two tables agree, checked by `tsc` (npm run typecheck) as Vite's __tests_dts__ check its
 * types: every route of the browser's table has the build's parts and the build has none of its own,
 * each entry's parts take and give its own route's data, and a table that breaks either is refused.
 */
import type { HomeData, PostData } from '../../src/content/pages.ts';
import { routeBuild } from '../../src/route-build.ts';
import type { BuildTable, DataOf } from '../../src/route-entry.ts';
import { routeTable, type RouteId } from '../../src/route-table.ts';

/** True when `A` and `B` are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type Cases = [
  Expect<Equal<keyof typeof routeBuild, RouteId>>,
  Expect<Equal<DataOf<(typeof routeTable)['post']>, PostData>>,
  Expect<Equal<Parameters<(typeof routeBuild)['post']['head']>[0], PostData>>,
  Expect<Equal<ReturnType<(typeof routeBuild)['home']['data']>, HomeData | undefined>>,
];

const { post: _post, ...withoutPost } = routeBuild;

// @ts-expect-error: a route without the build's parts (TS1360)
export const missing = withoutPost satisfies BuildTable<typeof routeTable>;

// @ts-expect-error: the build's parts of another route's data (TS2322)
export const crossed = { ...routeBuild, post: routeBuild.home } satisfies BuildTable<typeof routeTable>;

// @ts-expect-error: the build's parts of a route the browser does not have (TS2353)
export const extra = { ...routeBuild, talks: routeBuild.home } satisfies BuildTable<typeof routeTable>;
