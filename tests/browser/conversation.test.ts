/**
 * Readers' answers in Chromium: Reply by email opens the exact mail link; the replies read as static
 * HTML with JavaScript off and stay out of the way of hydration; and hostile replies (scripts, handlers,
 * javascript: and data: links, frames, styles, a 50,000-character wall, reordering characters) stay
 * inert, with no dialog, no request to another site and no policy violation, with the policy and
 * with it removed.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { PHONE, DESKTOP, test, waitForHydration, type FreshContext } from '../support/browser.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { postsWithReplies } from '../support/fixture-replies.ts';
import { watchMailLinks } from '../support/mail-link.ts';
import { mailtoField } from '../support/mailto-oracle.ts';

const { friendly, hostile } = postsWithReplies();
const OWNER = fixtureContent().site.email;

/** What a page did that hostile markup could make it do: dialogs, and requests to other hosts. */
function watchHostile(page: Page, origin: string): { dialogs: string[]; elsewhere: string[] } {
  const seen = { dialogs: [] as string[], elsewhere: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) seen.elsewhere.push(request.url());
  });
  return seen;
}

/** A context whose pages get no policy at all: neither the header nor the `<meta>` copy of it. */
async function withoutPolicy(freshContext: FreshContext): Promise<BrowserContext> {
  const context = await freshContext({ viewport: DESKTOP });
  await context.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
    );
    const type = headers['content-type'] ?? '';
    if (!type.includes('text/html')) return route.fulfill({ response, headers });
    const body = (await response.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/g, '');
    return route.fulfill({ response, headers, body });
  });
  return context;
}

/** Scrolls through the replies and uses every link-free part of them, as a reader would. */
async function readReplies(page: Page): Promise<void> {
  const replies = page.locator('.h-cite');
  const count = await replies.count();
  for (let i = 0; i < count; i++) {
    await replies.nth(i).scrollIntoViewIfNeeded();
    await replies.nth(i).hover();
  }
  // Whatever a handler or a refresh could have done, it would have done by now.
  await page.waitForTimeout(500);
}

describe('Reply by email', () => {
  test('opens the mail program with the owner’s address and Re: and the post’s title, before and after hydration', async ({
    open,
  }) => {
    const { page } = await open(friendly.path, { viewport: PHONE });
    const link = page.getByRole('link', { name: 'Reply by email' });
    for (const phase of ['prerendered', 'hydrated']) {
      if (phase === 'hydrated') await waitForHydration(page);
      const watcher = await watchMailLinks(page);
      await link.click();
      const href = await watcher.next();
      expect(href, phase).toBeDefined();
      expect(decodeURIComponent(href?.split('?')[0]?.slice('mailto:'.length) ?? ''), phase).toBe(OWNER);
      expect(mailtoField(href ?? '', 'subject'), phase).toBe(`Re: ${friendly.title}`);
    }
  });
});

describe('replies', () => {
  test('read with JavaScript off: every shown reply’s author and words are in the page', async ({ open }) => {
    const { page } = await open(friendly.path, { javaScriptEnabled: false, viewport: PHONE });
    const text = await page.locator('.h-cite').allInnerTexts();
    expect(text).toHaveLength(friendly.shown.length);
    friendly.shown.forEach((reply, i) => {
      expect(text[i]).toContain(reply.author.name);
      const words = reply.content
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .split(' ')
        .slice(-4)
        .join(' ');
      expect(text[i]?.replace(/\s+/g, ' ')).toContain(words);
    });
  });

  test('hydrate without a console error or warning, and keep their HTML as the build wrote it', async ({ open }) => {
    const { page, problems } = await open(hostile.path, { viewport: DESKTOP });
    const before = await page.locator('.h-cite .e-content').evaluateAll((els) => els.map((el) => el.innerHTML));
    await waitForHydration(page);
    const after = await page.locator('.h-cite .e-content').evaluateAll((els) => els.map((el) => el.innerHTML));
    expect(after).toEqual(before);
    expect(problems).toEqual([]);
  });
});

describe('hostile replies stay inert', () => {
  test('with the policy: no dialog, no request elsewhere, no violation', async ({ site, open }) => {
    const before = site.cspViolations.length;
    const { page } = await open(hostile.path, { viewport: DESKTOP });
    const seen = watchHostile(page, new URL(site.url()).origin);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await readReplies(page);
    expect(seen).toEqual({ dialogs: [], elsewhere: [] });
    expect(site.cspViolations.slice(before)).toEqual([]);
  });

  test('with the policy removed: still no dialog and no request elsewhere, and the text reads in order', async ({
    site,
    freshContext,
  }) => {
    const page = await (await withoutPolicy(freshContext)).newPage();
    const seen = watchHostile(page, new URL(site.url()).origin);
    const response = await page.goto(site.url(hostile.path), { waitUntil: 'load' });
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(0);
    await waitForHydration(page);
    await readReplies(page);
    expect(seen).toEqual({ dialogs: [], elsewhere: [] });
    const text = (await page.locator('.h-cite').allInnerTexts()).join('\n');
    expect(text).toContain('photognp.exe');
    expect(text).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    // The page stays the page: nothing covers it, nothing hid it.
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).not.toBe('none');
    expect(
      await page.evaluate(() =>
        document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('.h-cite span[style]'),
      ),
    ).toBeNull();
  });
});
