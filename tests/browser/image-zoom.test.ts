/**
 * A post's Markdown image zooms as a gallery image does: before any script it is a link to its
 * full-size file; once hydrated, a tap, Enter or Space opens the gallery's dialog with that one image
 * and its caption, and Esc closes it and gives focus back to the image.
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { PHONE, sharedPage, test, waitForHydration, type Open } from '../support/browser.ts';
import { postWithMarkdownImage } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

const POST = postWithMarkdownImage();
const ROUTE = postRoute(POST);
const IMAGE = POST.images[0];
if (!IMAGE) throw new Error('the test site has no Markdown image');
/** A Markdown image with a title is captioned by it; without one, the dialog shows its alt text. */
const CAPTION = IMAGE.title ?? IMAGE.alt;

/** The link around the image, named by its alt text and what it does. */
const imageLink = (page: Page) => page.getByRole('link', { name: `${IMAGE.alt} (open larger view)`, exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const linkFocused = (page: Page) => imageLink(page).evaluate((a) => a === document.activeElement);

async function openPost(open: Open, options = {}): Promise<Page> {
  const { page } = await open(ROUTE, options);
  await waitForHydration(page);
  return page;
}

describe('with JavaScript off', () => {
  const served = sharedPage(ROUTE, { javaScriptEnabled: false });

  test('is a link to the full-size file, which the site serves', async () => {
    const link = imageLink(served.page);
    const { href, largest } = await link.evaluate((a) => {
      const widths = [...a.querySelectorAll('source')].flatMap((s) =>
        (s.getAttribute('srcset') ?? '').split(',').map((c) => Number(/(\d+)w/.exec(c)?.[1])),
      );
      const img = a.querySelector('img');
      return {
        href: new URL(a.getAttribute('href') ?? '', location.href).href,
        // The fallback image, at the widest size the picture offers.
        largest: img && Number(img.getAttribute('width')) === Math.max(...widths) ? img.src : undefined,
      };
    });
    expect(href).toBe(largest);
    const response = await served.page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  test('keeps its caption under it', async () => {
    const caption = imageLink(served.page).locator('xpath=ancestor::figure[1]/figcaption');
    await expect(caption.textContent()).resolves.toBe(IMAGE.title ?? null);
  });
});

test('prints the picture without its file path after it, as a gallery image', async ({ open }) => {
  const page = await openPost(open);
  await page.emulateMedia({ media: 'print' });
  await expect(imageLink(page).evaluate((a) => getComputedStyle(a, '::after').content)).resolves.toBe('none');
});

describe('once hydrated', () => {
  test('opens the image at a tap in a modal dialog named by its caption, with no count or Previous/Next', async ({
    open,
  }) => {
    const page = await openPost(open, { viewport: PHONE, hasTouch: true, isMobile: true });
    await imageLink(page).scrollIntoViewIfNeeded();
    await imageLink(page).tap();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(page.url()).toMatch(new RegExp(`${ROUTE}$`));
    await expect(dialog(page).evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).resolves.toBe(
      true,
    );
    await expect(dialog(page).locator('figcaption').textContent()).resolves.toBe(CAPTION);
    const name = await dialog(page).evaluate(
      (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(name).toBe(CAPTION);
    const img = dialog(page).locator('img');
    await expect(img.getAttribute('alt')).resolves.toBe(IMAGE.alt);
    await expect
      .poll(() => img.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    await expect(dialog(page).getByRole('button').allTextContents()).resolves.toEqual(['Close']);
    await expect(
      dialog(page)
        .getByText(/Image \d+ of/)
        .count(),
    ).resolves.toBe(0);
  });

  test('opens with Enter and Space, closes with Esc and gives focus back to the image', async ({ open }) => {
    const page = await openPost(open);
    await imageLink(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(page.url()).toMatch(new RegExp(`${ROUTE}$`));
    await expect(page.evaluate(() => document.activeElement?.closest('dialog') !== null)).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await expect.poll(() => linkFocused(page)).toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.locator('dialog').count()).toBe(0);
    await expect.poll(() => linkFocused(page)).toBe(true);
  });

  test('has no axe violations with the dialog open', async ({ open }) => {
    const page = await openPost(open);
    await imageLink(page).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog(page)
          .locator('img')
          .evaluate((i) => (i as HTMLImageElement).complete),
      )
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });
});
