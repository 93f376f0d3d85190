import path from 'node:path';
import { describe, expect } from 'vitest';
import { test, waitForHydration, type FreshContext, type Site } from '../support/browser.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { pageKinds, pageModules, postRoute } from '../support/site-pages.ts';

const { site: content } = fixtureContent();
const post = postRoute(postWithGallery());

/** A built file's chunk name: `assets/PostPage--lWfVTRb.js` → `PostPage` (the hash is 8 characters). */
function chunkName(file: string): string {
  return path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');
}

/**
 * The scripts a page loads by the time it is hydrated and the network is idle, on a first visit (a new
 * context: a pooled page's cache could hold a script the page asks for again).
 */
async function scriptsLoaded(
  { site, freshContext }: { site: Site; freshContext: FreshContext },
  pagePath: string,
): Promise<string[]> {
  const page = await (await freshContext()).newPage();
  await page.goto(site.url(pagePath), { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const files = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  await page.context().close();
  return files.filter((file) => new URL(file).pathname.endsWith('.js'));
}

describe('prerendered pages hydrate', () => {
  // One page of each kind, every post (each has its own components), and a path with a trailing slash.
  for (const path of new Set([...pageKinds(), ...fixtureContent().posts.map(postRoute), '/blog/'])) {
    test(`${path} hydrates without a console error or warning`, async ({ open }) => {
      const { page, problems } = await open(path);
      await waitForHydration(page);
      expect(problems).toEqual([]);
    });
  }

  test('an unknown path shows the home page', async ({ open }) => {
    const { page, problems } = await open('/no/such/page');
    await waitForHydration(page);
    await expect(page.locator('h1').textContent()).resolves.toBe(content.headline);
    expect(await page.locator('#contact').count()).toBe(1);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
  });

  test('an unknown post slug shows the home page', async ({ open }) => {
    const { page } = await open('/blog/no-such-post');
    await waitForHydration(page);
    expect(await page.locator('#projects').count()).toBe(1);
  });

  test('the post loads only on the post: home downloads none of its chunks', async ({ site, freshContext }) => {
    // The chunks that render the post (its page and its body), as its data block names them.
    const postChunks = pageModules(post).map((url) => chunkName(url));
    expect(postChunks).toHaveLength(2);
    const isPostChunk = (file: string) => postChunks.includes(chunkName(file));
    // Each is a script the post page loads, so the names are real...
    const postScripts = await scriptsLoaded({ site, freshContext }, post);
    expect(postChunks.filter((name) => !postScripts.some((file) => chunkName(file) === name))).toEqual([]);
    // ...and home, fully hydrated, loads none of them.
    expect((await scriptsLoaded({ site, freshContext }, '/')).filter(isPostChunk)).toEqual([]);
  });

  test('with JavaScript off the home page shows every section', async ({ open }) => {
    const { page } = await open('/', { javaScriptEnabled: false });
    for (const id of ['home', 'about', 'projects', 'experience', 'skills', 'contact']) {
      expect(await page.locator(`#${id}`).isVisible()).toBe(true);
    }
  });
});
