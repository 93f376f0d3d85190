import { describe, expect, it } from 'vitest';
import { renderHtml, renderSummary, type Review } from './report.ts';

const review: Review = {
  base: { name: 'main', commit: 'abc1234def', label: 'main (abc1234)' },
  head: { name: 'working tree', label: 'the working tree' },
  notes: ['HEAD: the working tree, uncommitted edits included'],
  content: [
    {
      entity: 'blog/karl',
      changes: ['section "Hardware Stack" edited (+1 −1 words)'],
      details: [
        {
          label: '"Hardware Stack"',
          excerpts: [[{ text: 'the ' }, { text: '<10>', change: 'removed' }, { text: '12', change: 'added' }]],
        },
      ],
    },
  ],
  routes: [{ route: '/', status: 'changed', added: 1, removed: 0, excerpts: [], imagesAdded: 0, imagesRemoved: 0 }],
  unchanged: ['/blog/radio'],
  pictures: {
    shots: [
      {
        route: '/',
        width: 390,
        before: 'images/home-390-before.png',
        after: 'images/home-390-after.png',
        diff: 'images/home-390-diff.png',
        percent: 2.5,
        changed: 1234,
      },
    ],
  },
};

describe('renderSummary', () => {
  it('writes one line per entity and route, escaping what Markdown would format', () => {
    expect(renderSummary(review)).toContain(
      [
        '## Content changes',
        '',
        '- blog/karl: section "Hardware Stack" edited (+1 −1 words)',
        '  - "Hardware Stack": the [-\\<10\\>-]{+12+}',
        '',
        '## Pages affected',
        '',
        '- / changed (+1 −0 words)',
        '- Unchanged: /blog/radio',
      ].join('\n'),
    );
    expect(renderSummary(review)).toContain(
      '| / | 390 px | [before](images/home-390-before.png) | [after](images/home-390-after.png) | [difference](images/home-390-diff.png) | 2.50 % (1,234 px) |',
    );
  });

  it('prints the same words unescaped for the terminal, and why pictures were skipped', () => {
    const text = renderSummary({ ...review, pictures: { skipped: 'No Chromium or Chrome found.' } }, true);
    expect(text).toContain('  - "Hardware Stack": the [-<10>-]{+12+}');
    expect(text).toContain('Pictures skipped: No Chromium or Chrome found.');
  });
});

describe('renderHtml', () => {
  it('marks the word changes and escapes the text, with no script or inline style', () => {
    const html = renderHtml(review);
    expect(html).toContain('the <del>&lt;10&gt;</del><ins>12</ins>');
    expect(html).toContain('<img src="images/home-390-diff.png" alt="Difference of / at 390 px">');
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
  });
});
