/**
 * `npm run dev` shows drafts, marked as such: the post with a "Draft, not published" banner and the
 * blog index with a Draft tag. (The build leaves them out; see tests/integration/drafts-build.test.ts.)
 * Runs Vite's dev server on a copy of the test site's content, whose draft is read from the fixture.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevSite, type DevSite } from '../support/dev-site.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const { posts, drafts } = fixtureContent();
const draft = drafts[0];

let dev: DevSite | undefined;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  if (!draft) throw new Error('the test site has no draft');
  dev = await startDevSite('drafts-dev');
  ({ browser, url: baseUrl } = dev);
}, 120_000);

afterAll(() => dev?.close());

describe('a draft in npm run dev', () => {
  it('shows the post with a "Draft, not published" banner above its title', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}blog/${draft?.slug ?? ''}`);
    const banner = page.getByText('Draft, not published.');
    await banner.waitFor({ timeout: 60_000 });
    expect(await page.locator('h1').textContent()).toBe(draft?.title);
    expect(await page.locator('article header p').first().textContent()).toBe(
      'Draft, not published. npm run build leaves this post out until you delete the draft: true line from its frontmatter.',
    );
    await page.close();
  }, 90_000);

  it('lists it on the blog index with a Draft tag, newest first among the published posts, which have none', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}blog`);
    await page.locator('main article').first().waitFor({ timeout: 60_000 });
    const cards = await page
      .locator('main article')
      .evaluateAll((articles) =>
        articles.map((a) => [a.querySelector('h3')?.textContent, a.textContent.includes('Draft')]),
      );
    const newestFirst = [...posts, ...drafts].sort(
      (a, b) => b.date.localeCompare(a.date) || b.title.localeCompare(a.title),
    );
    expect(cards).toEqual(newestFirst.map((post) => [post.title, post.draft]));
    expect(cards.filter(([, isDraft]) => isDraft)).toHaveLength(drafts.length);
    await page.close();
  }, 90_000);
});
