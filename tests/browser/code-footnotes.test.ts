/**
 * Code lines and footnotes in Chromium, on the test site's post with both: Copy takes the code a
 * block shows without line numbers, diff markers or the lines a diff removes, before the page hydrates
 * and after; numbers and markers sit beside the text, outside any selection; screen readers get a word
 * for each marker and nothing for a number; a footnote reference and its back-link take the reader
 * there and back, clear of the sticky bar, and axe finds nothing on the followed note in either scheme
 * (a11y.test.ts checks the whole page, tinted code lines included).
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { sharedPage, test, waitForHydration } from '../support/browser.ts';
import { postWithCodeLines, type FixtureCode } from '../support/fixture-content.ts';
import { postRoute } from '../support/site-pages.ts';

const POST = postWithCodeLines();
const ROUTE = postRoute(POST);

/** A notation comment as the source writes it (`// [!code ++]`), with the spaces before it. */
const NOTATION = /\s*\/\/ \[!code [^\]]+\]/;
/** The index of the block with a diff, and of the numbered one. */
const DIFF = POST.code.findIndex((c) => c.source.includes('[!code --]'));
const NUMBERED = POST.code.findIndex((c) => /\bshowLineNumbers\b/.test(c.meta));
if (DIFF < 0 || NUMBERED < 0) throw new Error('the post needs a block with a diff and a numbered one');

/** A block's lines as the page shows them: the source without its notation comments. */
const shownLines = (code: FixtureCode) => code.source.split('\n').map((line) => line.replace(NOTATION, ''));
/** What Copy takes from a block: the code as the diff leaves it, without the removed lines. */
const copied = (code: FixtureCode) =>
  shownLines(code)
    .filter((_, i) => !code.source.split('\n')[i]?.includes('[!code --]'))
    .join('\n');

const permissions = ['clipboard-read', 'clipboard-write'];
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const copyButton = (page: Page, block: number) =>
  page.getByRole('button', { name: 'Copy code to clipboard' }).nth(block);
const codeOf = (page: Page, block: number) =>
  page.locator('figure[data-rehype-pretty-code-figure] pre code').nth(block);

describe('copying code', () => {
  test('takes a diff’s resulting code, without its markers or removed lines, and a numbered block’s without numbers', async ({
    open,
  }) => {
    const { page, problems } = await open(ROUTE, { permissions });
    await waitForHydration(page);
    for (const block of [DIFF, NUMBERED]) {
      await copyButton(page, block).click();
      await expect.poll(() => clipboard(page)).toBe(copied(POST.code[block] as FixtureCode));
    }
    expect(await clipboard(page)).not.toMatch(/^\s*\d/m);
    expect(problems).toEqual([]);
  });

  test('takes the same code before the page has hydrated', async ({ site, freshContext }) => {
    // The page's first script copies; React and the app are held, so the page cannot hydrate.
    const context = await freshContext({ permissions });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => /\/assets\/(hydrate|vendor)-[^/]+\.js$/.test(url.pathname),
      async (request) => {
        await released;
        await request.continue();
      },
    );
    const page = await context.newPage();
    await page.goto(site.url(ROUTE), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => navigator.clipboard.writeText(''));
    for (const block of [DIFF, NUMBERED]) {
      await copyButton(page, block).click();
      await expect.poll(() => clipboard(page)).toBe(copied(POST.code[block] as FixtureCode));
    }
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await waitForHydration(page);
  });
});

describe('line numbers and diff markers', () => {
  const shared = sharedPage(ROUTE);

  test('are left out of a selection of the block, which holds each line as shown', async () => {
    const { page } = shared;
    for (const block of [DIFF, NUMBERED]) {
      const selected = await codeOf(page, block).evaluate((code) => {
        const range = document.createRange();
        range.selectNodeContents(code);
        const selection = getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        return selection?.toString();
      });
      expect(selected).toBe(shownLines(POST.code[block] as FixtureCode).join('\n'));
    }
  });

  test('draw a number beside each line of a numbered block, clear of its text, and + or − before each changed line', async () => {
    const { page } = shared;
    /** Each line's gutter drawing (its content, and where it ends) and where the line's text starts, in px from the line's left. */
    const gutters = (block: number, pseudo: '::before' | '::after') =>
      codeOf(page, block)
        .locator('[data-line]')
        .evaluateAll(
          (lines, which) =>
            lines.map((line) => {
              const style = getComputedStyle(line, which);
              const text = line.firstElementChild?.getBoundingClientRect().left ?? 0;
              return {
                content: style.content,
                end: parseFloat(style.left) + parseFloat(style.width),
                text: text - line.getBoundingClientRect().left,
                kind: line.getAttribute('class') ?? '',
              };
            }),
          pseudo,
        );
    const numbers = await gutters(NUMBERED, '::after');
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) {
      expect(n.content).toBe('counter(line) / ""');
      expect(n.text).toBeGreaterThan(n.end);
    }
    const markers = await gutters(DIFF, '::before');
    expect(markers.map((m) => [m.kind, m.content])).toEqual(
      POST.code[DIFF]?.source
        .split('\n')
        .map((line) =>
          line.includes('[!code ++]')
            ? ['diff-add', '"+" / "Added: "']
            : line.includes('[!code --]')
              ? ['diff-remove', '"−" / "Removed: "']
              : ['', 'none'],
        ),
    );
    for (const m of markers.filter((marker) => marker.kind !== '')) expect(m.text).toBeGreaterThan(m.end);
  });

  test('keep each line a row of its own on paper, wrapping inside the page under its number', async () => {
    const { page } = shared;
    await page.emulateMedia({ media: 'print' });
    const rows = await codeOf(page, NUMBERED).evaluate((code) => ({
      overflows: code.scrollWidth > code.clientWidth,
      widths: [...code.querySelectorAll('[data-line]')].map((line) => line.getBoundingClientRect().width),
      width: code.getBoundingClientRect().width,
      numberTops: [...code.querySelectorAll('[data-line]')].map((line) => getComputedStyle(line, '::after').top),
    }));
    await page.emulateMedia({ media: null });
    expect(rows.overflows).toBe(false);
    expect(new Set(rows.widths)).toEqual(new Set([rows.width]));
    expect(new Set(rows.numberTops)).toEqual(new Set(['0px']));
  });

  test('give screen readers a word before each added or removed line, and no line number', async () => {
    const { page } = shared;
    const cdp = await page.context().newCDPSession(page);
    /** The text Chromium's accessibility tree holds for a block, its pieces joined in order. */
    const spoken = async (block: number): Promise<string> => {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: `document.querySelectorAll('figure[data-rehype-pretty-code-figure] pre code')[${block}]`,
      });
      const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId ?? '' });
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const byId = new Map(nodes.map((n) => [n.nodeId, n]));
      const texts: string[] = [];
      const walk = (n: (typeof nodes)[number] | undefined): void => {
        if (!n) return;
        if (n.role?.value === 'StaticText') texts.push(String(n.name?.value ?? ''));
        else for (const id of n.childIds ?? []) walk(byId.get(id));
      };
      walk(nodes.find((n) => n.backendDOMNodeId === node.backendNodeId));
      return texts.join('');
    };
    const diff = POST.code[DIFF] as FixtureCode;
    expect(await spoken(DIFF)).toBe(
      diff.source
        .split('\n')
        .map((line) => {
          const marker = line.includes('[!code ++]') ? 'Added: ' : line.includes('[!code --]') ? 'Removed: ' : '';
          return `${marker}${line.replace(NOTATION, '')}`;
        })
        .join(''),
    );
    expect(await spoken(NUMBERED)).toBe(shownLines(POST.code[NUMBERED] as FixtureCode).join(''));
    await cdp.detach();
  });
});

describe('footnotes', () => {
  /** Bottom edge of the post's sticky bar, in viewport pixels. */
  const barBottom = (page: Page) =>
    page
      .getByRole('link', { name: 'Back to Home' })
      .evaluate((link) => link.closest('main > div')?.getBoundingClientRect().bottom ?? 0);
  /** Whether the element's top is in the window, below the sticky bar. */
  const inViewBelowBar = async (page: Page, selector: string) => {
    const bar = await barBottom(page);
    return page.locator(selector).evaluate((el, below) => {
      const { top } = el.getBoundingClientRect();
      return top >= below - 1 && top < innerHeight;
    }, bar);
  };

  /** Follows the first footnote reference to its note, then the note's first back-link back to it. */
  async function thereAndBack(page: Page): Promise<void> {
    const reference = page.getByRole('link', { name: 'Footnote 1', exact: true }).first();
    const note = (await reference.getAttribute('href')) ?? '';
    await reference.click();
    await expect.poll(() => new URL(page.url()).hash).toBe(note);
    await expect.poll(() => page.locator(note).evaluate((el) => el.matches(':target'))).toBe(true);
    await expect.poll(() => inViewBelowBar(page, note)).toBe(true);

    const back = page.locator(note).getByRole('link', { name: 'Back to footnote 1 in the text', exact: true });
    const origin = `#${(await reference.getAttribute('id')) ?? ''}`;
    await expect(back.getAttribute('href')).resolves.toBe(origin);
    await back.click();
    await expect.poll(() => new URL(page.url()).hash).toBe(origin);
    await expect.poll(() => inViewBelowBar(page, origin)).toBe(true);
  }

  test('take the reader from a reference to its note and back, clear of the sticky bar', async ({ open }) => {
    const { page, problems } = await open(ROUTE);
    await waitForHydration(page);
    await thereAndBack(page);
    expect(problems).toEqual([]);
  });

  test('do the same with JavaScript off', async ({ open }) => {
    const { page } = await open(ROUTE, { javaScriptEnabled: false });
    await thereAndBack(page);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`leave axe nothing to find on the followed note, ${colorScheme} scheme`, async ({ open }) => {
      const { page } = await open(ROUTE, { colorScheme });
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Footnote 1', exact: true }).first().click();
      await expect.poll(() => page.locator('.footnotes li:target').count()).toBe(1);
      expect(await axeViolations(page, '.footnotes')).toEqual([]);
    });
  }
});
