/**
 * The browser's bundle carries each route entry's path and component, but none of its build-time parts
 * (the paths to prerender, the page's data, its head, its anchors, its JSON-LD): the prerenderer and the
 * content check run those (a navigation gets the head the build worked out, in the page's data), and
 * every page would otherwise download them. The bundle leaves them out because a plugin rewrites each
 * entry (scripts/pipeline/bundle/route-build-parts.ts): this checks the real output, so a change in the
 * tools that stops the rewrite fails here.
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
