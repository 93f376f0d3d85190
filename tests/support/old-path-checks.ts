/**
 * The browser checks of the test site's old paths, for a build served at the root or under a sub-path
 * (tests/browser/old-paths*.test.ts): each alias lands on its post with JavaScript on and off, and a
 * removed path's page links home and to the blog.
 */
import { expect } from 'vitest';
import type { test as browserTest } from './browser.ts';
import { fixtureContent } from './fixture-content.ts';
import { oldPaths, postRoute } from './site-pages.ts';

const { site } = fixtureContent();
const { aliases, removed } = oldPaths();

/** Declares the checks with `test`, the browser layer's (served at the root, or its sub-path extension). */
export function oldPathChecks(test: typeof browserTest): void {
  for (const javaScriptEnabled of [true, false]) {
    const js = javaScriptEnabled ? 'on' : 'off';
    test.for(aliases)(
      `sends $from on to its post, JavaScript ${js}`,
      async ({ from, post }, { open, site: served }) => {
        const { page } = await open(from, { javaScriptEnabled });
        await page.waitForURL(served.url(postRoute(post)), { timeout: 15_000 });
        await expect.poll(() => page.locator('h1').first().textContent()).toBe(post.title);
      },
    );
  }

  test.for(removed)('says %s was removed, and leads home and to the blog', async (gone, { open, site: served }) => {
    const { page } = await open(gone, { javaScriptEnabled: false });
    expect(await page.locator('h1').textContent()).toBe('This page was removed');
    expect(page.url()).toBe(served.url(gone));
    await page.getByRole('link', { name: site.blog.name }).click();
    await page.waitForURL(served.url('/blog'));
    await page.goBack();
    await page.getByRole('link', { name: site.name }).click();
    await page.waitForURL(served.url('/'));
  });
}
