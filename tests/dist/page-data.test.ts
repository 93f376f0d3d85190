/**
 * Each built page carries the data it was rendered from, for hydration, and the same data beside it as
 * `page-data.json`, for a visitor who navigates to it; and it names the modules that render it, which
 * exist. (The modules come from the build writing each lazy page's module path in: see page-modules.ts.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_FILE, PAGE_DATA_ID } from '../../src/lib/page-data.ts';
import { DIST, readDist, readPage, textOf } from '../support/dist.ts';
import { pageFile, pageModules, siteRoutes } from '../support/site-pages.ts';

/** The route each page of the test site is shown by. */
const routeOf = (route: string) => (route === '/' ? 'home' : route === '/blog' ? 'blog' : 'post');

describe.each(siteRoutes())('%s', (route) => {
  const page = readPage(pageFile(route));
  const blocks = page.all((e) => e.properties.id === PAGE_DATA_ID);

  it('carries its data in one JSON block, the same as its page-data.json', () => {
    expect(blocks.map((b) => b.properties.type)).toEqual(['application/json']);
    const embedded: unknown = JSON.parse(textOf(blocks[0] ?? page.tree));
    const beside: unknown = JSON.parse(readDist(pageFile(route).replace(/index\.html$/, PAGE_DATA_FILE)));
    expect(embedded).toEqual(beside);
    expect(embedded).toMatchObject({ route: routeOf(route) });
  });

  it('names the modules that render it, which the site has', () => {
    const modules = pageModules(route);
    expect(modules.length).toBe(route.startsWith('/blog/') ? 2 : 1);
    for (const url of modules) expect(existsSync(path.join(DIST, url)), url).toBe(true);
  });
});
