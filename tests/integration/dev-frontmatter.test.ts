/**
 * `npm run dev` reads frontmatter as the build does, YAML only: a content file whose frontmatter is
 * JavaScript (`---js`, which gray-matter would evaluate) shows its problem line over the page and in
 * the terminal, and none of its code runs, neither when a page asks for the content nor when the file
 * is saved again. Runs Vite's dev server on a copy of the test site's content.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorKeepingLogger, startDevSite, type DevSite } from '../support/dev-site.ts';

let dev: DevSite | undefined;
/** Every error the dev server printed to its terminal. */
const printed: string[] = [];

beforeAll(async () => {
  dev = await startDevSite('dev-frontmatter', { customLogger: errorKeepingLogger(printed) });
}, 120_000);

afterAll(() => dev?.close());

describe('frontmatter in npm run dev', () => {
  it('refuses a job whose frontmatter is JavaScript, at line 1, running none of it', async () => {
    if (!dev) throw new Error('the dev site did not start');
    const { fixture, browser, url } = dev;
    const marker = path.join(path.dirname(fixture.dir), 'PWNED');
    rmSync(marker, { force: true });
    const job = (note: string) =>
      `---js\n{ order: 3, company: 'Acme', role: 'Engineer', period: '2019–2020', stack: ['C'], highlights: [require('child_process').execSync('id > ${marker}').toString() || '${note}'] }\n---\n`;
    fixture.write('experience/acme.md', job('Shipped things.'));
    const expected = `${fixture.shown}/experience/acme.md:1 frontmatter: expected a line of --- alone, opening YAML frontmatter, got "---js", a language the site does not read; frontmatter is YAML only, and nothing in a content file runs: write --- alone, then each field as YAML, such as title: My post`;
    const page = await browser.newPage();
    await page.goto(url);
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay.locator('.message-body').textContent({ timeout: 60_000 })).resolves.toContain(expected);
    expect(printed.filter((message) => message.includes(expected))).toHaveLength(1);
    // Saved again as JavaScript by another name: the server reads the content afresh, and reports
    // the new first line, still running nothing.
    fixture.write('experience/acme.md', job('Shipped more things.').replace(/^---js/, '---javascript'));
    const again = expected.replace('"---js"', '"---javascript"');
    await expect.poll(() => printed.filter((message) => message.includes(again)), { timeout: 60_000 }).toHaveLength(1);
    expect(existsSync(marker)).toBe(false);
    await page.close();
  }, 120_000);
});
