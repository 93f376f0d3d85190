import { describe, expect, it } from 'vitest';
import { timeZoneProblem } from './time-zone.ts';

describe('timeZoneProblem', () => {
  it.each([
    'UTC',
    'Europe/Amsterdam',
    'Pacific/Kiritimati',
    'America/Indiana/Knox',
    'America/Port-au-Prince',
    'Etc/UTC',
  ])('takes %s', (name) => {
    expect(timeZoneProblem(name)).toBeUndefined();
  });

  it.each(['Europe/Amsterdm', 'Mars/Olympus_Mons', 'Europe/Amsterdam"><script>', 'Z', ''])(
    'refuses %j, which Intl does not know, with no hint',
    (name) => {
      expect(timeZoneProblem(name)).toEqual({});
    },
  );

  it.each(['+01:00', '-0500', 'UTC+1', 'GMT-3', 'Etc/GMT+5', 'etc/gmt-14'])('refuses the fixed offset %s', (name) => {
    expect(timeZoneProblem(name)?.hint).toMatch(/^a fixed offset keeps no summer time/);
  });

  it('refuses an abbreviation, saying what Intl would read it as', () => {
    expect(timeZoneProblem('EST')).toEqual({
      hint: 'an abbreviation names no place (Intl reads EST as America/Panama); write the zone of your place, such as Europe/Amsterdam, or UTC',
    });
    expect(timeZoneProblem('CET')?.hint).toContain('Intl reads CET as Europe/Brussels');
    expect(timeZoneProblem('GMT')?.hint).toContain('Intl reads GMT as UTC');
  });

  it('refuses a name in another case than the database’s, naming its own', () => {
    expect(timeZoneProblem('europe/amsterdam')).toEqual({ hint: 'write it as Europe/Amsterdam' });
    expect(timeZoneProblem('utc')).toEqual({ hint: 'write it as UTC' });
  });
});
