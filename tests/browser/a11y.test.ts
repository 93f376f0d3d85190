/**
 * axe-core on every built page, in both colour schemes, at phone and desktop widths, plus the open
 * mobile menu: WCAG 2.0/2.1/2.2 A and AA rules, zero violations allowed.
 */
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
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [label, viewport] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        it(`${route}, ${colorScheme} scheme, ${label}`, async () => {
          const { page } = await site.open(route, { colorScheme, viewport, reducedMotion: 'reduce' });
          await waitForHydration(page);
          expect(await axeViolations(page)).toEqual([]);
          await page.context().close();
        });
      }
    }
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
