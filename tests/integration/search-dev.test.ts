/**
 * Search in `npm run dev`: the dev server indexes the pages as they are (drafts included, as the dev
 * server shows them) when search is first opened, and again after a content file is saved. Runs Vite's
 * dev server on a copy of the test site's content.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentFixture } from '../support/content-fixture.ts';
import { startDevSite, type DevSite } from '../support/dev-site.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { wordOnlyInOnePost } from '../support/search-words.ts';

const { drafts } = fixtureContent();
const found = wordOnlyInOnePost();
/** A word no content has until the test writes it into a post. */
const ADDED = 'qzxwordsavedindev';

let dev: DevSite | undefined;
let fixture: ContentFixture;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  dev = await startDevSite('search-dev');
  ({ fixture, browser, url: baseUrl } = dev);
}, 120_000);

afterAll(() => dev?.close());

/** Opens search with `/`, types `query`, and once the status line has counted the results returns it and the results' text. */
async function search(page: Page, query: string): Promise<{ status: string; results: string[] }> {
  const dialog = page.getByRole('dialog', { name: 'Search' });
  const combobox = dialog.getByRole('combobox');
  const status = dialog.getByRole('status');
  // The dev server compiles search's modules on first use, and on a cold dependency cache reloads the
  // page once for a newly optimised package, at any step of a search on a busy machine: losing the key
  // pressed, the open dialog or the query typed. Each try takes the search up where the page stands.
  await expect
    .poll(
      async () => {
        if ((await dialog.count()) === 0) await page.keyboard.press('/');
        if (!(await combobox.isVisible())) return '';
        if ((await combobox.inputValue({ timeout: 5_000 })) !== query) await combobox.fill(query, { timeout: 5_000 });
        return (await status.textContent({ timeout: 5_000 })) ?? '';
      },
      { timeout: 120_000, interval: 2_000 },
    )
    .toContain(`“${query}”`);
  const found = {
    status: (await status.textContent()) ?? '',
    results: await dialog.getByRole('option').allTextContents(),
  };
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  return found;
}

describe('search in npm run dev', () => {
  it('finds a post’s words and a draft’s title, and a word saved into a post since', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
      timeout: 60_000,
    });
    const titled = async (query: string, title: string) =>
      (await search(page, query)).results.some((result) => result.includes(title));
    expect(await titled(found.word, found.post.title)).toBe(true);
    const draft = drafts[0];
    if (!draft) throw new Error('the test site has no draft');
    expect(await titled(draft.title, draft.title)).toBe(true);
    expect((await search(page, ADDED)).status).toBe(`No results for “${ADDED}”`);

    const file = path.join(fixture.dir, path.relative('tests/fixtures/content', found.post.file));
    writeFileSync(file, readFileSync(file, 'utf8').replace(`## ${found.section}`, `${ADDED}.\n\n## ${found.section}`));
    await expect
      .poll(async () => (await search(page, ADDED)).status, { timeout: 90_000, interval: 1000 })
      .toBe(`1 result for “${ADDED}”`);
    await page.close();
  }, 360_000);
});
