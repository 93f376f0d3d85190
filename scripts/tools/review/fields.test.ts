import { describe, expect, it } from 'vitest';
import { diffFields, diffValue, type FieldChanges } from './fields.ts';
import { plainExcerpt } from './words.ts';

const listChanges = (before: string[], after: string[]) => {
  const out: FieldChanges = { changes: [], details: [] };
  diffValue('', before, after, out);
  return out.changes;
};

describe('diffFields', () => {
  it('names tags added (with their position) and removed', () => {
    const { changes } = diffFields(
      { stack: ['ROS 2', 'FreeRTOS', 'LiDAR', 'Python'] },
      { stack: ['ROS 2', 'FreeRTOS', 'Zephyr', 'Python'] },
    );
    expect(changes).toEqual(['stack +Zephyr (position 3) −LiDAR']);
  });

  it('names a moved tag with its old and new position, and an added one', () => {
    expect(listChanges(['C', 'Rust', 'Go', 'ROS 2'], ['C', 'ROS 2', 'Rust', 'Go', 'Zig'])).toEqual([
      '+Zig (position 5)',
      'moved "ROS 2" 4 → 2',
    ]);
  });

  it('shows short text as old → new', () => {
    expect(diffFields({ period: '2023–2025' }, { period: '2023–Present' }).changes).toEqual([
      'period 2023–2025 → 2023–Present',
    ]);
  });

  it('shows an edited sentence in a list as that item edited, with the word diff', () => {
    const { changes, details } = diffFields(
      { highlights: ['Wrote the firmware for 300 sites.', 'Designed a link that reaches 14 km.'] },
      { highlights: ['Wrote the firmware for 300 sites.', 'Designed a link that reaches 20 km.'] },
    );
    expect(changes).toEqual(['highlight 2 edited']);
    expect(details.map((d) => [d.label, d.excerpts.map((e) => plainExcerpt(e))])).toEqual([
      ['highlight 2', ['Designed a link that reaches [-14-]{+20+} km.']],
    ]);
  });

  it('shows long text as edited, with the word diff', () => {
    const { changes, details } = diffFields(
      { tagline: 'A six-wheeled rover that patrols solar farms.' },
      { tagline: 'A six-wheeled rover that inspects solar farms.' },
    );
    expect(changes).toEqual(['tagline edited']);
    expect(details[0]?.excerpts.map((e) => plainExcerpt(e))).toEqual([
      'A six-wheeled rover that [-patrols-]{+inspects+} solar farms.',
    ]);
  });

  it('names fields that appear, disappear, or change type, and nested fields by path', () => {
    expect(
      diffFields(
        { updated: '2025-01-01', order: 1, photo: { src: 'a.jpg', alt: 'Me' } },
        { draft: true, order: 2, photo: { src: 'b.jpg', alt: 'Me' } },
      ).changes,
    ).toEqual(['draft set to true', 'order 1 → 2', 'photo.src a.jpg → b.jpg', 'updated removed (was 2025-01-01)']);
  });

  it('compares lists of links position by position', () => {
    expect(
      diffFields(
        { links: [{ label: 'Code', href: 'https://a.example/' }] },
        {
          links: [
            { label: 'Code', href: 'https://b.example/' },
            { label: 'Log', href: '/blog/karl' },
          ],
        },
      ).changes,
    ).toEqual(['link 1.href https://a.example/ → https://b.example/', '+link 2 "Log"']);
  });

  it('finds nothing in equal fields', () => {
    expect(diffFields({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual({ changes: [], details: [] });
  });
});
