/**
 * Valid text that looks like markup ships as text. The third owner's site (tests/fixtures/firmware-security)
 * carries such text in fields every page or home shows: a page's nav label (`"><img … onerror=…>`, in the
 * header's nav on home and the footer of every page), a talk's event (`<script>…</script>`) and a skill
 * (`<svg onload=…>`). On every page, after hydration, no dialog opens, no element carries an inline event
 * handler or is one the text spelled, and the text reads as written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { beforeAll, expect } from 'vitest';
import { test as browserTest, waitForHydration } from '../support/browser.ts';
import { listFiles } from '../support/dist.ts';
import { fixtureBuild, fixtureDist, OTHER_SITES } from '../support/fixture-build.ts';

const root = OTHER_SITES['firmware-security'];
const dist = fixtureDist('firmware-security');

/** The browser layer's fixtures, serving the third owner's build. */
const test = browserTest.extend('served', { scope: 'file' }, { dist, base: '/' });

beforeAll(async () => {
  await fixtureBuild('firmware-security');
}, 240_000);

/** The frontmatter of a file of the third owner's content. */
const data = (file: string) => matter(readFileSync(path.join(root, file), 'utf8')).data as Record<string, unknown>;

const navLabel = (data('pages/uses.mdx').nav as { label: string }).label;
const event = String(data('talks/rust-on-secure-elements.md').event);
const skill = (data('skills.md').skills as string[]).find((s) => s.includes('<')) ?? '';

/** The URL path of each built page (`blog/x/index.html` → `/blog/x`). */
const paths = listFiles(dist)
  .filter((file) => file.endsWith('.html') && file !== '404.html')
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1'));

test('shows markup-like text as text on every page, running none of it', async ({ site, freshContext }) => {
  expect(navLabel).toMatch(/onerror=/);
  expect(event).toMatch(/<script>/);
  expect(skill).toMatch(/onload=/);
  expect(paths.length).toBeGreaterThan(8);
  const context = await freshContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  for (const pathname of paths) {
    await page.goto(site.url(pathname), { waitUntil: 'load' });
    await waitForHydration(page);
    const found = await page.evaluate(() => ({
      handlers: [...document.querySelectorAll('*')].flatMap((element) =>
        element
          .getAttributeNames()
          .filter((name) => name.startsWith('on'))
          .map((name) => `<${element.localName} ${name}>`),
      ),
      spelled: document.querySelectorAll('img[src="x"], svg[onload], main script, footer script').length,
      text: document.body.innerText,
    }));
    expect(found.handlers, pathname).toEqual([]);
    expect(found.spelled, pathname).toBe(0);
    // The footer of every page lists her pages by their nav labels.
    expect(found.text, pathname).toContain(navLabel);
    if (pathname === '/') {
      expect(found.text).toContain(event);
      expect(found.text).toContain(skill);
    }
  }
  expect(dialogs).toEqual([]);
});
