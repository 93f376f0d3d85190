/** Small helpers for the benchmark's figures and tables. */

/** Median of the values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** `median [min–max]`, each value shown by `show`; only the median when there is one value. */
export function spread(values: readonly number[], show: (n: number) => string): string {
  if (values.length === 0) return '–';
  const m = show(median(values));
  return values.length === 1 ? m : `${m} [${show(Math.min(...values))}–${show(Math.max(...values))}]`;
}

/** Bytes in KB (1 KB = 1024 bytes), one decimal. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Milliseconds, rounded. */
export const ms = (n: number): string => `${Math.round(n)}`;

/** Bytes in MB, rounded. */
export const mb = (bytes: number): string => `${Math.round(bytes / 1024 ** 2)} MB`;

/** Build times (ms) as their spread in seconds, or a dash when there are none. */
export const seconds = (values: readonly number[]): string =>
  values.length ? `${spread(values, (n) => (n / 1000).toFixed(1))} s` : '–';

/** A left-aligned text table with a header row and a rule under it. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
