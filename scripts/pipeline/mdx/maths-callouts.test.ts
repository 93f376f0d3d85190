/**
 * Maths and callouts through the MDX pipeline: compile a tiny post with the shared options, render it
 * and compare the markup; a formula KaTeX cannot typeset, or a pair of prices read as a formula, fails
 * the compile and the content check at its line with KaTeX's message.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPost } from '../../../tests/support/render-post.ts';
import { codeStylesheets } from './code-styles.ts';
import { inspectPost } from './inspect.ts';
import { mdxOptions } from './options.ts';
import { KATEX_CSS, MATHS_CSS_SUFFIX, mathsStylesheets } from './rehype/maths.ts';

const dir = path.resolve('.tmp/mdx-maths-callouts');
const shown = '.tmp/mdx-maths-callouts';

/** Compiles `source` as `<dir>/<name>.mdx`: its compiled code, its HTML as the build renders it, and its maths stylesheet. */
async function render(name: string, source: string): Promise<{ code: string; html: string; css: string }> {
  const file = path.join(dir, `${name}.mdx`);
  const { code, html } = await renderPost(file, source);
  return { code, html, css: mathsStylesheets.get(file) ?? '' };
}

/** Compiles `source` expecting it to fail; the error's message. */
async function failure(source: string): Promise<string> {
  const error: unknown = await compile(new VFile({ path: path.join(dir, 'broken.mdx'), value: source }), mdxOptions)
    .then(() => new Error('compiled'))
    .catch((e: unknown) => e);
  return error instanceof Error ? error.message : String(error);
}

/** The post's problems as the content check reads them without a compile (the structural pipeline). */
async function checked(source: string): Promise<string[]> {
  const structure = await inspectPost(path.join(dir, 'broken.mdx'), source);
  return structure.issues.map((issue) => `${issue.file}:${issue.line ?? '?'} ${issue.field}: ${issue.expected}`);
}

beforeAll(async () => {
  await mkdir(dir, { recursive: true });
});
afterAll(() => {
  codeStylesheets.clear();
  mathsStylesheets.clear();
});

describe('maths', () => {
  it('typesets $…$ inline with KaTeX: MathML for screen readers, glyphs placed by classes, no style attribute', async () => {
    const { html, css } = await render('inline', 'Let $x$ be.\n');
    expect(html).toBe(
      '<p>Let <span class="katex"><span class="katex-mathml" data-pagefind-ignore=""><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mi>x</mi></mrow>' +
        '<annotation encoding="application/x-tex">x</annotation></semantics></math></span>' +
        '<span class="katex-html" aria-hidden="true"><span class="base"><span class="strut kx-71314fe5"></span>' +
        '<span class="mord mathnormal">x</span></span></span></span> be.</p>',
    );
    expect(css).toBe('.kx-71314fe5{height:0.4306em!important}');
  });

  it('typesets $$…$$ as a display formula, focusable so a keyboard can scroll it when it is wider than the column', async () => {
    const { html } = await render('display', 'Power:\n\n$$\nP = \\frac{V^2}{R}\n$$\n');
    expect(html).toMatch(
      /^<p>Power:<\/p>\n<span class="katex-display" tabindex="0"><span class="katex"><span class="katex-mathml" data-pagefind-ignore=""><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML" display="block">/,
    );
    expect(html).toContain('<annotation encoding="application/x-tex">P = \\frac{V^2}{R}</annotation>');
    expect(html).not.toContain('<pre');
  });

  it('gives every inline style of KaTeX a class whose rule is in the post’s maths stylesheet, and nothing else', async () => {
    const { html, css } = await render(
      'styles',
      'Ohm: $V = IR$, and\n\n$$\n\\sqrt{\\frac{a^2}{b_1}} \\color{red}{x}\n$$\n',
    );
    expect(html).not.toContain('style=');
    const used = new Set([...html.matchAll(/\bkx-[0-9a-f]{8}\b/g)].map((m) => m[0]));
    const defined = [...css.matchAll(/\.(kx-[0-9a-f]{8})\{([^}]*)\}/g)];
    expect(new Set(defined.map((m) => m[1]))).toEqual(used);
    expect(used.size).toBeGreaterThan(10);
    // Each rule outranks katex.css as the inline style did.
    for (const [, , body] of defined)
      for (const d of (body ?? '').split(';')) expect(d).toMatch(/^[a-z-]+:[^;]+!important$/);
    expect(css).toContain('{color:red!important}');
  });

  it('names a style’s class by its declarations, so two posts’ stylesheets agree on every shared class', async () => {
    const first = await render('first', '$x + y$\n');
    const second = await render('second', 'Another: $y + x$\n');
    const rules = (css: string) =>
      new Map([...css.matchAll(/\.(kx-[0-9a-f]{8})(\{[^}]*\})/g)].map((m) => [m[1], m[2]]));
    const shared = [...rules(first.css)].filter(([name]) => rules(second.css).has(name));
    expect(shared.length).toBeGreaterThan(0);
    for (const [name, rule] of shared) expect(rules(second.css).get(name)).toBe(rule);
  });

  it('imports KaTeX’s stylesheet and the post’s maths stylesheet only into a post with maths', async () => {
    const withMaths = await render('with-maths', 'Let $x$ be.\n');
    expect(withMaths.code).toContain(`import ${JSON.stringify(KATEX_CSS)};`);
    expect(withMaths.code).toContain(`import ${JSON.stringify(path.join(dir, `with-maths.mdx${MATHS_CSS_SUFFIX}`))};`);
    const without = await render('without-maths', 'Costs \\$5 and \\$10.\n');
    expect(without.html).toBe('<p>Costs $5 and $10.</p>');
    expect(without.code).not.toContain('katex');
    expect(without.code).not.toContain(MATHS_CSS_SUFFIX);
  });
});

describe('maths errors', () => {
  it('fails a formula KaTeX cannot typeset at its line, with KaTeX’s message and the formula', async () => {
    expect(await failure('# Post\n\nA ratio $\\fracc{1}{2}$ here.\n')).toBe(
      `Invalid content (1 problem):\n${shown}/broken.mdx:3 maths: expected a formula KaTeX can typeset (KaTeX parse error: Undefined control sequence: \\fracc), got "\\fracc{1}{2}"`,
    );
  });

  it('names the line of the error inside a display formula of several lines', async () => {
    const source = [
      '# Post',
      '',
      '$$',
      '\\begin{aligned}',
      'a &= b \\\\',
      'c &= \\fracc{1}{2}',
      '\\end{aligned}',
      '$$',
      '',
    ];
    expect(await failure(source.join('\n'))).toBe(
      `Invalid content (1 problem):\n${shown}/broken.mdx:6 maths: expected a formula KaTeX can typeset (KaTeX parse error: Undefined control sequence: \\fracc), got "c &= \\fracc{1}{2}"`,
    );
  });

  it('checks ```math blocks, which are typeset as display formulas too', async () => {
    expect(await failure('# Post\n\n```math\n\\sqrt{x\n```\n')).toContain(
      `${shown}/broken.mdx:4 maths: expected a formula KaTeX can typeset (KaTeX parse error: Expected '}', got 'EOF'), got "\\sqrt{x"`,
    );
  });

  it('fails two prices in a paragraph, which Markdown reads as a formula, and says how to write a dollar sign', async () => {
    expect(await failure('# Post\n\nParts cost $5 and $10 each.\n')).toBe(
      `Invalid content (1 problem):\n${shown}/broken.mdx:3 maths: expected a formula between $ signs, got "5 and "; a $ in text starts a formula: write \\$ for a dollar sign`,
    );
    expect(await failure('# Post\n\nFrom $5-$10.\n')).toContain(
      `${shown}/broken.mdx:3 maths: expected a formula between $ signs, got "5-"`,
    );
  });

  it('fails a link in a formula, which KaTeX shows only when trusted, and says to write a Markdown link', async () => {
    expect(await failure('# Post\n\nSee $\\href{https://example.com}{R_1}$ here.\n')).toBe(
      `Invalid content (1 problem):\n${shown}/broken.mdx:3 maths: expected a formula KaTeX typesets without trust (\\href needs trust, and the site trusts no formula), got "\\href{https://example.com}{R_1}"; write a Markdown link next to the formula instead: [text](https://…)`,
    );
  });

  it.each([
    ['\\url{https://example.com}', '\\url', 'write a Markdown link next to the formula instead: [text](https://…)'],
    [
      '\\includegraphics[height=1em]{./plot.png}',
      '\\includegraphics',
      'write a Markdown image next to the formula instead: ![what it shows](./my-post/picture.png)',
    ],
    ['\\htmlStyle{color: red}{x}', '\\htmlStyle', 'leave it out; for a colour write \\color{…} instead'],
    ['\\htmlClass{big}{x}', '\\htmlClass', 'leave it out: a formula carries no HTML attributes on this site'],
    ['\\htmlId{eq1}{x}', '\\htmlId', 'leave it out: a formula carries no HTML attributes on this site'],
    ['\\htmlData{n=1}{x}', '\\htmlData', 'leave it out: a formula carries no HTML attributes on this site'],
  ])('fails %s, which needs trust, saying what to write instead', async (formula, command, hint) => {
    expect(await failure(`# Post\n\n$$\n${formula}\n$$\n`)).toBe(
      `Invalid content (1 problem):\n${shown}/broken.mdx:4 maths: expected a formula KaTeX typesets without trust (${command} needs trust, and the site trusts no formula), got "${formula}"; ${hint}`,
    );
  });

  it('fails a link KaTeX finds malformed, which it never asks to trust, as any other link', async () => {
    expect(await failure('# Post\n\n$\\href{javascript&colon;alert(1)}{x}$\n')).toContain(
      `${shown}/broken.mdx:3 maths: expected a formula KaTeX typesets without trust (\\href needs trust, and the site trusts no formula)`,
    );
  });

  it('names the line of each untrusted command in a display formula of several lines, once per command', async () => {
    const source = [
      '# Post',
      '',
      '$$',
      'a = \\url{https://a.example}',
      '\\\\',
      'b = \\htmlId{b}{c} + \\url{https://b.example}',
      '$$',
      '',
    ];
    expect(await checked(source.join('\n'))).toEqual([
      `${shown}/broken.mdx:4 maths: expected a formula KaTeX typesets without trust (\\url needs trust, and the site trusts no formula)`,
      `${shown}/broken.mdx:6 maths: expected a formula KaTeX typesets without trust (\\htmlId needs trust, and the site trusts no formula)`,
    ]);
  });

  it('reports every bad formula of the post, and the content check finds the same problems without a compile', async () => {
    const source = '# Post\n\n$\\foo$\n\nText.\n\n$$\nx^{\n$$\n';
    const message = await failure(source);
    expect(message.split('\n')).toHaveLength(3);
    expect(await checked(source)).toEqual([
      `${shown}/broken.mdx:3 maths: expected a formula KaTeX can typeset (KaTeX parse error: Undefined control sequence: \\foo)`,
      `${shown}/broken.mdx:8 maths: expected a formula KaTeX can typeset (KaTeX parse error: Expected '}', got 'EOF')`,
    ]);
  });
});

describe('callouts', () => {
  /** The markup with the icon's path data left out. */
  const withoutPath = (html: string) => html.replace(/<path d="[^"]+"><\/path>/g, '<path/>');

  it('makes > [!NOTE] a region named after its type, with a visible title and a decorative icon', async () => {
    const { html } = await render('note', '> [!NOTE]\n> Read the **datasheet** first.\n');
    expect(withoutPath(html)).toBe(
      '<section class="callout callout-note" aria-label="Note"><p class="callout-title">' +
        '<svg class="callout-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path/></svg>Note</p>' +
        '<p>Read the <strong>datasheet</strong> first.</p>\n</section>',
    );
  });

  it.each([
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'important', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'caution', 'Caution'],
  ])('makes > [!%s] a %s callout titled %s', async (keyword, type, title) => {
    const { html } = await render(`callout-${type}`, `> [!${keyword}]\n> Some text.\n`);
    expect(withoutPath(html)).toBe(
      `<section class="callout callout-${type}" aria-label="${title}"><p class="callout-title">` +
        `<svg class="callout-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path/></svg>${title}</p>` +
        '<p>Some text.</p>\n</section>',
    );
  });

  it('keeps the Markdown of a callout’s body: paragraphs, lists, maths', async () => {
    const { html } = await render('body', '> [!WARNING]\n> First $x$.\n>\n> - one\n> - two\n');
    expect(html).toMatch(/^<section class="callout callout-warning" aria-label="Warning">/);
    expect(html).toContain('<p>First <span class="katex">');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</section>');
  });

  it('leaves a plain quote, and a quote with an unknown type, a quote', async () => {
    const { html } = await render('quotes', '> Just a quote.\n\n> [!NOTICE]\n> Not a type.\n');
    expect(html).toBe(
      '<blockquote>\n<p>Just a quote.</p>\n</blockquote>\n<blockquote>\n<p>[!NOTICE]\nNot a type.</p>\n</blockquote>',
    );
  });
});
