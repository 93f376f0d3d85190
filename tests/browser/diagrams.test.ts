/**
 * Mermaid diagrams as a reader gets them, in Chromium against the built test site, in the light and
 * the dark scheme: each drawn (an SVG with its shapes and words), every word readable on what is behind
 * it (4.5:1) and every line on the diagram's background (3:1), named for assistive technology, its
 * source a disclosure away, axe clean, and within the page's policy (the site fixture fails the file on
 * any Content Security Policy violation).
 */
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { diagramKind } from '../../scripts/pipeline/mdx/diagrams/draw.ts';
import { postPath, projectPath } from '../../src/lib/routes-paths.ts';
import { axeViolations } from '../support/axe.ts';
import { test, waitForHydration } from '../support/browser.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const { posts, projects } = fixtureContent();
const POST = posts.find((post) => post.diagrams.length >= 2);
const PROJECT = projects.find((project) => project.body.includes('```mermaid'));
if (!POST || !PROJECT) throw new Error('the test site needs a post with two diagrams and a project page with one');
const PAGES = [postPath(POST.slug), projectPath(PROJECT.slug)];
const SCHEMES = ['light', 'dark'] as const;

/** Each diagram's lowest contrast: of a word on the shape (or background) behind it, of a line on the background. */
function contrasts(page: Page) {
  return page.evaluate(() => {
    const rgb = (colour: string): number[] => {
      const parts = /rgba?\(([^)]+)\)/
        .exec(colour)?.[1]
        ?.split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      if (!parts || parts.length < 3) throw new Error(`not an rgb() colour: ${colour}`);
      return parts.slice(0, 3);
    };
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((c) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
    };
    return [...document.querySelectorAll('figure.diagram')].map((figure) => {
      const background = getComputedStyle(figure.querySelector('.diagram-canvas') as Element).backgroundColor;
      const shapes = [...figure.querySelectorAll('rect, polygon, ellipse, circle')].filter(
        (shape) => getComputedStyle(shape).fill !== 'none' && !shape.closest('marker'),
      );
      const behind = (text: Element) => {
        const box = text.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const under = shapes
          .map((shape) => ({ shape, box: shape.getBoundingClientRect() }))
          .filter(({ box: b }) => b.left <= x && x <= b.right && b.top <= y && y <= b.bottom)
          .sort((a, b) => a.box.width * a.box.height - b.box.width * b.box.height)[0];
        return under ? getComputedStyle(under.shape).fill : background;
      };
      const words = [...figure.querySelectorAll('text')].map((text) =>
        ratio(getComputedStyle(text).fill, behind(text)),
      );
      const lines = [...figure.querySelectorAll('polyline, line, path')]
        .map((line) => getComputedStyle(line).stroke)
        .filter((stroke) => stroke !== 'none')
        .map((stroke) => ratio(stroke, background));
      return {
        words: words.length,
        lowestWord: Math.min(...words),
        lines: lines.length,
        lowestLine: Math.min(...lines),
      };
    });
  });
}

describe('diagrams in the browser', () => {
  for (const scheme of SCHEMES) {
    test(`are drawn, each word and line readable, in the ${scheme} scheme`, async ({ open }) => {
      for (const path of PAGES) {
        const { page, problems, release } = await open(path, { colorScheme: scheme });
        await waitForHydration(page);
        const drawn = await page.locator('figure.diagram svg').evaluateAll((svgs) =>
          svgs.map((svg) => ({
            width: svg.getBoundingClientRect().width,
            shapes: svg.querySelectorAll('rect, polygon').length,
          })),
        );
        expect(drawn.length, path).toBeGreaterThan(0);
        for (const svg of drawn) expect(svg.width, path).toBeGreaterThan(100);
        for (const svg of drawn) expect(svg.shapes, path).toBeGreaterThan(1);
        for (const found of await contrasts(page)) {
          expect(found.words, path).toBeGreaterThan(0);
          expect(found.lowestWord, `${path}: a word`).toBeGreaterThanOrEqual(4.5);
          expect(found.lines, path).toBeGreaterThan(0);
          expect(found.lowestLine, `${path}: a line`).toBeGreaterThanOrEqual(3);
        }
        expect(problems).toEqual([]);
        await release();
      }
    });

    test(`leave axe nothing to report in the ${scheme} scheme`, async ({ open }) => {
      const { page, release } = await open(postPath(POST.slug), { colorScheme: scheme });
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
      await release();
    });
  }

  test('are images named by their title or their kind, with their source a disclosure away', async ({ open }) => {
    const { page } = await open(postPath(POST.slug), { javaScriptEnabled: false });
    const names = await page
      .getByRole('img')
      .evaluateAll((images) =>
        images
          .filter((image) => image.tagName === 'svg')
          .map(
            (svg) =>
              svg.getAttribute('aria-label') ??
              document.getElementById(svg.getAttribute('aria-labelledby') ?? '')?.textContent,
          ),
      );
    expect(names).toEqual(
      POST.diagrams.map((diagram) => diagram.title ?? diagramKind(diagram.source.split('\n')[0] ?? '')?.name),
    );
    const first = page.locator('figure.diagram').first();
    const source = first.locator('details pre');
    expect(await source.isVisible()).toBe(false);
    await first.getByText('Diagram source').click();
    expect(await source.isVisible()).toBe(true);
    expect(await source.textContent()).toBe(POST.diagrams[0]?.source);
  });
});
