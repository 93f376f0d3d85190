import { describe, expect, it } from 'vitest';
import { goesLive, isLive, postMoment, zonedIso, zonedNow } from './schedule.ts';

describe('postMoment', () => {
  it('reads a day, or a day and a time', () => {
    expect(postMoment('2026-12-01')).toEqual({ day: '2026-12-01' });
    expect(postMoment('2026-12-01 09:00')).toEqual({ day: '2026-12-01', time: '09:00' });
    expect(postMoment('2026-12-01T23:59')).toEqual({ day: '2026-12-01', time: '23:59' });
  });
});

describe('isLive', () => {
  // 2026-11-28 10:30 UTC: 2026-11-29 00:30 in Pacific/Kiritimati (UTC+14), 2026-11-28 00:30 in Honolulu (UTC−10).
  const now = new Date('2026-11-28T10:30:00Z');

  it('takes the owner’s day: a post dated today there is live while UTC is still yesterday', () => {
    expect(isLive({ day: '2026-11-29' }, now, 'Pacific/Kiritimati')).toBe(true);
    expect(isLive({ day: '2026-11-29', time: '00:30' }, now, 'Pacific/Kiritimati')).toBe(true);
    expect(isLive({ day: '2026-11-29', time: '00:31' }, now, 'Pacific/Kiritimati')).toBe(false);
    expect(isLive({ day: '2026-11-29' }, now, 'UTC')).toBe(false);
  });

  it('keeps a post dated tomorrow in the owner’s zone out, though it is tomorrow somewhere', () => {
    expect(isLive({ day: '2026-11-29' }, now, 'Pacific/Honolulu')).toBe(false);
    expect(isLive({ day: '2026-11-28' }, now, 'Pacific/Honolulu')).toBe(true);
    expect(isLive({ day: '2026-11-30' }, now, 'Pacific/Kiritimati')).toBe(false);
  });
});

describe('zonedNow and goesLive', () => {
  it('reads the owner’s clock, and says when a post goes live in their words', () => {
    expect(zonedNow(new Date('2026-11-28T10:30:00Z'), 'Pacific/Kiritimati')).toEqual({
      day: '2026-11-29',
      time: '00:30',
    });
    expect(goesLive({ day: '2026-12-01', time: '09:00' }, 'Europe/Amsterdam')).toBe(
      '2026-12-01 09:00 (Europe/Amsterdam)',
    );
    expect(goesLive({ day: '2026-12-01' }, 'UTC')).toBe('2026-12-01 00:00 (UTC)');
  });
});

describe('zonedIso', () => {
  it('gives the moment with the offset the zone has then, summer or winter', () => {
    expect(zonedIso({ day: '2026-12-01', time: '09:00' }, 'Europe/Amsterdam')).toBe('2026-12-01T09:00:00+01:00');
    expect(zonedIso({ day: '2026-07-01', time: '09:00' }, 'Europe/Amsterdam')).toBe('2026-07-01T09:00:00+02:00');
    expect(zonedIso({ day: '2026-11-29', time: '00:30' }, 'Pacific/Kiritimati')).toBe('2026-11-29T00:30:00+14:00');
    expect(zonedIso({ day: '2026-03-01', time: '12:00' }, 'America/St_Johns')).toBe('2026-03-01T12:00:00-03:30');
    expect(zonedIso({ day: '2026-03-01', time: '12:00' }, 'UTC')).toBe('2026-03-01T12:00:00+00:00');
  });

  it('names the same moment the owner’s clock shows, on the days the clocks change', () => {
    // Europe/Amsterdam: summer time ends 2026-10-25 03:00 (to 02:00), starts 2026-03-29 02:00 (to 03:00).
    for (const [day, time] of [
      ['2026-10-25', '04:00'],
      ['2026-10-24', '23:00'],
      ['2026-03-29', '01:00'],
      ['2026-03-29', '03:30'],
    ] as const) {
      const iso = zonedIso({ day, time }, 'Europe/Amsterdam');
      expect(zonedNow(new Date(iso), 'Europe/Amsterdam'), iso).toEqual({ day, time });
    }
  });
});
