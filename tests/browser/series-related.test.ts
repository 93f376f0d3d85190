/**
 * What a post and a project page lead on to, in Chromium against the built test site: the series box
 * (Part n of m, every part, the current one marked) in both schemes, related posts by most tags shared,
 * the link to the page's source file, and a project page's one way back.
 */
import path from 'node:path';
import { describe, expect } from 'vitest';
import { postPath, projectPath } from '../../src/lib/routes-paths.ts';
import { relatedPosts } from '../../src/lib/related.ts';
import { seriesParts } from '../../src/lib/series.ts';
import { sourceRepository } from '../../src/lib/repository.ts';
import { sourceLink } from '../../src/lib/source-link.ts';
import { axeViolations } from '../support/axe.ts';
import { test, waitForHydration } from '../support/browser.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent, projectsWithPages } from '../support/fixture-content.ts';

const { site, posts } = fixtureContent();
const SERIES = posts.find((post) => post.series !== undefined)?.series;
if (SERIES === undefined) throw new Error('the test site needs a series');
const PARTS = seriesParts(posts, SERIES);
if (PARTS.length < 3) throw new Error('the test site’s series needs three parts');

describe('a post’s series', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`shows Part n of m with every part, the current one marked, in the ${scheme} scheme`, async ({ open }) => {
      for (const [index, part] of PARTS.entries()) {
        const { page, release } = await open(postPath(part.slug), { colorScheme: scheme });
        await waitForHydration(page);
        const box = page.getByRole('navigation', { name: `Series: ${SERIES}` });
        expect(await box.textContent()).toContain(`Part ${index + 1} of ${PARTS.length}`);
        const items = box.getByRole('listitem');
        expect(await items.allTextContents()).toEqual(
          PARTS.map((p) => (p === part ? `${p.title} (this post)` : p.title)),
        );
        expect(await box.locator('[aria-current="page"]').textContent()).toBe(`${part.title} (this post)`);
        expect(await box.getByRole('link').count()).toBe(PARTS.length - 1);
        if (index === 0) expect(await axeViolations(page, 'nav[aria-label^="Series"]')).toEqual([]);
        await release();
      }
    });
  }

  test('leads to another part inside the app', async ({ site: served, open }) => {
    const [first, second] = PARTS;
    if (!first || !second) throw new Error('no parts');
    const { page } = await open(postPath(first.slug));
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: `Series: ${SERIES}` })
      .getByRole('link', { name: second.title })
      .click();
    await page.waitForURL(served.url(postPath(second.slug)));
    await page.getByRole('heading', { level: 1, name: second.title }).waitFor();
  });
});

describe('related posts and the source link', () => {
  test('each post lists the posts sharing the most of its tags, and none when none does', async ({ open }) => {
    for (const post of posts) {
      const { page, release } = await open(postPath(post.slug));
      const expected = relatedPosts(posts, post.tags, post.slug).map((p) => p.title);
      const region = page.getByRole('region', { name: 'Related posts' });
      if (expected.length === 0) expect(await region.count()).toBe(0);
      else expect(await region.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected);
      await release();
    }
  });

  test('each post and project page links to its own file in the site’s repository, in a new tab', async ({ open }) => {
    const pages = [
      ...posts.map((post) => ({ path: postPath(post.slug), file: post.file })),
      ...projectsWithPages().map((project) => ({
        path: projectPath(project.slug),
        file: path.relative(process.cwd(), path.join(FIXTURE_CONTENT, project.file)).split(path.sep).join('/'),
      })),
    ];
    for (const { path, file } of pages) {
      const expected = sourceLink(sourceRepository(site.repository), file);
      if (!expected) throw new Error(`no source link for ${file}`);
      const { page, release } = await open(path);
      const link = page.getByRole('link', { name: new RegExp(`^${expected.label}`) });
      expect(await link.getAttribute('href'), path).toBe(expected.href);
      expect(await link.getAttribute('target'), path).toBe('_blank');
      await release();
    }
  });
});

describe('a project page', () => {
  test('has one way back, the header’s, and lists at most three related posts', async ({ open }) => {
    for (const project of projectsWithPages()) {
      const { page, release } = await open(projectPath(project.slug));
      const backs = page.getByRole('link', { name: /Back/ });
      expect(await backs.count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Project', exact: true }).count()).toBe(0);
      const expected = relatedPosts(posts, project.tags).map((p) => p.title);
      const region = page.getByRole('region', { name: 'Related posts' });
      if (expected.length === 0) expect(await region.count()).toBe(0);
      else expect(await region.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expected);
      await release();
    }
  });
});
