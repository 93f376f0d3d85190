import { describe, expect, it } from 'vitest';
import { conflictsFromStatus } from './merge.ts';
import { overrides, parseNameStatus } from './overrides.ts';
import { conflictLines, overrideLines, uncommittedLines, undoCommand } from './report.ts';

describe('the owner’s overrides', () => {
  const mine = parseNameStatus('M\0src/styles/tokens.css\0A\0public/cv.pdf\0D\0docs/images/home.webp\0');
  const upstream = new Set(parseNameStatus('M\0src/styles/tokens.css\0M\0src/App.tsx\0').keys());

  it('reads git’s name-status list and marks the files upstream changed too, in path order', () => {
    expect(overrides(mine, upstream)).toEqual([
      { file: 'docs/images/home.webp', change: 'deleted', upstreamToo: false },
      { file: 'public/cv.pdf', change: 'added', upstreamToo: false },
      { file: 'src/styles/tokens.css', change: 'modified', upstreamToo: true },
    ]);
  });

  it('lists them in columns, and says what to check', () => {
    expect(overrideLines(overrides(mine, upstream), 'release 1.0.0')).toEqual([
      'Your changes outside content/, compared with release 1.0.0:',
      '  deleted   docs/images/home.webp',
      '  added     public/cv.pdf',
      '  modified  src/styles/tokens.css  upstream changed it too',
      'Upstream changed one of them too: after the merge, check that it still does what you meant.',
    ]);
    expect(overrideLines([], 'release 1.0.0')).toEqual([
      'You have no changes outside content/ (compared with release 1.0.0).',
    ]);
  });
});

describe('a merge that stopped', () => {
  it('reads the unmerged files of git status, with how each side left them', () => {
    const status = 'UU src/styles/tokens.css\0DU docs/images/home.webp\0M  src/App.tsx\0UD public/old.txt\0';
    expect(conflictsFromStatus(status)).toEqual([
      { file: 'docs/images/home.webp', how: 'you deleted it; upstream changed it' },
      { file: 'public/old.txt', how: 'upstream deleted it; you changed it' },
      { file: 'src/styles/tokens.css', how: 'changed on both sides' },
    ]);
  });

  it('lists them, then how to finish and how to abort', () => {
    const lines = conflictLines([{ file: 'src/styles/tokens.css', how: 'changed on both sides' }], 'abc');
    expect(lines[2]).toBe('  src/styles/tokens.css  changed on both sides');
    expect(lines).toContain('To finish: git commit --no-edit, then npm run check:content and');
    expect(lines).toContain('  npm run review -- abc');
    expect(lines.at(-1)).toBe('To abort, leaving everything as it was: git merge --abort');
  });
});

describe('what the upgrade says', () => {
  it('refuses uncommitted changes, listing them and saying why', () => {
    const status = Array.from({ length: 22 }, (_, i) => `?? notes/${i}.txt`);
    const lines = uncommittedLines([' M README.md', ...status]);
    expect(lines[0]).toBe('your working tree has uncommitted changes:');
    expect(lines[1]).toBe('   M README.md');
    expect(lines[21]).toBe('  … and 3 more');
    expect(lines.join(' ')).toContain('the command that undoes it (git reset --hard) would throw');
  });

  it('undoes with one command, reinstalling the packages when the release changed them', () => {
    expect(undoCommand('f'.repeat(40), false)).toBe(`git reset --hard ${'f'.repeat(40)}`);
    expect(undoCommand('abc', true)).toBe('git reset --hard abc && npm ci');
  });
});
