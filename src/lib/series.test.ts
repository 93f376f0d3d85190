import { describe, expect, it } from 'vitest';
import { partLabel, seriesOf } from './series.ts';

const post = (slug: string, date: string, series?: string, seriesOrder?: number) => ({
  slug,
  title: `Title ${slug}`,
  date,
  ...(series === undefined ? {} : { series }),
  ...(seriesOrder === undefined ? {} : { seriesOrder }),
});

describe('a post’s series', () => {
  it('lists the parts in date order, and which part the post is', () => {
    const posts = [
      post('c', '2026-03-01', 'Rover'),
      post('a', '2026-01-01', 'Rover'),
      post('x', '2026-02-01'),
      post('b', '2026-02-01', 'Rover'),
    ];
    expect(seriesOf(posts, 'b')).toEqual({
      name: 'Rover',
      parts: [
        { slug: 'a', title: 'Title a' },
        { slug: 'b', title: 'Title b' },
        { slug: 'c', title: 'Title c' },
      ],
      part: 2,
    });
  });

  it('puts parts in seriesOrder where given, before parts without one', () => {
    const posts = [
      post('a', '2026-01-01', 'Rover', 2),
      post('b', '2026-02-01', 'Rover', 1),
      post('c', '2025-01-01', 'Rover'),
    ];
    expect(seriesOf(posts, 'c')?.parts.map((p) => p.slug)).toEqual(['b', 'a', 'c']);
    expect(seriesOf(posts, 'c')?.part).toBe(3);
  });

  it('keeps series apart by name, and gives a post in no series none', () => {
    const posts = [
      post('a', '2026-01-01', 'Rover'),
      post('b', '2026-02-01', 'Radio'),
      post('c', '2026-03-01'),
      post('d', '2026-04-01', 'Radio'),
    ];
    expect(seriesOf(posts, 'b')?.parts.map((p) => p.slug)).toEqual(['b', 'd']);
    expect(seriesOf(posts, 'c')).toBeUndefined();
  });

  it('shows no series for the one part of a series that has only one, so never "Part 1 of 1"', () => {
    const posts = [post('a', '2026-01-01', 'Rover'), post('b', '2026-02-01')];
    expect(seriesOf(posts, 'a')).toBeUndefined();
  });

  it('says which part it is in words', () => {
    expect(
      partLabel({
        part: 2,
        parts: [
          { slug: 'a', title: 'A' },
          { slug: 'b', title: 'B' },
          { slug: 'c', title: 'C' },
        ],
      }),
    ).toBe('Part 2 of 3');
  });
});
