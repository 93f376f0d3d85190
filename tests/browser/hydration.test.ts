import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration, withSite, type Site } from '../support/browser.ts';

let site: Site;
beforeAll(async () => {
  site = await withSite();
});
afterAll(async () => {
  await site.close();
});

describe('prerendered pages hydrate', () => {
  for (const path of ['/', '/blog', '/blog/', '/blog/karl']) {
    it(`${path} hydrates without a console error or warning`, async () => {
      const { page, problems } = await site.open(path);
      await waitForHydration(page);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('an unknown path shows the home page', async () => {
    const { page, problems } = await site.open('/no/such/page');
    await waitForHydration(page);
    await expect(page.locator('h1').textContent()).resolves.toContain('Electronics and firmware');
    expect(await page.locator('#contact').count()).toBe(1);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('an unknown post slug shows the home page', async () => {
    const { page } = await site.open('/blog/no-such-post');
    await waitForHydration(page);
    expect(await page.locator('#projects').count()).toBe(1);
    await page.context().close();
  });

  it('the post loads only on the post: home downloads no post chunk', async () => {
    const { page } = await site.open('/');
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.some((s) => /PostPage|karl/.test(s))).toBe(false);
    await page.context().close();
  });

  it('with JavaScript off the home page shows every section', async () => {
    const { page } = await site.open('/', { javaScriptEnabled: false });
    for (const id of ['home', 'about', 'projects', 'experience', 'skills', 'contact']) {
      expect(await page.locator(`#${id}`).isVisible()).toBe(true);
    }
    await page.context().close();
  });
});
