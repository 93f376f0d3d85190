/**
 * `npm run dev`: editing a content file updates the open page in place (no reload, scroll position
 * kept) without restarting the server, and a broken file shows its problem lines over the page as it
 * was: in the overlay without stack frames, once in the terminal and once in the browser's console.
 * Runs Vite's dev server on a copy of the test site's content (tests/fixtures/content). How fast an
 * edit shows is measured by `npm run bench:dev`, not asserted here.
 */
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownFieldProblem, wholeLine, type ContentFixture } from '../support/content-fixture.ts';
import { errorKeepingLogger, startDevSite, type DevSite } from '../support/dev-site.ts';
import { fixtureContent, postWithGallery, type FixturePost } from '../support/fixture-content.ts';

const { site, projects } = fixtureContent();
const project = projects[0] as (typeof projects)[number];
/** The open post: the one with a gallery, so the page is long and has images that load late. */
const post = postWithGallery();
const postFile = `blog/${post.slug}.mdx`;
/** A heading far enough down the post that the page must scroll to it. */
const heading = post.sections[post.sections.length - 2] ?? '';

let dev: DevSite | undefined;
let fixture: ContentFixture;
let browser: Browser;
let page: Page;
let baseUrl: string;
/** Every error the dev server printed to its terminal. */
const printed: string[] = [];
/** Every error and warning the open page wrote to the browser's console. */
const consoled: string[] = [];

beforeAll(async () => {
  dev = await startDevSite('dev-editing', { customLogger: errorKeepingLogger(printed) });
  ({ fixture, browser, url: baseUrl } = dev);
  page = await openPage();
}, 120_000);

afterAll(() => dev?.close());

describe('dev server', () => {
  it('shows a page opened while the content is broken once it is fixed', async () => {
    // No page has loaded the content yet, as when npm run dev starts on a broken file.
    fixture.edit('site.md', /^name: (.*)$/m, 'nam: $1');
    const expected = unknownFieldProblem(`${fixture.shown}/site.md:${lineOf('site.md', 'nam:')}`, 'nam', 'name');
    await page.goto(baseUrl);
    await page.locator('vite-error-overlay').waitFor({ timeout: 60_000 });
    // The overlay shows the problem line, and the terminal shows it once, though every content
    // module the page asked for failed on it.
    await expectOverlay(expected);
    expect(printed.filter((line) => expected.test(line))).toHaveLength(1);
    fixture.edit('site.md', /^nam: (.*)$/m, 'name: $1');
    await expect(page.locator('#projects h3').first().textContent({ timeout: 60_000 })).resolves.toBe(project.title);
    // The fix reloads the page; on a busy machine a change event can still be on its way then. What
    // counts is where the page settles: the content shown, and no overlay over it.
    await expectNoOverlay();
    await expect(page.locator('#projects h3').first().textContent()).resolves.toBe(project.title);
  }, 90_000);

  it('shows an edited project title without a restart', async () => {
    fixture.edit(`projects/${project.slug}.md`, `title: ${project.title}`, `title: ${project.title}, revised`);
    await page.getByText(`${project.title}, revised`).waitFor({ timeout: 30_000 });
  }, 40_000);

  it('shows an edited headline in place, without a reload, keeping the scroll position', async () => {
    await markPage();
    const skills = page.locator('#skills');
    const before = await scrolledTo(skills);
    const headline = `${site.headline} Edited live.`;
    fixture.edit('site.md', /^headline: .*$/m, `headline: ${headline}`);
    await page.getByText(headline).waitFor({ timeout: 30_000 });
    await expectSamePage(skills, before);
  }, 40_000);

  it('shows an edited post paragraph in place, without a reload, keeping the scroll position', async () => {
    await page.goto(new URL(`blog/${post.slug}`, baseUrl).href);
    const target = page.locator('h2', { hasText: heading });
    await target.waitFor({ timeout: 60_000 });
    await markPage();
    const before = await scrolledTo(target);
    const words = openingWords(post, heading);
    fixture.edit(postFile, words, `${words} (revised)`);
    await page.getByText(`${words} (revised)`).waitFor({ timeout: 30_000 });
    await expectSamePage(target, before);
  }, 90_000);

  it('shows an edited post title in place, without a reload, keeping the scroll position', async () => {
    const target = page.locator('h2', { hasText: heading });
    await markPage();
    const before = await scrolledTo(target);
    const title = `${post.title} (second edition)`;
    fixture.edit(postFile, /^title: .*$/m, `title: '${title}'`);
    await expect(page.locator('h1').filter({ hasText: title }).textContent({ timeout: 30_000 })).resolves.toBe(title);
    await expectSamePage(target, before);
  }, 40_000);

  it('reports a broken post paragraph once, with its fix, and recovers in place', async () => {
    const target = page.locator('h2', { hasText: heading });
    await markPage();
    const before = await scrolledTo(target);
    const errorsBefore = consoled.length;
    fixture.edit(postFile, '(revised)', '(revised <10 times)');
    const expected = `${fixture.shown}/${postFile}:${lineOf(postFile, '(revised <10 times)')} MDX: expected valid MDX (Unexpected character \`1\` (U+0031) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\`); a "<" in text starts a tag in MDX; for the character itself write &lt; or \\<`;
    // The overlay shows the problem line, with no stack frames after it...
    await expectOverlay(expected);
    // ...and the terminal the same line, once, though the post module failed too.
    expect(printed.filter((message) => message.includes(postFile))).toEqual([
      expect.stringContaining(expected) as string,
    ]);
    fixture.edit(postFile, '(revised <10 times)', '(revised &lt;10 times)');
    await page.getByText('(revised <10 times)').waitFor({ timeout: 30_000 });
    await expectNoOverlay();
    // The page kept its place throughout, and the console got one line for the mistake.
    await expectSamePage(target, before);
    expect(consoled.slice(errorsBefore)).toEqual([expect.stringContaining(expected) as string]);
  }, 90_000);

  it('reports the lines of a broken file', async () => {
    await page.goto(baseUrl);
    await page.locator('#projects h3').first().waitFor({ timeout: 30_000 });
    await markPage();
    const errorsBefore = consoled.length;
    const file = `projects/${project.slug}.md`;
    fixture.edit(file, 'title:', 'tittle:');
    const expected = unknownFieldProblem(`${fixture.shown}/${file}:${lineOf(file, 'tittle:')}`, 'tittle', 'title');
    // The open page shows them in Vite's error overlay, with no stack frames...
    await expectOverlay(expected);
    // ...the content modules the app imports throw them when they run...
    let message = '';
    for (let i = 0; i < 50 && !expected.test(message); i++) {
      await sleep(200);
      message = await moduleError('@id/__x00__virtual:content/data');
    }
    expect(message.split('\n')).toContainEqual(expect.stringMatching(wholeLine(expected)));
    // ...but virtual:content, which holds none of the content, still imports them, as a page that loads
    // now gets it: Vite keeps its parts in the graph, and the next edits update the open page through it.
    await fetch(new URL('@id/__x00__virtual:content', baseUrl));
    const { moduleGraph } = dev?.server.environments.client ?? {};
    const importers = moduleGraph?.getModuleById('\0virtual:content/data')?.importers ?? [];
    expect([...importers].map((importer) => importer.id)).toContain('\0virtual:content');
    // ...and the terminal and the browser's console show them once, however many modules and requests failed on them.
    await moduleError('@id/__x00__virtual:content/data');
    expect(printed.filter((line) => expected.test(line))).toHaveLength(1);
    expect(consoled.slice(errorsBefore)).toEqual([expect.stringMatching(expected) as string]);
  }, 60_000);

  it('recovers in place when the file is fixed back to what it was', async () => {
    // The content is then what the page last showed, and still the page must leave its failed state.
    fixture.edit(`projects/${project.slug}.md`, 'tittle:', 'title:');
    await expectNoOverlay();
    await page.getByText(`${project.title}, revised`).waitFor({ timeout: 30_000 });
    fixture.edit(`projects/${project.slug}.md`, `${project.title}, revised`, `${project.title}, fixed`);
    await page.getByText(`${project.title}, fixed`).waitFor({ timeout: 30_000 });
    expect(await isMarked()).toBe(true);
  }, 40_000);

  it('keeps the place of a page whose first edit breaks the content, once it is fixed', async () => {
    // Vite's client reloads a page whose first update finds its overlay up; this page loaded fine.
    const fresh = await openPage();
    try {
      await fresh.goto(new URL(`blog/${post.slug}`, baseUrl).href);
      const target = fresh.locator('h2', { hasText: heading });
      await target.waitFor({ timeout: 60_000 });
      await markPage(fresh);
      const before = await scrolledTo(target);
      fixture.edit(postFile, /^date: (.*)$/m, 'date: $1-broken');
      await fresh.locator('vite-error-overlay').waitFor({ timeout: 30_000 });
      fixture.edit(postFile, /^date: (.*)-broken$/m, 'date: $1');
      await expectNoOverlay(fresh);
      // Long enough for a reload, had there been one, to have started.
      await fresh.waitForLoadState('networkidle');
      await expectSamePage(target, before, fresh);
    } finally {
      await fresh.close();
    }
  }, 90_000);
});

/** A new tab; the first one's console errors and warnings are kept in `consoled`. */
async function openPage(): Promise<Page> {
  const opened = await browser.newPage();
  if (!page) {
    opened.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') consoled.push(msg.text());
    });
  }
  return opened;
}

/** The first words of the first paragraph under the `## section` heading of `of`, as written on one line. */
function openingWords(of: FixturePost, section: string): string {
  const after = of.body.split(`## ${section}\n`)[1] ?? '';
  const line = after.split('\n').find((text) => /^[A-Z]/.test(text)) ?? '';
  const words = line.split(' ').slice(0, 4).join(' ');
  if (!words) throw new Error(`no paragraph under "${section}" in ${of.file}`);
  return words;
}

/** The 1-based line of the fixture copy's `file` that holds `text`. */
function lineOf(file: string, text: string): number {
  return (
    readFileSync(path.join(fixture.dir, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  );
}

/** Marks the page; a reload would clear the mark. */
async function markPage(on = page): Promise<void> {
  await on.evaluate(() => {
    (window as { devEditingMark?: boolean }).devEditingMark = true;
  });
}

async function isMarked(on = page): Promise<boolean> {
  return on.evaluate(() => (window as { devEditingMark?: boolean }).devEditingMark === true);
}

/** Scrolls `element` to 200 px below the top of the viewport; returns where the page is then. */
async function scrolledTo(element: Locator): Promise<{ scrollY: number; top: number }> {
  await element.evaluate((node) => {
    window.scrollTo({ top: window.scrollY + node.getBoundingClientRect().top - 200, behavior: 'instant' });
  });
  return element.evaluate((node) => ({ scrollY: window.scrollY, top: node.getBoundingClientRect().top }));
}

/** The page was not reloaded, is still scrolled, and `element` is where it was on screen. */
async function expectSamePage(element: Locator, before: { scrollY: number; top: number }, on = page): Promise<void> {
  expect(before.scrollY).toBeGreaterThan(0);
  expect(await isMarked(on)).toBe(true);
  const after = await element.evaluate((node) => ({ scrollY: window.scrollY, top: node.getBoundingClientRect().top }));
  expect(after.scrollY).toBeGreaterThan(0);
  expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
}

/** Vite's overlay on the open page shows `line` among the error's lines, and no stack frame. */
async function expectOverlay(line: string | RegExp): Promise<void> {
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay.locator('.message-body').textContent({ timeout: 30_000 })).resolves.toMatch(line);
  const body = (await overlay.locator('.message-body').textContent()) ?? '';
  expect(body.split('\n')).toContainEqual(typeof line === 'string' ? line : expect.stringMatching(wholeLine(line)));
  expect(await overlay.locator('.stack').textContent()).not.toMatch(/\bat\s/);
}

/**
 * Waits for the page to show no overlay; if one stays, the failure quotes what it says (a problem
 * line of the content, or some other error), so a failure on a busy machine can be told apart.
 */
async function expectNoOverlay(on: Page = page): Promise<void> {
  // One entry per overlay on the page, so an overlay fails the wait whatever it holds.
  const overlays = () =>
    on
      .locator('vite-error-overlay')
      .evaluateAll((found) =>
        found.map((el) => el.shadowRoot?.querySelector('.message-body')?.textContent ?? 'an overlay, no message'),
      );
  await expect.poll(overlays, { timeout: 30_000 }).toEqual([]);
}

/**
 * What the dev server's module `modulePath` throws when it runs: a broken content module throws its
 * problem lines ('' if the module loads and runs no further, or its code needs the browser).
 */
async function moduleError(modulePath: string): Promise<string> {
  const response = await fetch(new URL(modulePath, baseUrl));
  if (!response.ok) return `HTTP ${response.status}`;
  try {
    runInNewContext(await response.text());
    return '';
  } catch (error) {
    return String((error as { message?: unknown }).message);
  }
}
