/**
 * Footnotes through the MDX pipeline: their references and notes, the stylesheet imported only where
 * they are used, and the problems a reference without its note (or the reverse) is reported as.
 */
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledPost, MDX_DIR, renderPost } from '../../../tests/support/mdx-render.ts';
import { codeStylesheets } from './code-styles.ts';
import { FOOTNOTES_CSS } from './footnotes.ts';
import { inspectPost } from './inspect.ts';
import { mdxOptions } from './options.ts';

afterAll(() => {
  codeStylesheets.clear();
});

describe('footnotes', () => {
  const source = [
    '<Contents />',
    '',
    '## Loop',
    '',
    'At 20 kHz[^rate], and again[^rate]; see[^2].',
    '',
    '[^rate]: Ten times the corner.',
    '[^2]: Another.',
    '',
  ].join('\n');
  let html = '';
  beforeAll(async () => {
    html = await renderPost('footnotes', source);
  });

  it('names each reference "Footnote N" and links it to its note', () => {
    expect(html).toContain(
      '<p>At 20 kHz<sup><a href="#user-content-fn-rate" id="user-content-fnref-rate" data-footnote-ref aria-label="Footnote 1">1</a></sup>, ' +
        'and again<sup><a href="#user-content-fn-rate" id="user-content-fnref-rate-2" data-footnote-ref aria-label="Footnote 1">1</a></sup>; ' +
        'see<sup><a href="#user-content-fn-2" id="user-content-fnref-2" data-footnote-ref aria-label="Footnote 2">2</a></sup>.</p>',
    );
  });

  it('lists the notes in a region named by a visually hidden heading, each with a back-link to each reference, saying where it leads', () => {
    expect(html).toContain(
      '<section data-footnotes class="footnotes" aria-labelledby="footnote-label">' +
        '<h2 class="visually-hidden" id="footnote-label">Footnotes</h2>\n<ol>\n' +
        '<li id="user-content-fn-rate">\n<p>Ten times the corner. ' +
        '<a href="#user-content-fnref-rate" data-footnote-backref="" aria-label="Back to footnote 1 in the text" class="data-footnote-backref">↩\uFE0E</a> ' +
        '<a href="#user-content-fnref-rate-2" data-footnote-backref="" aria-label="Back to footnote 1 in the text (reference 2)" class="data-footnote-backref">↩\uFE0E</a></p>\n</li>\n' +
        '<li id="user-content-fn-2">\n<p>Another. ' +
        '<a href="#user-content-fnref-2" data-footnote-backref="" aria-label="Back to footnote 2 in the text" class="data-footnote-backref">↩\uFE0E</a></p>\n</li>\n' +
        '</ol>\n</section>',
    );
  });

  it('imports the footnotes’ stylesheet only into a post with footnotes', async () => {
    const imported = `import ${JSON.stringify(FOOTNOTES_CSS)};`;
    expect(await compiledPost(source)).toContain(imported);
    expect(await compiledPost('## Loop\n\nNo notes.\n')).not.toContain(imported);
  });

  it('does not number the notes’ heading as a section, nor list it in <Contents />', () => {
    expect(html).toContain('<h2 id="loop"><span class="heading-number">1.</span> Loop</h2>');
    expect(html.match(/heading-number/g)).toHaveLength(1);
    expect(html.match(/<li><a href="#[^"]+" class="_link_/g)).toHaveLength(1);
  });

  it('counts no section for the notes’ heading, so a post with a footnote and no ## heading still fails', async () => {
    const file = path.join(MDX_DIR, 'no-section.mdx');
    const only = await inspectPost(file, 'Text[^1].\n\n[^1]: A note.\n');
    expect(only.sections).toBe(0);
    expect([...only.ids]).toEqual(['user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
    await expect(
      compile(new VFile({ path: file, value: '<Contents />\n\nText[^1].\n\n[^1]: A note.\n' }), mdxOptions),
    ).rejects.toThrow(
      '.tmp/mdx-pipeline/no-section.mdx:1 Contents: expected at least one "## " section heading to list, got none',
    );
  });

  it('fails a reference without its note, which would show as text (unless escaped), and a note nothing refers to, each at its line', async () => {
    const source = [
      '## Loop',
      '',
      'At 20 kHz[^rate] and',
      'more[^rates], not \\[^x].',
      '',
      '[^rate]: Ten times.',
      '[^gain]: Fifty.',
      '',
    ];
    await expect(
      compile(new VFile({ path: path.join(MDX_DIR, 'dangling.mdx'), value: source.join('\n') }), mdxOptions),
    ).rejects.toThrow(
      'Invalid content (2 problems):\n' +
        '.tmp/mdx-pipeline/dangling.mdx:4 footnote: expected a note for [^rates], on a line of its own: [^rates]: …, got none; without it the page shows "[^rates]" as text\n' +
        '.tmp/mdx-pipeline/dangling.mdx:7 footnote: expected a reference [^gain] in the text to this note, got none; a note nothing refers to is left out of the page',
    );
  });
});
