import { describe, expect, it } from 'vitest';
import type { PostSummary } from '../content/schema.ts';
import { adjacentPosts, byDate, findPost, firstWithCover, formatDate, newestFirst, postDates } from './posts.ts';

const post = (slug: string, date: string): PostSummary => ({
  slug,
  title: `Post ${slug}`,
  description: 'A post.',
  date,
  updated: date,
  updatedSource: 'frontmatter',
  repo: 'https://github.com/example/repo',
  source: `content/blog/${slug}.mdx`,
  readingMinutes: 3,
  draft: false,
  featured: false,
  ids: [],
  tags: [],
});

// Oldest first, the order the content loader sorts posts in (byDate).
const posts = [post('sample', '2025-09-14'), post('second', '2025-10-01'), post('third', '2025-11-20')];

describe('newestFirst', () => {
  it('lists posts newest first, exactly the reverse of date order, posts of the same day included', () => {
    // Titles sort the other way round from slugs, so a tie broken by anything but the title shows.
    const sameDay = [post('b-first', '2025-10-01'), post('a-second', '2025-10-01')].map((p, i) => ({
      ...p,
      title: `${i === 0 ? 'Alpha' : 'Beta'} on the same day`,
    }));
    const all = [posts[2], sameDay[1], posts[0], sameDay[0]].filter((p) => p !== undefined);
    const oldestFirst = [...all].sort(byDate);
    expect(oldestFirst.map((p) => p.slug)).toEqual(['sample', 'b-first', 'a-second', 'third']);
    expect(newestFirst(all)).toEqual([...oldestFirst].reverse());
  });
});

describe('adjacentPosts', () => {
  it('has neither neighbour for the only post', () => {
    expect(adjacentPosts([post('sample', '2025-09-14')], 'sample')).toEqual({ previous: undefined, next: undefined });
  });

  it('gives the first post only a next one', () => {
    const { previous, next } = adjacentPosts(posts, 'sample');
    expect(previous).toBeUndefined();
    expect(next?.slug).toBe('second');
  });

  it('gives a middle post both neighbours in date order', () => {
    const { previous, next } = adjacentPosts(posts, 'second');
    expect([previous?.slug, next?.slug]).toEqual(['sample', 'third']);
  });

  it('gives the newest post only a previous one', () => {
    const { previous, next } = adjacentPosts(posts, 'third');
    expect([previous?.slug, next]).toEqual(['second', undefined]);
  });

  it('has no neighbours for an unknown slug', () => {
    expect(adjacentPosts(posts, 'nope')).toEqual({ previous: undefined, next: undefined });
  });
});

describe('findPost', () => {
  it('finds a post by slug', () => {
    expect(findPost(posts, 'second')?.title).toBe('Post second');
  });

  it('finds nothing for a missing or unknown slug', () => {
    expect(findPost(posts, undefined)).toBeUndefined();
    expect(findPost(posts, 'nope')).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('writes a YYYY-MM-DD date as day, month name and year', () => {
    expect(formatDate('2025-09-14')).toBe('14 September 2025');
  });

  it('does not shift the day with the time zone', () => {
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
  });
});

describe('postDates', () => {
  it('shows the publication date, then the updated date when it is later', () => {
    expect(postDates({ date: '2025-09-14', updated: '2026-11-22' })).toEqual([
      { label: 'Published', date: '2025-09-14' },
      { label: 'Updated', date: '2026-11-22' },
    ]);
  });

  it('shows one date when the post was not updated after the day it was published', () => {
    expect(postDates({ date: '2025-09-14', updated: '2025-09-14' })).toEqual([
      { label: 'Published', date: '2025-09-14' },
    ]);
  });

  it('ignores an "updated" date before publication (a commit made before the post went out)', () => {
    expect(postDates({ date: '2025-09-14', updated: '2025-09-01' })).toEqual([
      { label: 'Published', date: '2025-09-14' },
    ]);
  });
});

describe('firstWithCover', () => {
  it('is the first of the list’s first two posts that has a cover, or none', () => {
    const cover = { alt: 'A board' };
    expect(firstWithCover([{ slug: 'a' }, { slug: 'b', cover }, { slug: 'c', cover }])?.slug).toBe('b');
    expect(
      firstWithCover([
        { slug: 'a', cover },
        { slug: 'b', cover },
      ])?.slug,
    ).toBe('a');
    expect(firstWithCover([{ slug: 'a' }, { slug: 'b' }, { slug: 'c', cover }])).toBeUndefined();
    expect(firstWithCover<{ cover?: string }>([])).toBeUndefined();
  });
});
