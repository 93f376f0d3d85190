/** The shallow-history warning; isShallowRepository, which asks git, is tested in tests/integration. */
import { describe, expect, it } from 'vitest';
import type { PostSummary, UpdatedSource } from '../../../src/content/schema.ts';
import { shallowHistoryWarning } from './dates.ts';

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
  ids: [],
});

describe('shallowHistoryWarning', () => {
  it('names the posts dated from a shallow history, says the dates may be wrong and how to fetch it all', () => {
    const warning = shallowHistoryWarning(
      [post('logger', 'git'), post('notes', 'frontmatter'), post('radio', 'git')],
      () => true,
    );
    expect(warning).toBe(
      'post dates: the git history is shallow, so the "Updated" date of logger, radio may be wrong; ' +
        'build from a full clone (git fetch --unshallow, or fetch-depth: 0 in actions/checkout)',
    );
  });

  it('is silent with a full history', () => {
    expect(shallowHistoryWarning([post('logger', 'git')], () => false)).toBeUndefined();
  });

  it('is silent, without asking git, when no post took its date from a commit', () => {
    let asked = false;
    const isShallow = () => (asked = true);
    expect(shallowHistoryWarning([post('logger', 'frontmatter'), post('notes', 'build')], isShallow)).toBeUndefined();
    expect(asked).toBe(false);
  });
});
