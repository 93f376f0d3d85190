/**
 * Differences between two versions of an entity's fields, in words: `stack +Zephyr (position 5) −LiDAR`,
 * `period 2023–2025 → 2023–Present`, `highlight 2 edited` (with the edit as a word diff). Works on any
 * field of any shape, so a field added to a schema shows up here without a change to this module.
 */
import { isDeepStrictEqual } from 'node:util';
import { wordDiff, type Excerpt } from './words.ts';

/** A changed piece of prose, with its word-level excerpts. */
export interface Detail {
  /** What changed, e.g. `highlight 2` or `tagline`. */
  label: string;
  excerpts: Excerpt[];
}

/** The changes of one entity: short phrases for the summary line, and the edited prose. */
export interface FieldChanges {
  changes: string[];
  details: Detail[];
}

/** Text of at most this many words reads well as `old → new`; longer text is shown as a word diff. */
const SHORT_WORDS = 4;

const isShort = (text: string) => !text.includes('\n') && text.trim().split(/\s+/).length <= SHORT_WORDS;

/** A value as a reader would write it: strings bare (quoted when they hold spaces), others as JSON. */
function showValue(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? `"${value}"` : value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return JSON.stringify(value);
}

/** `highlights` → `highlight`, for naming one item of a list. */
function singular(key: string): string {
  return key.endsWith('s') ? key.slice(0, -1) : `${key} item`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Joins a field name and a phrase; the empty name (an entity that is one list) leaves the phrase alone. */
const named = (key: string, phrase: string) => (key ? `${key} ${phrase}` : phrase);

/** The changes between two sets of fields (added to `out`), in the newer one's order, then removed fields. */
export function diffFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  out: FieldChanges = { changes: [], details: [] },
): FieldChanges {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  for (const key of keys) diffValue(key, before[key], after[key], out);
  return out;
}

/** Adds the changes of one value, named `key`, to `out`. */
export function diffValue(key: string, before: unknown, after: unknown, out: FieldChanges): void {
  if (isDeepStrictEqual(before, after)) return;
  if (before === undefined) out.changes.push(named(key, `set to ${showValue(after)}`));
  else if (after === undefined) out.changes.push(named(key, `removed (was ${showValue(before)})`));
  else if (typeof before === 'string' && typeof after === 'string') diffText(key, before, after, out);
  else if (Array.isArray(before) && Array.isArray(after)) diffList(key, before, after, out);
  else if (isRecord(before) && isRecord(after)) {
    for (const k of [...new Set([...Object.keys(after), ...Object.keys(before)])])
      diffValue(key ? `${key}.${k}` : k, before[k], after[k], out);
  } else out.changes.push(named(key, `${showValue(before)} → ${showValue(after)}`));
}

function diffText(key: string, before: string, after: string, out: FieldChanges): void {
  if (isShort(before) && isShort(after)) {
    out.changes.push(named(key, `${before} → ${after}`));
    return;
  }
  out.changes.push(named(key, 'edited'));
  out.details.push({ label: key, excerpts: wordDiff(before, after).excerpts });
}

/** A label for a list item that is a group of fields: its label, title or first text field. */
function itemName(item: unknown): string {
  if (!isRecord(item)) return showValue(item);
  const text = item.label ?? item.title ?? Object.values(item).find((v) => typeof v === 'string');
  return typeof text === 'string' ? `"${text}"` : '';
}

function diffList(key: string, before: unknown[], after: unknown[], out: FieldChanges): void {
  if ([...before, ...after].some(isRecord)) {
    // Groups of fields (links): compared position by position.
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const [b, a] = [before[i], after[i]];
      const one = singular(key);
      if (b === undefined) out.changes.push(`+${one} ${i + 1} ${itemName(a)}`.trim());
      else if (a === undefined) out.changes.push(`−${one} ${i + 1} ${itemName(b)}`.trim());
      else diffValue(`${one} ${i + 1}`, b, a, out);
    }
    return;
  }
  const shown = (items: unknown[]) => items.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  const [b, a] = [shown(before), shown(after)];
  const common = commonSubsequence(b, a);
  let removed = indexesNotIn(
    b,
    common.map(([i]) => i),
  );
  let added = indexesNotIn(
    a,
    common.map(([, j]) => j),
  );

  // An item outside the longest common order that is in both lists moved.
  const moves: string[] = [];
  for (const i of [...removed]) {
    const j = added.find((k) => a[k] === b[i]);
    if (j === undefined) continue;
    moves.push(`moved "${b[i] ?? ''}" ${i + 1} → ${j + 1}`);
    removed = removed.filter((r) => r !== i);
    added = added.filter((k) => k !== j);
  }
  // In a list of sentences (highlights), an item replaced at the same position was edited, not swapped.
  if ([...b, ...a].some((text) => !isShort(text))) {
    for (const j of [...added]) {
      if (!removed.includes(j)) continue;
      removed = removed.filter((r) => r !== j);
      added = added.filter((k) => k !== j);
      const label = key ? `${singular(key)} ${j + 1}` : `item ${j + 1}`;
      out.changes.push(`${label} edited`);
      out.details.push({ label, excerpts: wordDiff(b[j] ?? '', a[j] ?? '').excerpts });
    }
  }
  const phrases = [
    ...added.map((j) => `+${showValue(a[j])} (position ${j + 1})`),
    ...removed.map((i) => `−${showValue(b[i])}`),
  ];
  if (phrases.length > 0) out.changes.push(named(key, phrases.join(' ')));
  out.changes.push(...moves.map((m) => named(key, m)));
}

function indexesNotIn(list: unknown[], kept: number[]): number[] {
  const set = new Set(kept);
  return list.map((_, i) => i).filter((i) => !set.has(i));
}

/** The longest common subsequence of two lists, as index pairs. */
function commonSubsequence(b: string[], a: string[]): [number, number][] {
  const table = Array.from({ length: b.length + 1 }, () => new Array<number>(a.length + 1).fill(0));
  for (let i = b.length - 1; i >= 0; i--)
    for (let j = a.length - 1; j >= 0; j--)
      (table[i] as number[])[j] =
        b[i] === a[j]
          ? ((table[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((table[i + 1] as number[])[j] as number, (table[i] as number[])[j + 1] as number);
  const pairs: [number, number][] = [];
  let [i, j] = [0, 0];
  while (i < b.length && j < a.length) {
    if (b[i] === a[j]) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (((table[i + 1] as number[])[j] as number) >= ((table[i] as number[])[j + 1] as number)) i++;
    else j++;
  }
  return pairs;
}
