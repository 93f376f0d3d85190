/**
 * Publishing a post takes one file: add `content/blog/<slug>.mdx` and the build gives it a route, a
 * prerendered page, a sitemap entry, a feed entry and a place in previous/next. Builds a copy of content/ with a
 * second post, then checks the result in Chromium.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration, withSite, type Site } from '../support/browser.ts';

// Relative to the project root: vite.config.ts joins CONTENT_DIR onto it. Inside .tmp/, which git ignores.
const ROOT = '.tmp/second-post';
const CONTENT = `${ROOT}/content`;
const DIST = `${ROOT}/dist`;

const SECOND = `---
title: 'Tuning a 915 MHz whip on the rover'
description: Matching the rover's quarter-wave antenna with a NanoVNA, and what it did to packet loss.
date: 2025-10-02
updated: 2025-10-05
repo: https://github.com/eliasbrandt/karl-rover
---

A short follow-up on Karl's radio link.

<Contents />

## Measuring the match

The whip measured a return loss of 7 dB at 915 MHz before tuning.

\`\`\`python title="sweep.py"
print("S11 at 915 MHz:", -7.1, "dB")
\`\`\`

## Result

After trimming 4 mm the return loss reached 18 dB.
`;

let site: Site;
let buildLog = '';

beforeAll(async () => {
  await rm(ROOT, { recursive: true, force: true });
  await mkdir(ROOT, { recursive: true });
  await cp('content', CONTENT, { recursive: true });
  await writeFile(path.join(CONTENT, 'blog/second.mdx'), SECOND);
  const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/build/cli.ts'], {
    env: { ...process.env, CONTENT_DIR: CONTENT, OUT_DIR: DIST },
    maxBuffer: 16 * 1024 * 1024,
  });
  buildLog = stdout + stderr;
  site = await withSite(path.resolve(DIST));
}, 240_000);

afterAll(async () => {
  await site?.close();
  await rm(ROOT, { recursive: true, force: true });
});

const openPost = async (slug: string): Promise<Page> => {
  const { page, problems } = await site.open(`/blog/${slug}`);
  await waitForHydration(page);
  expect(problems).toEqual([]);
  return page;
};

describe('a second post file', () => {
  it('is prerendered and listed in the sitemap and, as the newest, first in the feed', async () => {
    const html = await readFile(path.join(DIST, 'blog/second/index.html'), 'utf8');
    expect(html).toContain('<h1');
    expect(html).toContain('Tuning a 915 MHz whip on the rover');
    expect(html).toContain('<h2 id="measuring-the-match"><span class="heading-number">1.</span>');
    expect(html).toContain('<link rel="canonical" href="https://eliasbrandt.dev/blog/second">');
    const sitemap = await readFile(path.join(DIST, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://eliasbrandt.dev/blog/karl</loc>');
    expect(sitemap).toContain('<loc>https://eliasbrandt.dev/blog/second</loc>');
    const feed = await readFile(path.join(DIST, 'feed.xml'), 'utf8');
    const ids = [...feed.matchAll(/<entry>\s*<title[^>]*>.*?<\/title>\s*<id>(.*?)<\/id>/gs)].map((m) => m[1]);
    expect(ids).toEqual(['https://eliasbrandt.dev/blog/second', 'https://eliasbrandt.dev/blog/karl']);
  });

  it('says in the build output where each updated date came from', () => {
    expect(buildLog).toContain('post second: updated 2025-10-05 (from its frontmatter)');
    // The copy is ignored by git, so karl falls back to the day of the build.
    expect(buildLog).toMatch(/post karl: updated \d{4}-\d{2}-\d{2} \(from the build date\)/);
  });

  it("turns karl's Next into a real link to the newer post", async () => {
    const page = await openPost('karl');
    expect(await page.getByRole('button', { name: 'Next Post' }).count()).toBe(0);
    const next = page.getByRole('navigation', { name: 'Posts' }).getByRole('link', { name: /Next/ });
    await expect(next.getAttribute('href')).resolves.toBe('/blog/second');
    await expect(next.textContent()).resolves.toBe('Next Tuning a 915 MHz whip on the rover');
    await next.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe('Tuning a 915 MHz whip on the rover');
    await expect.poll(() => page.title()).toBe('Tuning a 915 MHz whip on the rover | Elias Brandt');
    // Published 2 October, updated 5 October: both show, then the reading time of its two short sections.
    await expect(
      page.locator('article header time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime'))),
    ).resolves.toEqual(['2025-10-02', '2025-10-05']);
    await expect(page.locator('article header p > span').allTextContents()).resolves.toEqual([
      'Published 2 October 2025',
      'Updated 5 October 2025',
      '1 min read',
    ]);
    await page.context().close();
  });

  it('gives the newer post a Previous link to karl and a disabled Next', async () => {
    const page = await openPost('second');
    const previous = page.getByRole('navigation', { name: 'Posts' }).getByRole('link', { name: /Previous/ });
    await expect(previous.getAttribute('href')).resolves.toBe('/blog/karl');
    await expect(page.getByRole('button', { name: 'Next Post' }).getAttribute('aria-disabled')).resolves.toBe('true');
    await previous.click();
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe('Karl: building an autonomous rover for solar farms');
    await page.context().close();
  });
});
