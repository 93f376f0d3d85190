/**
 * When a post goes live: its `date` (a day, or a day and a time) read as a moment in the owner's time zone
 * (`timezone` in site.md). A post is live once the owner's own clock has reached it, so a post dated today
 * is live from the owner's midnight, even where UTC is still yesterday. "Now" is the build's clock
 * (build-date.ts: SOURCE_DATE_EPOCH when set), handed in, so a test or a reproducible build chooses it.
 */
import { POST_DATE_PATTERN } from '../../../src/content/schema.ts';

/** A post's date as written: the day (YYYY-MM-DD) and, when given, the time (HH:MM) in the owner's zone. */
export interface PostMoment {
  day: string;
  time?: string | undefined;
}

/** A day and a time of day. */
export interface WallTime {
  day: string;
  time: string;
}

/** Splits a post's `date` (`2026-12-01` or `2026-12-01 09:00`) into its day and time. */
export function postMoment(date: string): PostMoment {
  const match = POST_DATE_PATTERN.exec(date);
  if (!match) throw new Error(`${date}: not a post date`);
  const [, day = '', hours, minutes] = match;
  return hours === undefined ? { day } : { day, time: `${hours}:${minutes ?? '00'}` };
}

/** The wall clock's format of each zone, made once: making one costs far more than using it, per post and per read. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock's format in `zone`: every part a number, the hours 0 to 23. */
function clockFormat(zone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(zone, format);
  }
  return format;
}

/** The parts of `instant` on a wall clock in `zone`, as numbers. */
function wallClock(
  instant: Date,
  zone: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = clockFormat(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day and time it is at `instant` in `zone`: `{ day: '2026-11-29', time: '00:30' }`. */
export function zonedNow(instant: Date, zone: string): WallTime {
  const c = wallClock(instant, zone);
  return { day: `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`, time: `${pad(c.hour)}:${pad(c.minute)}` };
}

/** The last `zonedNow` asked for: every post of a read of the content asks for the same moment. */
let lastNow: { at: number; zone: string; clock: WallTime } | undefined;

/** `zonedNow`, kept for the same instant and zone. */
function zonedNowOnce(instant: Date, zone: string): WallTime {
  if (lastNow?.at !== instant.getTime() || lastNow.zone !== zone)
    lastNow = { at: instant.getTime(), zone, clock: zonedNow(instant, zone) };
  return lastNow.clock;
}

/**
 * Whether a post dated `moment` is live at `now` in `zone`: its day has come there (a day alone goes live
 * at the owner's midnight), and on that day its time, if it has one. Wall-clock times compare as text.
 */
export function isLive(moment: PostMoment, now: Date, zone: string): boolean {
  const clock = zonedNowOnce(now, zone);
  return `${moment.day} ${moment.time ?? '00:00'}` <= `${clock.day} ${clock.time}`;
}

/** When a post dated `moment` goes live, as the build and the dev banner say it: `2026-12-01 09:00 (Europe/Amsterdam)`. */
export function goesLive(moment: PostMoment, zone: string): string {
  return `${moment.day} ${moment.time ?? '00:00'} (${zone})`;
}

/** The UTC offset of `zone` at `instant`, in minutes east of UTC. */
function offsetMinutes(instant: Date, zone: string): number {
  const c = wallClock(instant, zone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A day and time in `zone` as an ISO 8601 moment with the offset the zone has then:
 * `2026-12-01T09:00:00+01:00`. A time that a clock change skips (02:30 on the night the clocks go forward)
 * is read with the offset from before the change.
 */
export function zonedIso(moment: WallTime, zone: string): string {
  const [year = 0, month = 1, day = 1] = moment.day.split('-').map(Number);
  const [hour = 0, minute = 0] = moment.time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The offset just before the wall time as if it were UTC, then once more at the moment that gives.
  const first = offsetMinutes(new Date(wall), zone);
  const offset = offsetMinutes(new Date(wall - first * 60_000), zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${moment.day}T${moment.time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
