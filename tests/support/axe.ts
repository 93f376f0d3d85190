/**
 * axe-core run in a Chromium page from outside (so the page's own policy does not block it): WCAG
 * 2.0/2.1/2.2 A and AA rules, violations summarised to read well.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { runScriptFile } from './browser.ts';

const AXE = path.join(PROJECT_ROOT, 'node_modules', 'axe-core', 'axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe in the page (or only in the elements `within` selects) and returns its violations, one line each.
 * axe is added to a document once (a page checked at two widths keeps it), and only violations are
 * collected in full: axe's `resultTypes` option, which leaves every rule running and every violating
 * node reported, but stops building selectors for each node that passed.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function')))
    await runScriptFile(page, AXE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document | { include: string[] }, options: object): Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(selector === undefined ? document : { include: [selector] }, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, within);
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
