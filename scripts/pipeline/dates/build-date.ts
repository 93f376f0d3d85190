/**
 * The date a build takes from the clock: the footer's year. SOURCE_DATE_EPOCH, the reproducible-builds
 * convention, pins it (and the resume's creation date), so the same source builds to the same bytes on
 * any day.
 */

/** SOURCE_DATE_EPOCH (seconds since 1970) as a date, or undefined when it is unset or not a number. */
export function sourceDateEpoch(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const value = env.SOURCE_DATE_EPOCH?.trim();
  if (!value || !/^\d+$/.test(value)) return undefined;
  return new Date(Number(value) * 1000);
}

/** The build's date: SOURCE_DATE_EPOCH when set, else now. */
export function buildDate(env: NodeJS.ProcessEnv = process.env): Date {
  return sourceDateEpoch(env) ?? new Date();
}
