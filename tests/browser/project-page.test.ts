/**
 * Project pages and tags as a visitor uses them in Chromium: a project card's title leads to its page
 * inside the app, Previous and Next move between projects with pages, a related post and a tag chip
 * lead on, and all of it works with JavaScript off.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { test, waitForHydration } from '../support/browser.ts';
import { projectsWithPages } from '../support/fixture-content.ts';

const [first, second] = projectsWithPages();
if (!first || !second) throw new Error('the test site needs two projects with pages');
const projectRoute = (slug: string) => `/projects/${slug}`;

/** Marks the window, so a later check can tell a client-side navigation from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument);

describe('a project’s page', () => {
  test('opens from its card on home inside the app, and Next and Previous move between projects', async ({
    site,
    open,
  }) => {
    const { page, problems } = await open('/');
    await waitForHydration(page);
    await markDocument(page);
    await page.locator('#projects').getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL(site.url(projectRoute(first.slug)));
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
    await expect.poll(() => page.title()).toContain(first.title);
    const nav = page.getByRole('navigation', { name: 'Projects' });
    await nav.getByRole('link', { name: new RegExp(second.title) }).click();
    await page.waitForURL(site.url(projectRoute(second.slug)));
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
    await nav.getByRole('link', { name: new RegExp(first.title) }).click();
    await page.waitForURL(site.url(projectRoute(first.slug)));
    expect(await sameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('lists related posts, and a tag chip leads to the tag’s page, which lists the project', async ({
    site,
    open,
  }) => {
    const { page, problems } = await open(projectRoute(first.slug));
    await waitForHydration(page);
    const related = page.getByRole('region', { name: 'Related posts' });
    expect(await related.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    const tag = first.tags[0];
    if (!tag) throw new Error(`${first.slug} has no tag`);
    await page
      .getByRole('list', { name: 'Tags of this project' })
      .getByRole('link', { name: tag, exact: true })
      .click();
    await page.waitForURL(site.url(`/blog/tags/${tag}`));
    await page.getByRole('main').getByRole('link', { name: first.title, exact: true }).waitFor();
    expect(problems).toEqual([]);
  });

  test('shows its body and leads on with JavaScript off', async ({ site, open }) => {
    const { page } = await open(projectRoute(first.slug), { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toContain(first.sections[0]);
    await page
      .getByRole('navigation', { name: 'Projects' })
      .getByRole('link', { name: new RegExp(second.title) })
      .click();
    await page.waitForURL(site.url(projectRoute(second.slug)));
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
  });
});
