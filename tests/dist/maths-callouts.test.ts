/**
 * Maths and callouts in the built test site: a post with maths links KaTeX's stylesheet, whose fonts
 * are files of the site; no other page links it; no page carries a style attribute; every formula and
 * callout the fixture writes is in the post's HTML; the home page's stylesheets hold none of it.
 */
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { postPath } from '../../src/lib/routes-paths.ts';
import { classesOf, DIST, listFiles, readDist, readPage, stylesheetsOf, textOf } from '../support/dist.ts';
import { fixtureContent, type FixturePost } from '../support/fixture-content.ts';

/** The built page of a post. */
const pageOf = (post: FixturePost) => `${postPath(post.slug).slice(1)}/index.html`;

/** The formulas a post's body writes, in order: `$$` blocks and `$…$` in text. */
function formulasOf(body: string): string[] {
  const found: [number, string][] = [];
  const withoutBlocks = body.replace(/^\$\$\n([^]*?)\n\$\$$/gm, (block, formula: string, at: number) => {
    found.push([at, formula]);
    return ' '.repeat(block.length);
  });
  for (const m of withoutBlocks.matchAll(/\$([^$\n]+)\$/g)) found.push([m.index, m[1] ?? '']);
  return found.sort((a, b) => a[0] - b[0]).map(([, formula]) => formula);
}

/** The callout types a post's body writes (`> [!NOTE]` → note), in order. */
const calloutsOf = (body: string) => [...body.matchAll(/^> \[!([A-Z]+)\]$/gm)].map((m) => (m[1] ?? '').toLowerCase());

/** True for KaTeX's stylesheet: it declares KaTeX's fonts. */
const isKatexCss = (file: string) => /@font-face\{[^}]*font-family:KaTeX_Main/.test(readDist(file));

const { posts } = fixtureContent();
const withMaths = posts.filter((post) => formulasOf(post.body).length > 0);
const pages = listFiles().filter((file) => file.endsWith('.html'));

describe('maths in the built site', () => {
  it('has a post with maths and callouts to check', () => {
    expect(withMaths.length).toBeGreaterThan(0);
    expect(posts.some((post) => calloutsOf(post.body).length >= 2)).toBe(true);
  });

  it.each(withMaths.map((post) => [post.slug, post] as const))(
    '%s links KaTeX’s stylesheet, whose fonts are WOFF2 files of the site',
    (_slug, post) => {
      const katex = stylesheetsOf(pageOf(post)).filter(isKatexCss);
      expect(katex).toHaveLength(1);
      // Resolved as the browser does, against the stylesheet's own address (the site is built for /).
      const fonts = [...readDist(katex[0] ?? '').matchAll(/url\(["']?([^)"']+)["']?\)/g)].map((m) =>
        new URL(m[1] ?? '', `https://site.test/${katex[0] ?? ''}`).pathname.slice(1),
      );
      expect(fonts.length).toBeGreaterThanOrEqual(20);
      for (const font of fonts) {
        expect(font).toMatch(/^assets\/KaTeX_[A-Za-z0-9]+-[A-Za-z]+-[\w-]+\.woff2$/);
        expect(listFiles()).toContain(font);
      }
    },
  );

  it('ships only the WOFF2 fonts: no WOFF or TrueType file', () => {
    expect(listFiles().filter((file) => /\.(woff|ttf)$/.test(file))).toEqual([]);
  });

  it('links KaTeX’s stylesheet from no page without maths', () => {
    const mathsPages = new Set(withMaths.map(pageOf));
    const linking = pages.filter((page) => !mathsPages.has(page) && stylesheetsOf(page).some(isKatexCss));
    expect(pages).toContain('index.html');
    expect(linking).toEqual([]);
  });

  it('writes no style attribute into any page', () => {
    expect(pages.filter((page) => /<[^>]+\sstyle=/i.test(readDist(page)))).toEqual([]);
  });

  it.each(withMaths.map((post) => [post.slug, post] as const))(
    '%s carries every formula of its source, typeset, with its TeX for screen readers',
    (_slug, post) => {
      const page = readPage(pageOf(post));
      const annotations = page
        .all((e) => e.tagName === 'annotation' && e.properties.encoding === 'application/x-tex')
        .map((e) => textOf(e));
      expect(annotations).toEqual(formulasOf(post.body).map((formula) => formula.replace(/\s+/g, ' ').trim()));
      const fences = post.body.match(/^\$\$$/gm)?.length ?? 0;
      expect(page.all((e) => classesOf(e).includes('katex-display'))).toHaveLength(fences / 2);
    },
  );

  it.each(withMaths.map((post) => [post.slug, post] as const))('%s is valid HTML', async (_slug, post) => {
    const report = await new HtmlValidate(new FileSystemConfigLoader()).validateFile(path.join(DIST, pageOf(post)));
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`))).toEqual(
      [],
    );
  });
});

describe('callouts in the built site', () => {
  it.each(posts.map((post) => [post.slug, post] as const))('%s has a labelled callout for each alert it writes', (_slug, post) => {
    const callouts = readPage(pageOf(post)).all((e) => e.tagName === 'section' && classesOf(e).includes('callout'));
    expect(callouts.map((c) => classesOf(c).find((name) => name.startsWith('callout-'))?.slice('callout-'.length))).toEqual(
      calloutsOf(post.body),
    );
    for (const callout of callouts) {
      const title = callout.children.find((child) => child.type === 'element');
      expect(title && textOf(title)).toBe(callout.properties.ariaLabel);
    }
  });
});

describe('the home page', () => {
  it('links no stylesheet with maths or callout rules: they come with posts only', () => {
    const css = stylesheetsOf('index.html');
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) {
      expect(readDist(file)).not.toMatch(/katex|\.callout/i);
    }
  });
});
