/**
 * `npm run dev` shows drafts, marked as such: the post with a "Draft, not published" banner and the
 * blog index with a Draft tag. (The build leaves them out; see tests/unit/drafts-build.test.ts.)
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { startDevServer } from '../../scripts/tools/dev-server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFixture, type ContentFixture } from '../support/content-fixture.ts';
import { launchChromium } from '../support/browser.ts';

const DRAFT = `---
title: A rover arm, half built
description: Not ready yet.
date: 2026-01-01
repo: https://github.com/eliasbrandt/karl-rover
draft: true
---

<Contents />

## Where it stands

The shoulder joint works; the wrist does not.
`;

let fixture: ContentFixture;
let server: ViteDevServer;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  fixture = contentFixture('drafts-dev').write('blog/arm.mdx', DRAFT);
  ({ server, url: baseUrl } = await startDevServer({
    contentDir: fixture.dir,
    cacheDir: path.resolve('.tmp', 'vite-dev-cache-drafts'),
    config: { logLevel: 'silent' },
  }));
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fixture?.dispose();
});

describe('a draft in npm run dev', () => {
  it('shows the post with a "Draft, not published" banner above its title', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}blog/arm`);
    const banner = page.getByText('Draft, not published.');
    await banner.waitFor({ timeout: 60_000 });
    expect(await page.locator('h1').textContent()).toBe('A rover arm, half built');
    expect(await page.locator('article header p').first().textContent()).toBe(
      'Draft, not published. npm run build leaves this post out until you delete the draft: true line from its frontmatter.',
    );
    await page.close();
  }, 90_000);

  it('lists it on the blog index with a Draft tag, and the published post without one', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}blog`);
    await page.locator('main article').first().waitFor({ timeout: 60_000 });
    const cards = await page
      .locator('main article')
      .evaluateAll((articles) =>
        articles.map((a) => [a.querySelector('h2')?.textContent, a.textContent.includes('Draft')]),
      );
    expect(cards).toEqual([
      ['A rover arm, half built', true],
      ['Karl: building an autonomous rover for solar farms', false],
    ]);
    await page.close();
  }, 90_000);
});
