/** Which pushes may deploy after the build and the site check alone: those that change only content/. */
import { describe, expect, it } from 'vitest';
import { changedPaths, isContentOnly } from './deploy-scope.ts';

describe('isContentOnly', () => {
  it('is true when every changed file is in content/', () => {
    expect(isContentOnly(['content/site.md', 'content/blog/new.mdx', 'content/blog/new/photo.jpg'])).toBe(true);
  });

  it('is false when any code, test, workflow or package file changed, or nothing did', () => {
    for (const other of [
      'src/App.tsx',
      'tests/dist/pages.test.ts',
      '.github/workflows/deploy.yml',
      'package.json',
      'contents.md',
    ]) {
      expect(isContentOnly(['content/site.md', other]), other).toBe(false);
    }
    expect(isContentOnly([])).toBe(false);
  });
});

describe('changedPaths', () => {
  it('is unknown for a new branch (forty zeros) or no before commit, so every test runs', () => {
    expect(changedPaths('0'.repeat(40), 'HEAD')).toBeUndefined();
    expect(changedPaths(undefined, 'HEAD')).toBeUndefined();
  });
});
