/**
 * The browser's bundle carries each route's path and component, but none of the build's parts (the
 * paths to prerender, the page's data, its head, its anchors, its JSON-LD): the prerenderer and the
 * content check run those (a navigation gets the head the build worked out, in the page's data), and
 * every page would otherwise download them. They live in a module of their own (src/route-build.ts),
 * which browser code cannot import (tsconfig.browser.json): this checks the real output.
 */
import { describe, expect, it } from 'vitest';
import * as builders from '../../src/lib/structured-data.ts';
import { clientRoutes } from '../support/client-routes.ts';

describe('the browser bundle', () => {
  const found = clientRoutes();

  it('holds the route table: every entry’s component', () => {
    expect(found.missingPages).toEqual([]);
  });

  it('holds no route entry’s build-time part, and no head builder: a navigation applies the head the build worked out', () => {
    expect(Object.keys(builders)).toContain('personData');
    expect(found.buildTimeParts).toEqual([]);
  });
});
