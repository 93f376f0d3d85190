/**
 * Valid text that looks like markup ships as text. The third owner's site (tests/fixtures/firmware-security)
 * carries such text in fields every page or home shows: a page's nav label (`"><img … onerror=…>`, in the
 * header's nav on home and the footer of every page), a talk's event (`<script>…</script>`) and a skill
 * (`<svg onload=…>`). On every page of its route table, after hydration, no dialog opens, no element
 * carries an inline event handler or is one the text spelled, and the text reads as written. (The pages at
 * old paths carry none of that text and no script: tests/dist/old-paths.test.ts reads them.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { beforeAll, expect } from 'vitest';
import { test as browserTest, waitForHydration } from '../support/browser.ts';
import { fixtureBuild, fixtureDist, OTHER_SITES } from '../support/fixture-build.ts';
import { siteRoutes } from '../support/site-pages.ts';

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

/** Every page her site prerenders, from her content (the route table's paths). */
const routes = siteRoutes(root);

test('her content holds the markup-like text, and her site has pages enough to show it on', () => {
  expect(navLabel).toMatch(/onerror=/);
  expect(event).toMatch(/<script>/);
  expect(skill).toMatch(/onload=/);
  expect(routes.length).toBeGreaterThan(8);
});

for (const pathname of routes) {
  test(`shows markup-like text as text on ${pathname}, running none of it`, async ({ site, freshContext }) => {
    const context = await freshContext();
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
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
    expect(found.handlers).toEqual([]);
    expect(found.spelled).toBe(0);
    // The footer of every page lists her pages by their nav labels.
    expect(found.text).toContain(navLabel);
    if (pathname === '/') {
      expect(found.text).toContain(event);
      expect(found.text).toContain(skill);
    }
    expect(dialogs).toEqual([]);
  });
}
