/**
 * Word-level differences between two texts, as a reviewer wants to read them: how many words came and
 * went, and each changed sentence with its change marked, trimmed to a few words of context.
 */
import { diffWords } from 'diff';

/** A run of text in an excerpt: unchanged, or added or removed by the change. */
export interface Fragment {
  text: string;
  change?: 'added' | 'removed';
}

/** One changed sentence (or line), as fragments. */
export type Excerpt = Fragment[];

/** How two texts differ in words. */
export interface WordDiff {
  added: number;
  removed: number;
  excerpts: Excerpt[];
}

/** Words of unchanged text kept on each side of a change. */
const CONTEXT = 10;

/** Where a sentence ends in unchanged text: after . ! or ? and a space, or at a line break. */
const BOUNDARY = /((?<=[.!?])\s+|\s*\n\s*)/;

/** Whitespace-separated words in `text`. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** The word-level difference from `before` to `after`; lines in either text are separate sentences. */
export function wordDiff(before: string, after: string): WordDiff {
  let added = 0;
  let removed = 0;
  const sentences: Excerpt[] = [[]];
  const current = () => sentences[sentences.length - 1] as Excerpt;
  for (const part of diffWords(before, after)) {
    if (part.added || part.removed) {
      const change = part.added ? 'added' : 'removed';
      if (part.added) added += countWords(part.value);
      else removed += countWords(part.value);
      // A change that spans lines (a tag added to a list) belongs to each line it touches.
      part.value.split(/\s*\n\s*/).forEach((piece, i) => {
        if (i > 0) sentences.push([]);
        if (piece) current().push({ text: piece, change });
      });
      continue;
    }
    part.value.split(BOUNDARY).forEach((piece, i) => {
      // split() with a capturing group puts the separators at odd indexes.
      if (i % 2 === 1) sentences.push([]);
      else if (piece) current().push({ text: piece });
    });
  }
  const excerpts = sentences.flatMap((sentence, i) => {
    if (!sentence.some((f) => f.change)) return [];
    // A line that is all change (a tag, a list item) is shown after the line before it, for its place.
    const previous = sentences[i - 1];
    if (sentence.every((f) => f.change) && previous?.length && previous.every((f) => !f.change)) {
      const before = previous.map((f) => f.text).join('');
      return [trimContext([{ text: `${before} / ` }, ...sentence])];
    }
    return [trimContext(sentence)];
  });
  return { added, removed, excerpts };
}

/** Shortens the unchanged text around and between the changes of one sentence. */
function trimContext(sentence: Excerpt): Excerpt {
  const out = sentence.map((f) => ({ ...f }));
  const first = out[0];
  const last = out[out.length - 1];
  if (first && !first.change) first.text = keepLast(first.text.trimStart(), CONTEXT);
  if (last && !last.change && last !== first) last.text = keepFirst(last.text.trimEnd(), CONTEXT);
  for (let i = 1; i < out.length - 1; i++) {
    const f = out[i] as Fragment;
    if (!f.change) f.text = keepEnds(f.text, CONTEXT);
  }
  return out.filter((f) => f.text !== '');
}

/** The last `n` words of `text` (with the spaces after them), marked as cut when longer. */
function keepLast(text: string, n: number): string {
  const tokens = text.match(/\S+\s*/g) ?? [];
  return tokens.length <= n ? text : `…${tokens.slice(-n).join('')}`;
}

/** The first `n` words of `text` (with the spaces before them), marked as cut when longer. */
function keepFirst(text: string, n: number): string {
  const tokens = text.match(/\s*\S+/g) ?? [];
  return tokens.length <= n ? text : `${tokens.slice(0, n).join('')}…`;
}

/** The first and last `n` words of `text`, cut in the middle when longer. */
function keepEnds(text: string, n: number): string {
  const tokens = text.match(/\s*\S+/g) ?? [];
  if (tokens.length <= 2 * n) return text;
  const tail = text.match(/\S+\s*/g) ?? [];
  return `${tokens.slice(0, n).join('')} … ${tail.slice(-n).join('')}`;
}

/** An excerpt in git's word-diff notation: `[-removed-]{+added+}`, each piece passed through `escape`. */
export function plainExcerpt(excerpt: Excerpt, escape: (text: string) => string = (t) => t): string {
  return excerpt
    .map((f) =>
      f.change === 'removed'
        ? `[-${escape(f.text)}-]`
        : f.change === 'added'
          ? `{+${escape(f.text)}+}`
          : escape(f.text),
    )
    .join('');
}
