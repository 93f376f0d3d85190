import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { seriesIssues, type SeriesUse } from './series.ts';

const part = (file: string, series?: string, seriesOrder?: number): SeriesUse => ({
  file,
  series,
  seriesOrder,
  lineOf: (field) => (field === 'series' ? 8 : 9),
});

describe('series fields', () => {
  it('accepts parts with their own places, and parts in date order', () => {
    expect(
      seriesIssues([part('a.mdx', 'Rover', 1), part('b.mdx', 'Rover', 2), part('c.mdx', 'Rover'), part('d.mdx')]),
    ).toEqual([]);
  });

  it('lets two series use the same places', () => {
    expect(seriesIssues([part('a.mdx', 'Rover', 1), part('b.mdx', 'Radio', 1)])).toEqual([]);
  });

  it('reports a place another part of the series has, naming that part', () => {
    expect(seriesIssues([part('a.mdx', 'Rover', 2), part('b.mdx', 'Rover', 2)]).map(formatIssue)).toEqual([
      'b.mdx:9 seriesOrder: expected each part of the series "Rover" at its own place, got 2, which a.mdx:9 has too',
    ]);
  });

  it('reports a place without a series', () => {
    expect(seriesIssues([part('a.mdx', undefined, 3)]).map(formatIssue)).toEqual([
      'a.mdx:9 seriesOrder: expected a series for the post to have a place in, got 3; add series: <its name>, or leave seriesOrder out',
    ]);
  });
});
