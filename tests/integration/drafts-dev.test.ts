/**
 * `npm run dev` shows drafts, marked as such: the post with a "Draft, not published" banner and the
 * blog index with a Draft tag; and a post dated tomorrow, with a banner saying when it goes live. (The
 * build leaves both out; see tests/dist/drafts.test.ts and tests/dist/scheduled-unlisted.test.ts.)
 * Runs Vite's dev server on a copy of the test site's content, whose draft is read from the fixture, at
 * the shared builds' clock (FIXTURE_NOW).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDevSite, type DevSite } from '../support/dev-site.ts';
import { FIXTURE_EPOCH, FIXTURE_NOW } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const { posts, drafts } = fixtureContent();
const draft = drafts[0];

let dev: DevSite | undefined;
let browser: Browser;
let baseUrl: string;

/** The day after FIXTURE_NOW in UTC, the test site's time zone. */
const tomorrow = new Date(FIXTURE_NOW.getTime() + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  if (!draft) throw new Error('the test site has no draft');
  vi.stubEnv('SOURCE_DATE_EPOCH', FIXTURE_EPOCH);
  dev = await startDevSite('drafts-dev');
  ({ browser, url: baseUrl } = dev);
}, 120_000);

afterAll(async () => {
  await dev?.close();
  vi.unstubAllEnvs();
});

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

describe('a post dated tomorrow in npm run dev', () => {
  it('shows the post, with a banner saying when it goes live', async () => {
    dev?.fixture.write(
      'blog/launch-day.mdx',
      `---\ntitle: Launch day\ndescription: What goes out tomorrow.\ndate: ${tomorrow} 09:00\nupdated: ${tomorrow}\n---\n\n## The day\n\nIt ships.\n`,
    );
    const page = await browser.newPage();
    await page.goto(`${baseUrl}blog/launch-day`);
    await page.getByText('Scheduled, not yet published.').waitFor({ timeout: 60_000 });
    expect(await page.locator('h1').textContent()).toBe('Launch day');
    expect(await page.locator('article header p').first().textContent()).toBe(
      `Scheduled, not yet published. It goes live on ${tomorrow} 09:00 (UTC): npm run build leaves it out until then, and the first build after that publishes it.`,
    );
    await page.close();
  }, 90_000);
});
