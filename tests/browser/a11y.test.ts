/**
 * axe-core on every built page, in both colour schemes, at phone and desktop widths, plus the open
 * mobile menu: WCAG 2.0/2.1/2.2 A and AA rules, zero violations allowed.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, runScriptFile, waitForHydration, withSite, type Site } from '../support/browser.ts';
import { builtRoutes } from '../support/routes.ts';

const AXE = path.resolve('node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe in the page and returns its violations, summarised so a failure reads well. */
async function axeViolations(page: Page): Promise<string[]> {
  await runScriptFile(page, AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  });
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

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
