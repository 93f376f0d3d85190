/** How the keyboard moves through the search dialog's results while the field keeps focus. */

/**
 * The result made active by `key` when `active` is (-1: none) among `count` results: the arrows step
 * and wrap around, starting from the first (down) or the last (up). Undefined: the key is not the list's.
 */
export function movedActive(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 || active >= count ? count - 1 : active - 1;
  return undefined;
}

/** The result Enter opens: the active one, else the first; undefined when there are none. */
export function chosenResult(active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  return active >= 0 && active < count ? active : 0;
}
