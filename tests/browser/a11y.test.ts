/**
 * axe-core on every built page, in both colour schemes, at phone and desktop widths, plus the open
 * mobile menu: WCAG 2.0/2.1/2.2 A and AA rules, zero violations allowed.
 */
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, sharedPage, test, waitForHydration } from '../support/browser.ts';
import { builtPageKinds } from '../support/routes.ts';

describe('no axe violations', () => {
  for (const route of builtPageKinds()) {
    for (const colorScheme of ['light', 'dark'] as const) {
      describe(`${route}, ${colorScheme} scheme`, () => {
        // One page per route and scheme (a scheme switched on a live page can leave stale colours behind
        // for axe); each case sets its width, as a visitor turning a tablet would.
        const shared = sharedPage(route, { colorScheme, viewport: PHONE, reducedMotion: 'reduce' });

        for (const [label, viewport] of [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const) {
          test(label, async () => {
            const { page } = shared;
            await page.setViewportSize(viewport);
            // As a fresh load would be: at the top, laid out at the new width and painted.
            await page.evaluate(
              () =>
                new Promise((resolve) => {
                  window.scrollTo({ top: 0, behavior: 'instant' });
                  requestAnimationFrame(() => requestAnimationFrame(resolve));
                }),
            );
            expect(await axeViolations(page)).toEqual([]);
          });
        }
      });
    }
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open mobile menu, ${colorScheme} scheme`, async ({ open }) => {
      const { page } = await open('/', { colorScheme, viewport: PHONE, reducedMotion: 'reduce' });
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('reports a violation made on purpose, on a page it has already checked', async ({ open }) => {
    const { page } = await open('/', { viewport: PHONE });
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => {
      // A picture the site has, so nothing fails to load: only its text alternative is missing.
      const image = document.createElement('img');
      image.src = document.images[0]?.currentSrc ?? '';
      document.querySelector('main')?.append(image);
    });
    expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: .*img.*\)$/)]);
  });
});
