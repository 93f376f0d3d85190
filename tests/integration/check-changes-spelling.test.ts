/**
 * The spelling check of what a change adds (scripts/tools/check-changes/spelling.ts), with cspell's own
 * dictionaries. Pure, but here rather than in the fast layer: loading cspell's English dictionaries takes
 * seconds on a quiet machine and over twenty while both cores are busy, past the fast layer's limit.
 */
import { describe, expect, it } from 'vitest';
import { misspellings, parseWordList } from '../../scripts/tools/check-changes/spelling.ts';

describe('the spelling of what a change adds', () => {
  it('reports an unknown word once per file at its first line, with suggestions, and not the owner’s or the site’s words', async () => {
    const lines = [
      { file: 'content/blog/a.mdx', line: 3, prose: 'I recieve data from the Kelpwatch buoy and the Zorblat mast.' },
      { file: 'content/blog/a.mdx', line: 9, prose: 'Then I recieve more, colour and color both.' },
      { file: 'content/blog/b.mdx', line: 1, prose: 'We recieve.' },
    ];
    const { findings, checked } = await misspellings(
      lines,
      parseWordList('# mine\nKelpwatch\n\n'),
      new Set(['zorblat']),
    );
    expect(checked).toBe(21);
    expect(findings.map(({ file, line, word }) => `${file}:${line} ${word}`)).toEqual([
      'content/blog/a.mdx:3 recieve',
      'content/blog/b.mdx:1 recieve',
    ]);
    expect(findings[0]?.suggestions).toContain('receive');
  });

  it('checks nothing when the change adds no words', async () => {
    expect(await misspellings([{ file: 'a.md', line: 1, prose: '  ' }], [], new Set())).toEqual({
      findings: [],
      checked: 0,
    });
  });
});
