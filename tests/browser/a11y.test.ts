/**
 * axe-core on every built page, in both colour schemes, at phone and desktop widths, plus the open
 * mobile menu: WCAG 2.0/2.1/2.2 A and AA rules, zero violations allowed.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { DESKTOP, PHONE, waitForHydration, withSite, type Site } from '../support/browser.ts';
import { builtRoutes } from '../support/routes.ts';

let site: Site;
beforeAll(async () => {
  site = await withSite();
});
afterAll(async () => {
  await site.close();
});

describe('no axe violations', () => {
  for (const route of builtRoutes()) {
    describe(route, () => {
      // One page per route; each case sets its width and scheme, as a visitor's browser would change them.
      let page: Page;
      beforeAll(async () => {
        ({ page } = await site.open(route, { viewport: PHONE, reducedMotion: 'reduce' }));
        await waitForHydration(page);
      });
      afterAll(async () => {
        await page.context().close();
      });

      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [label, viewport] of [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const) {
          it(`${colorScheme} scheme, ${label}`, async () => {
            await page.setViewportSize(viewport);
            await page.emulateMedia({ colorScheme });
            // As a fresh load would be: at the top, the new width and scheme laid out and painted.
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
      }
    });
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`the open mobile menu, ${colorScheme} scheme`, async () => {
      const { page } = await site.open('/', { colorScheme, viewport: PHONE, reducedMotion: 'reduce' });
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
