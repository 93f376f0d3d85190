import { describe, expect, it } from 'vitest';
import { buildDate, sourceDateEpoch } from './build-date.ts';

describe('buildDate', () => {
  it('is SOURCE_DATE_EPOCH when it is set', () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: '1767225600' }).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('is now without SOURCE_DATE_EPOCH, or with one that is not a number of seconds', () => {
    for (const env of [
      {},
      { SOURCE_DATE_EPOCH: '' },
      { SOURCE_DATE_EPOCH: 'yesterday' },
      { SOURCE_DATE_EPOCH: '-5' },
    ]) {
      const before = Date.now();
      const date = buildDate(env).getTime();
      expect(date).toBeGreaterThanOrEqual(before);
      expect(date).toBeLessThanOrEqual(Date.now());
      expect(sourceDateEpoch(env)).toBeUndefined();
    }
  });
});
