/** Layout from 320 to 1920 px: no sideways scrolling, the mobile menu, touch targets and images. */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, expandedState, menuPanel, sharedPage, test, waitForHydration } from '../support/browser.ts';
import { builtPageKinds } from '../support/routes.ts';
import { postWithGallery } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

/** The test site's post with a gallery, a table and code. */
const POST = postRoute(postWithGallery());

const WIDTHS = [320, 390, 768, 1280, 1920];

/** Makes every lazy image load, so sizes and ratios can be measured. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    images.forEach((img) => (img.loading = 'eager'));
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}

describe('responsive layout', () => {
  for (const route of builtPageKinds()) {
    test(`${route} has no horizontal scrolling at ${WIDTHS.join(', ')} px`, async ({ open }) => {
      const { page } = await open(route, { viewport: { width: WIDTHS[0] ?? 320, height: 800 } });
      await waitForHydration(page);
      const overflowing: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth) overflowing.push(`${width} px: ${scrollWidth} > ${clientWidth}`);
      }
      expect(overflowing).toEqual([]);
    });

    describe(`${route} on a phone`, () => {
      // The touch targets, on a warm phone page (the images' test takes first visits of its own).
      const shared = sharedPage(route, { viewport: PHONE });

      test(`${route}: every button and every link that is not part of a sentence is at least 44×44 px on a phone`, async () => {
        const small = await shared.page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select')]
            .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).display !== 'inline')
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 44 || box.height < 44)
            .map(
              ({ el, box }) =>
                `${el.tagName.toLowerCase()} "${el.textContent.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
            ),
        );
        expect(small).toEqual([]);
      });

      test(`${route}: images keep their aspect ratio and are neither upscaled nor larger than their slot needs, on a phone and on a desktop`, async ({
        site,
        freshContext,
      }) => {
        // Each width from a first visit, in a new context: the browser picks an image's file when it first
        // loads it, and takes a larger one it already holds (a pooled page's cache may, from another test).
        const pages: Page[] = [];
        for (const viewport of [PHONE, DESKTOP]) {
          const page = await (await freshContext({ viewport })).newPage();
          await page.goto(site.url(route), { waitUntil: 'load' });
          await waitForHydration(page);
          pages.push(page);
        }
        for (const page of pages) {
          await loadAllImages(page);
          const problems = await page.evaluate(() =>
            [...document.images].flatMap((img) => {
              const fit = getComputedStyle(img).objectFit;
              const natural = img.naturalWidth / img.naturalHeight;
              const shown = img.clientWidth / img.clientHeight;
              const out: string[] = [];
              if (Math.abs(natural - shown) > 0.02 && fit !== 'cover' && fit !== 'contain')
                out.push(`${img.alt}: stretched`);
              if (img.naturalWidth < img.clientWidth * devicePixelRatio)
                out.push(`${img.alt}: ${img.naturalWidth} px wide in a ${img.clientWidth} px slot`);
              // Nor downloaded larger than its slot needs: no smaller file of the set it came from would fill
              // it (a `sizes` wider than the slot makes the browser take the next size up).
              const candidates = [...(img.parentElement?.querySelectorAll('source') ?? [])]
                .map((source) =>
                  source.srcset.split(',').map((entry) => {
                    const [url = '', width = ''] = entry.trim().split(/\s+/);
                    return { url: new URL(url, location.href).href, width: parseInt(width, 10) };
                  }),
                )
                .find((set) => set.some((c) => c.url === img.currentSrc));
              const chosen = candidates?.find((c) => c.url === img.currentSrc);
              const enough = [...(candidates ?? [])]
                .sort((a, b) => a.width - b.width)
                .find((c) => c.width >= img.clientWidth * devicePixelRatio);
              if (chosen && enough && enough.width < chosen.width)
                out.push(
                  `${img.alt}: the ${chosen.width} px file in a ${img.clientWidth} px slot, where ${enough.width} px would do`,
                );
              if (!img.getAttribute('width') || !img.getAttribute('height'))
                out.push(`${img.alt}: no width and height`);
              return out;
            }),
          );
          expect(problems).toEqual([]);
        }
      });
    });
  }
});

describe('header across widths', () => {
  test('on a desktop the nav and the Resume button show and the menu button does not', async ({ open }) => {
    const { page } = await open('/', { viewport: DESKTOP });
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Resume PDF' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });

  test('on a phone the nav and the Resume button give way to the menu button', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    await waitForHydration(page);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.isVisible()).toBe(true);
    expect(await expandedState(page, 'Menu')).toBe(false);
  });
});

describe('mobile menu', () => {
  test('on home it opens with the section links and the resume, and takes focus', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    expect(await expandedState(page, 'Menu')).toBe(true);
    const menu = menuPanel(page);
    expect(await menu.isVisible()).toBe(true);
    for (const name of ['About', 'Projects', 'Experience', 'Skills', 'Contact', 'Resume PDF']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About');
  });

  test('Escape closes it and puts focus back on the button', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await page.keyboard.press('Escape');
    expect(await expandedState(page, 'Menu')).toBe(false);
    expect(await menuPanel(page).isVisible()).toBe(false);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
  });

  test('works from the keyboard alone: Enter opens it, a section link closes it and goes there', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Projects');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#projects$/);
    await expect.poll(() => menuPanel(page).isVisible()).toBe(false);
    expect(await expandedState(page, 'Menu')).toBe(false);
  });

  test('on a post it holds Back, the resume and the profiles', async ({ open }) => {
    const { page } = await open(POST, { viewport: PHONE });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = menuPanel(page);
    expect(await menu.getByRole('link', { name: 'Resume PDF' }).isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: /profile/ }).count()).toBe(2);
    expect(await menu.getByRole('link', { name: 'Back', exact: true }).count()).toBe(1);
  });
});
