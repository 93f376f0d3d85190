/**
 * A post against the production build of the test site: every behaviour a reader relies on, in Chromium.
 * The test site's oldest post has a gallery, a table, code and a source link; its newest has none of
 * those, so each post's navigation (only the neighbours it has) shows once.
 */
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE, sharedPage, test, waitForHydration, type Open, type OpenedPage } from '../support/browser.ts';
import { DIST } from '../support/dist.ts';
import { fixtureContent, postWithGallery, type FixturePost } from '../support/fixture-content.ts';
import { madeFrom } from '../support/pictures.ts';
import { postRoute, postSections } from '../support/site-pages.ts';

const { site: content, posts } = fixtureContent();
/** The post with a gallery, a table and code: the test site's oldest. */
const GALLERY_POST = postWithGallery();
const POST = postRoute(GALLERY_POST);
const SECTIONS = postSections(GALLERY_POST);
const OLDEST = posts[0];
const NEWEST = posts.at(-1);
if (!OLDEST || !NEWEST || OLDEST === NEWEST) throw new Error('the test site needs two published posts');
/** The first lines of each code block of the post, as written in its source. */
const codeBlocks = [...GALLERY_POST.body.matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');

/** Opens the post with JavaScript running and waits for hydration. */
async function openPost(
  open: Open,
  options: BrowserContextOptions = {},
  post: FixturePost = GALLERY_POST,
): Promise<OpenedPage> {
  const opened = await open(postRoute(post), options);
  await waitForHydration(opened.page);
  return opened;
}

/** Resolves once the page has stopped scrolling for a few frames; returns the final scrollY. */
function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = -1;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still > 8) resolve(last);
          else requestAnimationFrame(tick);
        };
        tick();
      }),
  );
}

/** Records scrollY on every frame from now on (read it back with `recordedScroll`). */
async function recordScroll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const positions: number[] = [];
    (window as unknown as { positions: number[] }).positions = positions;
    const tick = () => {
      positions.push(window.scrollY);
      if (positions.length < 600) requestAnimationFrame(tick);
    };
    tick();
  });
}

const recordedScroll = (page: Page) => page.evaluate(() => (window as unknown as { positions: number[] }).positions);

/** Bottom edge of the post's sticky bar, in viewport pixels. */
const barBottom = (page: Page) =>
  page
    .getByRole('link', { name: 'Back to Home' })
    .evaluate((link) => link.closest('main > div')?.getBoundingClientRect().bottom ?? 0);

const headingTop = (page: Page, id: string) => page.locator(`#${id}`).evaluate((h) => h.getBoundingClientRect().top);

const contentsLinks = (page: Page) => page.getByRole('navigation', { name: 'Contents' }).getByRole('link');

describe('with JavaScript off', () => {
  const served = sharedPage(POST, { javaScriptEnabled: false });

  test('shows highlighted code in several colours, coloured by classes, with each block’s title', async () => {
    const { page } = served;
    const blocks = page.locator('figure[data-rehype-pretty-code-figure]');
    expect(await blocks.count()).toBe(GALLERY_POST.code.length);
    await expect(blocks.first().getAttribute('class')).resolves.toBeNull();
    const colours = await blocks
      .first()
      .locator('code span span')
      .evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours).toBeGreaterThanOrEqual(4);
    await expect(blocks.locator('[data-rehype-pretty-code-title]').allTextContents()).resolves.toEqual(
      GALLERY_POST.code.map((c) => c.title),
    );
  });

  test('shows the captioned gallery images with intrinsic sizes, lazy and at low priority, in the post’s order', async () => {
    const { page } = served;
    const figures = page.locator('main section[aria-label] figure');
    expect(await figures.count()).toBe(GALLERY_POST.gallery.length);
    for (const figure of await figures.all()) {
      const img = figure.locator('img');
      await expect(img.getAttribute('width')).resolves.toMatch(/^\d+$/);
      await expect(img.getAttribute('height')).resolves.toMatch(/^\d+$/);
      await expect(img.getAttribute('loading')).resolves.toBe('lazy');
      // Not raised to high once in view: on a phone the first thumbnail is, and would compete with the
      // page's scripts for bandwidth (and put itself before the post's text in Lighthouse's estimate).
      await expect(img.getAttribute('fetchpriority')).resolves.toBe('low');
    }
    await expect(figures.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).resolves.toEqual(
      GALLERY_POST.gallery.map((g) => g.alt),
    );
    await expect(figures.locator('figcaption').allTextContents()).resolves.toEqual(
      GALLERY_POST.gallery.map((g) => g.caption),
    );
    // The build names images from their bytes: each is told by what it shows.
    const files = await figures.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    const gallery = GALLERY_POST.gallery.map((g) => path.posix.join('blog', g.src));
    const shown = await Promise.all(files.map((f) => madeFrom(path.join(DIST, new URL(f).pathname), gallery)));
    expect(shown).toEqual(gallery);
  });
});

describe('contents', () => {
  /** A section with enough of the post below it that its heading can reach the top. */
  const middle = SECTIONS[1];
  const later = SECTIONS[2];
  if (!middle || !later) throw new Error('the test post needs three sections');

  test('scrolls smoothly to a section and stops with its heading just below the sticky bar', async ({ open }) => {
    const { page } = await openPost(open, { reducedMotion: 'no-preference' });
    const link = contentsLinks(page).nth(1);
    await link.scrollIntoViewIfNeeded();
    const start = await scrollSettled(page);
    await recordScroll(page);
    await link.click();
    const end = await scrollSettled(page);
    const between = (await recordedScroll(page)).filter((y) => y > start && y < end);
    expect(new Set(between).size).toBeGreaterThan(3);
    const top = await headingTop(page, middle.id);
    const bar = await barBottom(page);
    expect(top).toBeGreaterThanOrEqual(bar);
    expect(top - bar).toBeLessThan(32);
  });

  test('jumps without animation under reduced motion', async ({ open }) => {
    const { page } = await openPost(open, { reducedMotion: 'reduce' });
    const link = contentsLinks(page).nth(2);
    await link.scrollIntoViewIfNeeded();
    const start = await scrollSettled(page);
    await recordScroll(page);
    await link.click();
    const end = await scrollSettled(page);
    expect(end).toBeGreaterThan(start);
    expect((await recordedScroll(page)).filter((y) => y > start && y < end - 1)).toEqual([]);
    expect(await headingTop(page, later.id)).toBeGreaterThanOrEqual(await barBottom(page));
  });

  test('marks the section being read as the reader scrolls', async ({ open }) => {
    const { page } = await openPost(open, { reducedMotion: 'reduce' });
    const current = () =>
      page.locator('nav a[aria-current="true"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect(current()).resolves.toEqual([]);

    await contentsLinks(page).nth(2).click();
    await expect.poll(current).toEqual([`#${later.id}`]);

    // Scrolling up by hand to just inside the section before it.
    await page.evaluate((id) => {
      const heading = document.getElementById(id);
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 40);
    }, middle.id);
    await page.evaluate((id) => {
      const heading = document.getElementById(id);
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY + 20);
    }, middle.id);
    await expect.poll(current).toEqual([`#${middle.id}`]);
    await expect(page.locator('nav a[aria-current="true"]').getAttribute('class')).resolves.toMatch(/active/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toEqual([]);
  });
});

describe('gallery', () => {
  const thumbnails = (page: Page) => page.locator('main section[aria-label] figure').getByRole('link');
  const dialog = (page: Page) => page.getByRole('dialog');
  const caption = (page: Page) => dialog(page).locator('figcaption').textContent();
  const captions = GALLERY_POST.gallery.map((g) => g.caption);
  const count = captions.length;
  const thumbnailFocused = (page: Page, n: number) =>
    thumbnails(page)
      .nth(n)
      .evaluate((b) => b === document.activeElement);

  test('opens the clicked image in a modal dialog named by its caption, at the largest size', async ({ open }) => {
    const { page } = await openPost(open);
    await thumbnails(page).nth(1).click();
    await expect(dialog(page).isVisible()).resolves.toBe(true);
    await expect(caption(page)).resolves.toBe(captions[1]);
    const name = await dialog(page).evaluate(
      (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    await expect(caption(page)).resolves.toBe(name);
    await expect(dialog(page).evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).resolves.toBe(
      true,
    );
    const img = dialog(page).locator('img');
    await expect.poll(() => img.evaluate((i) => (i as HTMLImageElement).complete)).toBe(true);
    const [chosen, largest] = await img.evaluate((i) => {
      const srcset = i.closest('picture')?.querySelector('source')?.getAttribute('srcset') ?? '';
      const last = srcset.split(',').at(-1)?.trim().split(' ')[0] ?? '';
      return [(i as HTMLImageElement).currentSrc, new URL(last, location.href).href];
    });
    expect(chosen).toBe(largest);
  });

  test('keeps its columns while images are still arriving, and lets one or two images share the row', async ({
    open,
  }) => {
    const { page } = await openPost(open, { viewport: { width: 1280, height: 900 } });
    const widths = await page.evaluate(() => {
      const gallery = document.querySelector<HTMLElement>('main section[aria-label]:has(> figure)');
      if (!gallery) throw new Error('no gallery');
      // The stylesheet's hashed names for the one- and two-image layouts: the gallery's own class with its
      // local name swapped (one CSS module hashes all its classes alike), checked against the stylesheets.
      const selectors = new Set(
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : '')),
      );
      const own = [...gallery.classList].find((c) => c.includes('gallery')) ?? '';
      const classNamed = (name: string) => {
        const named = own.replace('gallery', name);
        if (!selectors.has(`.${named}`)) throw new Error(`no rule for .${named}`);
        return named;
      };
      const figureWidths = () => [...gallery.children].map((f) => Math.round(f.getBoundingClientRect().width));
      const full = Math.round(gallery.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(gallery).columnGap);
      const three = figureWidths();
      gallery.lastElementChild?.remove(); // as if the parser had not reached the third image yet
      const twoOfThree = figureWidths();
      gallery.classList.add(classNamed('two'));
      const two = figureWidths();
      gallery.lastElementChild?.remove();
      gallery.classList.replace(classNamed('two'), classNamed('one'));
      const one = figureWidths();
      return { full, gap, three, twoOfThree, two, one };
    });
    const third = widths.three[0] ?? 0;
    expect(widths.three).toEqual([third, third, third]);
    expect(third).toBeLessThan(widths.full / 3);
    expect(widths.twoOfThree).toEqual([third, third]);
    expect(widths.two.every((w) => Math.abs(w - (widths.full - widths.gap) / 2) <= 1)).toBe(true);
    expect(widths.one).toEqual([widths.full]);
  });

  test('moves between images with the arrow keys and the buttons, wrapping at the ends', async ({ open }) => {
    const { page } = await openPost(open);
    await thumbnails(page).nth(0).click();
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).resolves.toBe(captions[1]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption(page)).resolves.toBe(captions[count - 1]);
    await expect(dialog(page).locator('p').textContent()).resolves.toMatch(new RegExp(`: Image ${count} of ${count}$`));
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect(caption(page)).resolves.toBe(captions[0]);
    await dialog(page).getByRole('button', { name: 'Previous image' }).click();
    await expect(caption(page)).resolves.toBe(captions[count - 1]);
  });

  test('opens with Enter and Space, closes with Esc and returns focus to the image shown', async ({ open }) => {
    const { page } = await openPost(open);
    await thumbnails(page).nth(0).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await expect.poll(() => thumbnailFocused(page, 0)).toBe(true);

    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await expect.poll(() => thumbnailFocused(page, 1)).toBe(true);
  });

  test('closes with the Close button and with a click outside the image', async ({ open }) => {
    const { page } = await openPost(open);
    await thumbnails(page).nth(2).click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await expect.poll(() => thumbnailFocused(page, 2)).toBe(true);

    await thumbnails(page).nth(2).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.mouse.click(5, 5);
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
  });
});

describe('copy buttons', () => {
  const permissions = ['clipboard-read', 'clipboard-write'];
  const firstLine = (code: string) => code.split('\n')[0] ?? '';

  test('copy the code block on click, say "Copied" and announce it', async ({ open }) => {
    const { page } = await openPost(open, { permissions });
    const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const code = await page.locator('figure[data-rehype-pretty-code-figure] pre code').first().textContent();
    expect(copied).toBe(code);
    expect(copied).toBe((codeBlocks[0] ?? '').replace(/\n$/, ''));
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Code copied to clipboard');
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe('Copy');
  });

  test('work from the keyboard', async ({ open }) => {
    const { page } = await openPost(open, { permissions });
    const button = page.getByRole('button', { name: 'Copy code to clipboard' }).nth(1);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(firstLine(copied)).toBe(firstLine(codeBlocks[1] ?? ''));
  });

  test('work by touch on a phone', async ({ open }) => {
    const { page } = await openPost(open, { permissions, viewport: PHONE, hasTouch: true, isMobile: true });
    const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expect.poll(() => button.textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(firstLine(copied)).toBe(firstLine(codeBlocks[0] ?? ''));
  });
});

describe('page furniture', () => {
  test('has a sticky bar with Back to Home and Top links that stays in view', async ({ open }) => {
    const { page } = await openPost(open, { reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(barBottom(page)).resolves.toBeGreaterThan(60);
    await page.getByRole('link', { name: 'Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });

  test('shows only the neighbours a post has: no Previous on the oldest, no Next on the newest, nothing disabled', async ({
    open,
  }) => {
    for (const [index, post] of posts.entries()) {
      const { page, release } = await openPost(open, {}, post);
      const nav = page.getByRole('navigation', { name: 'Posts' });
      await expect(nav.getByRole('link', { name: /^Previous/ }).count()).resolves.toBe(index > 0 ? 1 : 0);
      await expect(nav.getByRole('link', { name: /^Next/ }).count()).resolves.toBe(index < posts.length - 1 ? 1 : 0);
      await expect(page.getByRole('link', { name: 'Previous: Home' }).count()).resolves.toBe(0);
      await expect(page.locator('article [aria-disabled="true"], article button:disabled').count()).resolves.toBe(0);
      await expect(page.getByRole('tooltip').count()).resolves.toBe(0);
      await release();
    }
  });

  test('turns Next into a link to the next post by date, and that post’s Previous back', async ({ open }) => {
    const second = posts[1];
    if (!second) throw new Error('no second post');
    const { page } = await openPost(open, {}, OLDEST);
    const nav = page.getByRole('navigation', { name: 'Posts' });
    const next = nav.getByRole('link', { name: /Next/ });
    await expect(next.getAttribute('href')).resolves.toBe(postRoute(second));
    await expect(next.textContent()).resolves.toBe(`Next ${second.title}`);
    await next.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(second.title);
    await expect.poll(() => page.title()).toBe(`${second.title} | ${content.name}`);
    const previous = nav.getByRole('link', { name: /Previous/ });
    await expect(previous.getAttribute('href')).resolves.toBe(postRoute(OLDEST));
    await previous.click();
    await expect.poll(() => page.locator('h1').textContent()).toBe(OLDEST.title);
  });

  test('links to the source code in a new tab when the post names its repo, and shows no such link when not', async ({
    open,
  }) => {
    for (const post of [OLDEST, NEWEST]) {
      const { page, release } = await openPost(open, {}, post);
      const link = page.getByRole('link', { name: /View the source code/ });
      if (post.repo === undefined) {
        expect(await link.count(), post.slug).toBe(0);
      } else {
        await expect(link.getAttribute('href')).resolves.toBe(post.repo);
        await expect(link.getAttribute('target')).resolves.toBe('_blank');
        await expect(link.getAttribute('rel')).resolves.toContain('noopener');
      }
      await release();
    }
    expect([OLDEST.repo, NEWEST.repo].filter((repo) => repo === undefined)).toHaveLength(1);
  });
});

describe('accessibility', () => {
  test('the open gallery dialog has no axe violations', async ({ open }) => {
    const { page } = await openPost(open);
    await page.locator('main section[aria-label] figure').getByRole('link').first().click();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
