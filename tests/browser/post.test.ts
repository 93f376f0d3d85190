/** The rover post against the production build: every behaviour a reader relies on, in Chromium. */
import { createRequire } from 'node:module';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, runScriptFile, waitForHydration, withSite, type Site } from '../support/browser.ts';

const POST = '/blog/karl';
const SECTIONS = [
  ['overview--goals', 'Overview & Goals'],
  ['hardware-stack', 'Hardware Stack'],
  ['software-architecture', 'Software Architecture'],
  ['validation--testing', 'Validation & Testing'],
  ['whats-next', "What's Next"],
] as const;

let site: Site;
beforeAll(async () => {
  site = await withSite();
});
afterAll(async () => {
  await site.close();
});

/** Opens the post with JavaScript running and waits for hydration. */
async function openPost(options: BrowserContextOptions = {}): Promise<{ page: Page; problems: string[] }> {
  const opened = await site.open(POST, options);
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
  let page: Page;
  beforeAll(async () => {
    ({ page } = await site.open(POST, { javaScriptEnabled: false }));
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('shows the title, the publication date and a later Updated date in <time datetime> elements, then the reading time', async () => {
    await expect(page.locator('h1').textContent()).resolves.toBe('Karl: building an autonomous rover for solar farms');
    const times = await page
      .locator('article header time')
      .evaluateAll((elements) => elements.map((t) => t.getAttribute('datetime') ?? ''));
    expect(times).toHaveLength(2);
    expect(times[0]).toBe('2025-09-14');
    expect(times[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(times[1]) > '2025-09-14').toBe(true);
    await expect(page.locator('article header').textContent()).resolves.toMatch(
      /^.*Published 14 September 2025Updated \d{1,2} [A-Z][a-z]+ \d{4}\d+ min read$/,
    );
  });

  it('shows the five numbered sections with ids', async () => {
    const headings = await page.locator('.prose > h2').evaluateAll((hs) => hs.map((h) => [h.id, h.textContent]));
    expect(headings).toEqual(SECTIONS.map(([id, title], i) => [id, `${i + 1}. ${title}`]));
  });

  it('shows the numbered contents, linking to the sections with the same numbers', async () => {
    const items = await contentsLinks(page).evaluateAll((links) =>
      links.map((a) => [a.getAttribute('href'), a.textContent]),
    );
    expect(items).toEqual(SECTIONS.map(([id, title], i) => [`#${id}`, `${i + 1}. ${title}`]));
  });

  it('shows highlighted code in several colours, coloured by classes', async () => {
    const blocks = page.locator('figure[data-rehype-pretty-code-figure]');
    expect(await blocks.count()).toBeGreaterThanOrEqual(2);
    await expect(blocks.first().getAttribute('class')).resolves.toBeNull();
    const colours = await blocks
      .first()
      .locator('code span span')
      .evaluateAll((spans) => new Set(spans.map((s) => getComputedStyle(s).color)).size);
    expect(colours).toBeGreaterThanOrEqual(4);
    await expect(blocks.first().locator('[data-rehype-pretty-code-title]').textContent()).resolves.toBe(
      'karl_bringup/launch/patrol.launch.py',
    );
  });

  it('shows the three captioned gallery images with intrinsic sizes, loaded lazily', async () => {
    const figures = page.getByRole('region', { name: 'Project gallery' }).locator('figure');
    expect(await figures.count()).toBe(3);
    for (const figure of await figures.all()) {
      const img = figure.locator('img');
      await expect(img.getAttribute('alt')).resolves.toMatch(/^.{20,}$/);
      await expect(img.getAttribute('width')).resolves.toMatch(/^\d+$/);
      await expect(img.getAttribute('height')).resolves.toMatch(/^\d+$/);
      await expect(img.getAttribute('loading')).resolves.toBe('lazy');
      await expect(figure.locator('figcaption').textContent()).resolves.toMatch(/^.{20,}$/);
    }
    const files = await figures.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(files.map((f) => /\/assets\/([a-z-]+)-/.exec(f)?.[1])).toEqual(['chassis', 'electronics', 'field-test']);
  });

  it('shows a GFM table', async () => {
    expect(await page.locator('.prose table').count()).toBeGreaterThanOrEqual(1);
    await expect(page.locator('.prose table th').first().textContent()).resolves.toBe('Part');
  });

  it('has no inline style attributes or event handlers in the HTML', async () => {
    const html = await (await fetch(site.url(POST))).text();
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toMatch(/\son[a-z]+=/);
  });
});

describe('page head', () => {
  it('has its own title, description, canonical URL, Open Graph article tags and dates', async () => {
    const { page } = await site.open(POST, { javaScriptEnabled: false });
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    await expect(page.title()).resolves.toBe('Karl: building an autonomous rover for solar farms | Elias Brandt');
    await expect(meta('meta[name="description"]')).resolves.toMatch(/^How I built Karl/);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
      'https://eliasbrandt.dev/blog/karl',
    );
    await expect(meta('meta[property="og:type"]')).resolves.toBe('article');
    await expect(meta('meta[property="og:url"]')).resolves.toBe('https://eliasbrandt.dev/blog/karl');
    await expect(meta('meta[property="og:title"]')).resolves.toBe(
      'Karl: building an autonomous rover for solar farms | Elias Brandt',
    );
    await expect(meta('meta[property="article:published_time"]')).resolves.toBe('2025-09-14');
    const modified = await meta('meta[property="article:modified_time"]');
    await expect(page.locator('article header time').last().getAttribute('datetime')).resolves.toBe(modified);
    await page.context().close();
  });
});

describe('contents', () => {
  it('scrolls smoothly to a section and stops with its heading just below the sticky bar', async () => {
    const { page } = await openPost();
    const link = contentsLinks(page).nth(2);
    await link.scrollIntoViewIfNeeded();
    const start = await scrollSettled(page);
    await recordScroll(page);
    await link.click();
    const end = await scrollSettled(page);
    const between = (await recordedScroll(page)).filter((y) => y > start && y < end);
    expect(new Set(between).size).toBeGreaterThan(3);
    const top = await headingTop(page, 'software-architecture');
    const bar = await barBottom(page);
    expect(top).toBeGreaterThanOrEqual(bar);
    expect(top - bar).toBeLessThan(32);
    await page.context().close();
  });

  it('jumps without animation under reduced motion', async () => {
    const { page } = await openPost({ reducedMotion: 'reduce' });
    const link = contentsLinks(page).nth(3);
    await link.scrollIntoViewIfNeeded();
    const start = await scrollSettled(page);
    await recordScroll(page);
    await link.click();
    const end = await scrollSettled(page);
    expect(end).toBeGreaterThan(start + 1000);
    expect((await recordedScroll(page)).filter((y) => y > start && y < end - 1)).toEqual([]);
    expect(await headingTop(page, 'validation--testing')).toBeGreaterThanOrEqual(await barBottom(page));
    await page.context().close();
  });

  it('marks the section being read as the reader scrolls', async () => {
    const { page } = await openPost({ reducedMotion: 'reduce' });
    const current = () =>
      page.locator('nav a[aria-current="true"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect(current()).resolves.toEqual([]);

    await contentsLinks(page).nth(3).click();
    await expect.poll(current).toEqual(['#validation--testing']);

    // Scrolling up by hand into the middle of section 2.
    await page.evaluate(() => {
      const heading = document.getElementById('hardware-stack');
      if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY + 300);
    });
    await expect.poll(current).toEqual(['#hardware-stack']);
    await expect(page.locator('nav a[aria-current="true"]').getAttribute('class')).resolves.toMatch(/active/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(current).toEqual([]);
    await page.context().close();
  });
});

describe('gallery', () => {
  const thumbnails = (page: Page) => page.getByRole('region', { name: 'Project gallery' }).getByRole('button');
  const dialog = (page: Page) => page.getByRole('dialog');
  const caption = (page: Page) => dialog(page).locator('figcaption').textContent();
  const thumbnailFocused = (page: Page, n: number) =>
    thumbnails(page)
      .nth(n)
      .evaluate((b) => b === document.activeElement);

  it('opens the clicked image in a modal dialog named by its caption, at the largest size', async () => {
    const { page } = await openPost();
    await thumbnails(page).nth(1).click();
    await expect(dialog(page).isVisible()).resolves.toBe(true);
    await expect(caption(page)).resolves.toMatch(/^The electronics bay/);
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
    await page.context().close();
  });

  it('keeps its columns while images are still arriving, and lets one or two images share the row', async () => {
    const { page } = await openPost({ viewport: { width: 1280, height: 900 } });
    const widths = await page.evaluate(() => {
      const gallery = document.querySelector<HTMLElement>('section[aria-label="Project gallery"]');
      if (!gallery) throw new Error('no gallery');
      // The stylesheet's hashed names for the one- and two-image layouts.
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const classNamed = (name: string) =>
        rules
          .map((rule) =>
            rule instanceof CSSStyleRule ? /^\.(_[a-z]+_[a-z0-9]+_\d+)$/i.exec(rule.selectorText)?.[1] : undefined,
          )
          .find((c) => c?.startsWith(`_${name}_`)) ?? '';
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
    await page.context().close();
  });

  it('moves between images with the arrow keys and the buttons, wrapping at the ends', async () => {
    const { page } = await openPost();
    await thumbnails(page).nth(0).click();
    await page.keyboard.press('ArrowRight');
    await expect(caption(page)).resolves.toMatch(/^The electronics bay/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(caption(page)).resolves.toMatch(/^Field test/);
    await expect(dialog(page).locator('p').textContent()).resolves.toBe('Project gallery: Image 3 of 3');
    await dialog(page).getByRole('button', { name: 'Next image' }).click();
    await expect(caption(page)).resolves.toMatch(/^The chassis/);
    await dialog(page).getByRole('button', { name: 'Previous image' }).click();
    await expect(caption(page)).resolves.toMatch(/^Field test/);
    await page.context().close();
  });

  it('opens with Enter and Space, closes with Esc and returns focus to the image shown', async () => {
    const { page } = await openPost();
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
    await page.context().close();
  });

  it('closes with the Close button and with a click outside the image', async () => {
    const { page } = await openPost();
    await thumbnails(page).nth(2).click();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await expect.poll(() => thumbnailFocused(page, 2)).toBe(true);

    await thumbnails(page).nth(2).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await page.mouse.click(5, 5);
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await page.context().close();
  });
});

describe('copy buttons', () => {
  const permissions = ['clipboard-read', 'clipboard-write'];

  it('copy the code block on click, say "Copied" and announce it', async () => {
    const { page } = await openPost({ permissions });
    const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const code = await page.locator('figure[data-rehype-pretty-code-figure] pre code').first().textContent();
    expect(copied).toBe(code);
    expect(copied.split('\n')[0]).toBe('from launch import LaunchDescription');
    expect(copied.split('\n').length).toBeGreaterThan(30);
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Code copied to clipboard');
    await expect.poll(() => button.textContent(), { timeout: 4000 }).toBe('Copy');
    await page.context().close();
  });

  it('work from the keyboard', async () => {
    const { page } = await openPost({ permissions });
    const button = page.getByRole('button', { name: 'Copy code to clipboard' }).nth(1);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^#define CMD_TIMEOUT_MS/);
    await page.context().close();
  });

  it('work by touch on a phone', async () => {
    const { page } = await openPost({ permissions, viewport: PHONE, hasTouch: true, isMobile: true });
    const button = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await button.scrollIntoViewIfNeeded();
    await button.tap();
    await expect.poll(() => button.textContent()).toBe('Copied');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^from launch/);
    await page.context().close();
  });
});

describe('page furniture', () => {
  it('has a sticky bar with Back to Home and Top links that stays in view', async () => {
    const { page } = await openPost({ reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(barBottom(page)).resolves.toBeGreaterThan(60);
    await page.getByRole('link', { name: 'Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });

  it('offers "Previous: Home", which goes home', async () => {
    const { page } = await openPost();
    await page.getByRole('link', { name: 'Previous: Home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.locator('#projects').count()).toBe(1);
    await page.context().close();
  });

  it('has a disabled but focusable Next Post button whose tooltip shows on hover and on focus', async () => {
    const { page } = await openPost();
    const next = page.getByRole('button', { name: 'Next Post' });
    const tooltip = page.getByRole('tooltip');
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(
      next.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent),
    ).resolves.toBe('No next post yet');
    await expect(tooltip.isVisible()).resolves.toBe(false);

    await next.hover();
    await expect(tooltip.isVisible()).resolves.toBe(true);
    await page.mouse.move(0, 0);
    await expect(tooltip.isVisible()).resolves.toBe(false);

    // force: Playwright waits for aria-disabled controls to become enabled; a reader can still click.
    await next.click({ force: true });
    expect(new URL(page.url()).pathname).toBe(POST);
    await next.blur();

    // Reach it with Tab from the link before it, as a keyboard user would.
    await page.getByRole('link', { name: 'Previous: Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(next.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await expect(tooltip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(tooltip.isVisible()).resolves.toBe(false);
    await page.context().close();
  });

  it('links to the source code in a new tab', async () => {
    const { page } = await openPost();
    const link = page.getByRole('link', { name: /View the source code/ });
    await expect(link.getAttribute('href')).resolves.toBe('https://github.com/eliasbrandt/karl-rover');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toContain('noopener');
    await page.context().close();
  });

  it('"Contact me" goes home without a full reload and scrolls to the contact section', async () => {
    const { page } = await openPost();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await page.getByRole('link', { name: 'Contact me' }).click();
    await expect.poll(() => page.url()).toBe(site.url('/#contact'));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 4000 }).toBeGreaterThan(1000);
    await scrollSettled(page);
    // The section's heading sits in the upper third of the viewport, below the sticky header.
    const top = await page.locator('#contact h2').evaluate((c) => c.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(800 / 3);
    await expect(page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).resolves.toBe(
      true,
    );
    await page.context().close();
  });
});

describe('accessibility', () => {
  const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  const violations = async (page: Page) => {
    await runScriptFile(page, axeSource);
    return page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (context: Document) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> };
        }
      ).axe;
      const result = await axe.run(document);
      return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
    });
  };

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the post has no axe violations in the ${colorScheme} scheme`, async () => {
      const { page } = await openPost({ colorScheme });
      await expect(violations(page)).resolves.toEqual([]);
      await page.context().close();
    });
  }

  it('the open gallery dialog has no axe violations', async () => {
    const { page } = await openPost();
    await page.getByRole('region', { name: 'Project gallery' }).getByRole('button').first().click();
    await expect(violations(page)).resolves.toEqual([]);
    await page.context().close();
  });
});
