/**
 * What `timezone` in site.md must be for "today" and a post's time to follow the owner's clock: the
 * tz database's name of a place (`Europe/Amsterdam`), or `UTC`, written as the database writes it. `Intl`
 * takes more than that, each a surprise for an owner: a fixed offset (`+01:00`, `Etc/GMT+5`) and an
 * abbreviation (`EST`, which Intl reads as Panama's time) keep no summer time, and any case of a name
 * (`europe/amsterdam`). The schema reports each at its line; the build's clock (dates/schedule.ts) reads
 * the name through `Intl` as it is.
 */

/** What the build says it expected, whatever the problem. */
export const TIME_ZONE_EXPECTED = 'expected an IANA time zone such as Europe/Amsterdam or UTC';

/** The tz database's form of a place's zone: an area, then one or two places (`America/Indiana/Knox`). */
const PLACE = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/;

/** A fixed offset, in any of the ways Intl or an owner writes one: `+01:00`, `-0500`, `UTC+1`, `Etc/GMT+5`. */
const FIXED_OFFSET = /^(?:(?:Etc\/)?(?:GMT|UTC))?[+-]\d{1,2}(?::?\d{2})?$/i;

/** The zone `Intl` reads `name` as (its canonical name), or undefined when it knows none. */
function zoneOf(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Why `name` is not a time zone `timezone` takes, as a hint after "expected …, got …"; undefined when it is one. */
export function timeZoneProblem(name: string): { hint?: string } | undefined {
  if (FIXED_OFFSET.test(name)) {
    return {
      hint: 'a fixed offset keeps no summer time (and Etc/GMT+5 is five hours behind UTC); write the zone of your place, such as Europe/Amsterdam, or UTC',
    };
  }
  const zone = zoneOf(name);
  if (zone === undefined) return {};
  if (name === 'UTC') return undefined;
  if (zone !== name && zone.toLowerCase() === name.toLowerCase()) return { hint: `write it as ${zone}` };
  if (!PLACE.test(name)) {
    return {
      hint: `an abbreviation names no place (Intl reads ${name} as ${zone}); write the zone of your place, such as Europe/Amsterdam, or UTC`,
    };
  }
  return undefined;
}
