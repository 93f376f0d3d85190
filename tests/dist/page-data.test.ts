/**
 * Each built page carries the data it was rendered from, for hydration, and the same data beside it as
 * `page-data.json`, for a visitor who navigates to it, with its head and its body's HTML and stylesheets;
 * and it names the modules that render it, which exist.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_FILE, PAGE_DATA_ID } from '../../src/lib/page-data.ts';
import { DIST, readDist, readPage, textOf } from '../support/dist.ts';
import { routeAt } from '../../src/route-table.ts';
import { pageFile, pageModules, siteRoutes } from '../support/site-pages.ts';

describe.each(siteRoutes())('%s', (route) => {
  const page = readPage(pageFile(route));
  const blocks = page.all((e) => e.properties.id === PAGE_DATA_ID);

  it('carries its data in one JSON block, the same as its page-data.json less the head and the body', () => {
    expect(blocks.map((b) => b.properties.type)).toEqual(['application/json']);
    const embedded = JSON.parse(textOf(blocks[0] ?? page.tree)) as Record<string, unknown>;
    const { head, body, ...beside } = JSON.parse(
      readDist(pageFile(route).replace(/index\.html$/, PAGE_DATA_FILE)),
    ) as { head: unknown; body?: { html: string; stylesheets: string[] } };
    // The document has both already; a navigation to the page gets them from its page-data.json.
    expect(body !== undefined, 'a body in page-data.json').toBe(routeAt(route)?.entry.body !== undefined);
    if (body) {
      expect(body.html).toEqual(expect.stringContaining('<'));
      for (const sheet of body.stylesheets) expect(existsSync(path.join(DIST, sheet)), sheet).toBe(true);
    }
    expect(embedded).toEqual(beside);
    // The head a navigation to the page applies is the one its document has.
    const title = page.all((e) => e.tagName === 'title').map((e) => textOf(e));
    expect(head).toMatchObject({ title: title[0] });
    expect(title).toHaveLength(1);
    // The route the table matches at this path: home's data would mean the page fell back to home.
    expect(embedded).toMatchObject({ route: routeAt(route)?.id });
  });

  it('names the modules that render it, which the site has', () => {
    // Its page's module, and for a page with a body (a post, a project page) the module that shows it
    // and mounts its islands.
    const modules = pageModules(route);
    expect(modules.length).toBe(routeAt(route)?.entry.body ? 2 : 1);
    for (const url of modules) expect(existsSync(path.join(DIST, url)), url).toBe(true);
  });
});
