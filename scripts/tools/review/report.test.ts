import { describe, expect, it } from 'vitest';
import { pictureWords, renderHtml, renderSummary, type Review } from './report.ts';

const review: Review = {
  base: { name: 'main', commit: 'abc1234def', label: 'main (abc1234)' },
  head: { name: 'working tree', label: 'the working tree' },
  renames: [],
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
  routes: [
    {
      route: '/',
      status: 'changed',
      added: 1,
      removed: 0,
      excerpts: [],
      pictures: { added: 0, removed: 0, replaced: 0 },
      restyled: false,
    },
    {
      route: '/blog/tidal-logger',
      status: 'changed',
      added: 0,
      removed: 0,
      excerpts: [],
      pictures: { added: 1, removed: 0, replaced: 0 },
      restyled: false,
    },
    {
      route: '/blog',
      status: 'changed',
      added: 0,
      removed: 0,
      excerpts: [],
      pictures: { added: 0, removed: 0, replaced: 0 },
      restyled: true,
    },
  ],
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
        closeUps: {
          before: 'images/home-390-before-close.png',
          after: 'images/home-390-after-close.png',
          diff: 'images/home-390-diff-close.png',
          box: { x: 0, y: 1240, width: 390, height: 560 },
        },
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
        '- /blog/tidal-logger changed (1 new picture)',
        '- /blog changed (new styles)',
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
    expect(html).toContain(
      '<a href="images/home-390-diff.png"><img src="images/home-390-diff-close.png" alt="Difference of / at 390 px"></a>',
    );
    expect(html).not.toMatch(/<script|<style|\sstyle=/);
  });
});

describe('pictureWords', () => {
  it('counts pictures, not the image files they are made of', () => {
    expect(pictureWords({ added: 1, removed: 0, replaced: 0 })).toEqual(['1 new picture']);
    expect(pictureWords({ added: 2, removed: 1, replaced: 1 })).toEqual([
      '1 picture replaced',
      '2 new pictures',
      '1 picture removed',
    ]);
    expect(pictureWords({ added: 0, removed: 0, replaced: 0 })).toEqual([]);
  });
});

describe('the report page', () => {
  it('says where on the page the close-ups were cut, around the largest change', () => {
    expect(renderHtml(review)).toContain(
      '<h4>390 px: 2.50 % (1,234 px) of pixels changed; the pictures show 390 × 560 px around the largest change, 1,240 px down the page</h4>',
    );
  });
});

describe('the rename guard and the labels in the report', () => {
  const renamed: Review = {
    ...review,
    renames: [
      {
        path: '/blog/karl',
        was: 'blog/karl.mdx',
        replacement: {
          file: 'content/blog/karl-rover.mdx',
          path: '/blog/karl-rover',
          why: 'same title',
          aliasesLine: 'aliases: [/blog/karl]',
        },
      },
    ],
    content: [
      {
        entity: 'blog/launch',
        changes: ['added'],
        details: [],
        labels: ['scheduled: goes live on 2026-12-01 09:00 (Europe/Amsterdam)'],
      },
    ],
  };

  it('puts the pages that would lead nowhere first, each with the aliases line to write', () => {
    const summary = renderSummary(renamed, true);
    const at = summary.indexOf('## Links that would break');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(summary.indexOf('## Content changes'));
    expect(summary).toContain(
      '- /blog/karl (content/blog/karl.mdx at main): write aliases: [/blog/karl] in content/blog/karl-rover.mdx (same title), or, if it is gone on purpose, removed: [/blog/karl] in content/site.md',
    );
    const html = renderHtml(renamed);
    expect(html.indexOf('Links that would break')).toBeLessThan(html.indexOf('Content changes'));
    expect(html).toContain('write aliases: [/blog/karl] in content/blog/karl-rover.mdx');
  });

  it('says so when every page of BASE still leads somewhere', () => {
    expect(renderSummary(review, true)).toContain('None: every page of BASE still has a page, an alias or a removal.');
  });

  it('labels a post still to come with when it goes live', () => {
    expect(renderSummary(renamed, true)).toContain(
      '- blog/launch (scheduled: goes live on 2026-12-01 09:00 (Europe/Amsterdam)): added',
    );
  });
});
