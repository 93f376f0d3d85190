/** The "updated" date rule, its build line and the shallow-history warning; git itself is asked in tests/integration. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PostSummary, UpdatedSource } from '../../../src/content/schema.ts';
import type { FileHistory } from './git-history.ts';
import { pageDates, shallowHistoryWarning, updatedDate, updatedLine } from './post-dates.ts';

const post = (slug: string, updatedSource: UpdatedSource): PostSummary => ({
  slug,
  title: slug,
  description: slug,
  date: '2025-09-14',
  updated: '2025-09-14',
  updatedSource,
  source: `content/blog/${slug}.mdx`,
  readingMinutes: 1,
  draft: false,
  featured: false,
  ids: [],
  tags: [],
});

const FILE = 'content/blog/logger.mdx';
const history = (entry?: FileHistory) => () => new Map(entry ? [[path.resolve(FILE), entry]] : []);

describe('updatedDate', () => {
  it('is the frontmatter’s `updated` when set, without asking git', () => {
    let asked = false;
    const commits = () => {
      asked = true;
      return new Map<string, FileHistory>();
    };
    expect(updatedDate({ date: '2025-09-14', updated: '2025-10-01' }, FILE, commits)).toEqual({
      updated: '2025-10-01',
      source: 'frontmatter',
    });
    expect(asked).toBe(false);
  });

  it('is the last commit after the one that added the file', () => {
    const commits = history({ added: '2025-09-14', changed: '2025-12-02' });
    expect(updatedDate({ date: '2025-09-14' }, FILE, commits)).toEqual({
      updated: '2025-12-02',
      source: 'later-commit',
    });
  });

  it('is the publication date when the only commit is the one that added the file (an import among them)', () => {
    const commits = history({ added: '2026-11-25' });
    expect(updatedDate({ date: '2025-09-14' }, FILE, commits)).toEqual({
      updated: '2025-09-14',
      source: 'first-commit',
    });
  });

  it('is the publication date for a file git has no commit of, whatever the day of the build', () => {
    expect(updatedDate({ date: '2025-09-14' }, FILE, history())).toEqual({
      updated: '2025-09-14',
      source: 'no-commit',
    });
  });
});

describe('updatedLine', () => {
  it.each([
    ['frontmatter', 'post logger: updated 2025-10-01 (from its frontmatter)'],
    ['later-commit', 'post logger: updated 2025-10-01 (from a commit after the one that added it)'],
    ['first-commit', 'post logger: no later change (one commit, the one that added it)'],
    ['no-commit', 'post logger: no later change (no commit of its file)'],
  ] as const)('says where a date from %s came from', (source, line) => {
    expect(updatedLine({ slug: 'logger', updated: '2025-10-01', updatedSource: source })).toBe(line);
  });
});

describe('shallowHistoryWarning', () => {
  it('names the posts a shallow history may leave without an "Updated" date, and how to fetch it all', () => {
    const warning = shallowHistoryWarning(
      [post('logger', 'first-commit'), post('notes', 'frontmatter'), post('radio', 'first-commit')],
      () => true,
    );
    expect(warning).toBe(
      'post dates: the git history is shallow, so logger, radio may lack the "Updated" date of a change; ' +
        'build from a full clone (git fetch --unshallow, or fetch-depth: 0 in actions/checkout)',
    );
  });

  it('is silent with a full history', () => {
    expect(shallowHistoryWarning([post('logger', 'first-commit')], () => false)).toBeUndefined();
  });

  it('is silent, without asking git, when every post has a date a shallow history cannot hide', () => {
    let asked = false;
    const isShallow = () => (asked = true);
    const posts = [post('logger', 'frontmatter'), post('notes', 'no-commit'), post('radio', 'later-commit')];
    expect(shallowHistoryWarning(posts, isShallow)).toBeUndefined();
    expect(asked).toBe(false);
  });
});

describe('pageDates', () => {
  it('is the day git added the file and the day of its last change after that, else that day again', () => {
    expect(pageDates(FILE, history({ added: '2025-01-02', changed: '2025-03-04' })())).toEqual({
      published: '2025-01-02',
      updated: '2025-03-04',
    });
    expect(pageDates(FILE, history({ added: '2025-01-02' })())).toEqual({
      published: '2025-01-02',
      updated: '2025-01-02',
    });
  });

  it('is none for a file git has no commit of', () => {
    expect(pageDates(FILE, history()())).toBeUndefined();
  });
});
