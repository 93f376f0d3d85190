import { describe, expect, it } from 'vitest';
import { relatedPosts } from './related.ts';

const post = (slug: string, date: string, tags: string[]) => ({ slug, date, title: `Post ${slug}`, tags });

const posts = [
  post('one-tag-old', '2026-01-01', ['rust']),
  post('two-tags', '2026-02-01', ['rust', 'can-bus']),
  post('one-tag-new', '2026-05-01', ['can-bus']),
  post('three-tags', '2026-03-01', ['rust', 'can-bus', 'rtos']),
  post('unrelated', '2026-06-01', ['knitting']),
  post('no-tags', '2026-07-01', []),
];

describe('related posts', () => {
  it('lists the posts sharing the most tags first, the newest first among equals, at most three', () => {
    expect(relatedPosts(posts, ['rust', 'can-bus', 'rtos']).map((p) => p.slug)).toEqual([
      'three-tags',
      'two-tags',
      'one-tag-new',
    ]);
  });

  it('never lists the page’s own post', () => {
    expect(relatedPosts(posts, ['rust', 'can-bus', 'rtos'], 'three-tags').map((p) => p.slug)).toEqual([
      'two-tags',
      'one-tag-new',
      'one-tag-old',
    ]);
  });

  it('lists none when no post shares a tag, or the page has no tags', () => {
    expect(relatedPosts(posts, ['gardening'])).toEqual([]);
    expect(relatedPosts(posts, [])).toEqual([]);
  });

  it('counts a tag written twice in a post once', () => {
    const twice = [post('twice', '2026-01-01', ['rust', 'rust']), post('both', '2025-01-01', ['rust', 'rtos'])];
    expect(relatedPosts(twice, ['rust', 'rtos']).map((p) => p.slug)).toEqual(['both', 'twice']);
  });
});
