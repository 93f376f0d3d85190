/**
 * What browser code cannot do, checked by `tsc -p tests/types` (npm run typecheck), as Vite's
 * __tests_dts__ check its types: each line below is a type error in a module a built site's browser
 * runs, and the typecheck fails if one stops being one. (An import of a module the browser's project
 * leaves out, such as `../route-build.ts`, is refused too, as TS6307, which `@ts-expect-error` cannot
 * hold: docs/architecture.md shows it.)
 */
import { routeTable } from '../../src/route-table.ts';

// @ts-expect-error: no Node globals in the browser (TS2591)
export const home = process.env.HOME;

// @ts-expect-error: no Node modules either (TS2307)
export { readFileSync } from 'node:fs';

// @ts-expect-error: the whole content is the build's; a page gets its own part as data (TS2307)
export { default as content } from 'virtual:content';

// @ts-expect-error: a route of the browser's table has no head; a page applies the head the build worked out (TS2339)
export const head = routeTable.post.head;

// @ts-expect-error: nor the data of its pages (TS2339)
export const data = routeTable.post.data;
