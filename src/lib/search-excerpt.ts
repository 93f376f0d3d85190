/**
 * Pagefind's excerpt as plain pieces of text, each marked or not, for the dialog to render as React
 * elements: the excerpt is never given to the page as HTML.
 *
 * Pagefind builds an excerpt from the page's words with `<` and `>` escaped, and wraps matching words
 * in `<mark>`; it leaves `&` alone, so `&lt;` in an excerpt is either a `<` of the page or the page's
 * own text "&lt;" (a post about HTML shows it). Each excerpt word is therefore taken back from the
 * page's text as Pagefind stored it (`content`), where the words line up one for one: escaping changes
 * no space. Without that text, `&lt;` and `&gt;` are read as Pagefind's.
 */

import { escapeHtml } from './html-escape.ts';

/** A run of the excerpt's text, and whether it is a match Pagefind marked. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** Pagefind's word boundaries: any space but a zero-width no-break one. */
const WORD_SEPARATORS = /[^\S\uFEFF]+/;
const MARKED = /^<mark>([\s\S]*)<\/mark>$/;

/** The escaping Pagefind gives the page's text before building an excerpt: `<` and `>` alone. */
const escaped = (text: string) => escapeHtml(text, '<>');
/** The best reading of escaped text without the page's own. */
const unescaped = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The excerpt's words, each as Pagefind wrote it and whether it is marked. */
function excerptWords(excerpt: string): ExcerptPart[] {
  return excerpt.split(' ').map((word) => {
    const match = MARKED.exec(word);
    return match ? { text: match[1] ?? '', marked: true } : { text: word, marked: false };
  });
}

/**
 * The page's own words for `words` (Pagefind's, escaped), found in the page's text; the first and last
 * word may be an ellipsis that is not. Undefined when they cannot be lined up (a text of zero-width
 * spaces, which Pagefind splits otherwise).
 */
function ownWords(words: readonly string[], content: string): string[] | undefined {
  if (content.includes('\u200B')) return undefined;
  const raw = content.split(WORD_SEPARATORS);
  const esc = raw.map(escaped);
  for (const lead of [0, 1]) {
    for (const trail of [0, 1]) {
      const core = words.slice(lead, words.length - trail);
      if (core.length === 0) continue;
      for (let start = 0; start + core.length <= esc.length; start++) {
        if (!core.every((word, i) => esc[start + i] === word)) continue;
        const middle = raw.slice(start, start + core.length);
        return [...words.slice(0, lead).map(unescaped), ...middle, ...words.slice(words.length - trail).map(unescaped)];
      }
    }
  }
  return undefined;
}

/**
 * Splits Pagefind's excerpt (`a <mark>word</mark> of text`) into text parts, marked where Pagefind put
 * `<mark>`, with the page's text as it shows it (`content`: the page's text Pagefind stored, when the
 * caller has it). Adjacent parts with the same marking are joined, empty ones dropped.
 */
export function excerptParts(excerpt: string, content?: string): ExcerptPart[] {
  if (excerpt === '') return [];
  const words = excerptWords(excerpt);
  const own =
    content === undefined
      ? undefined
      : ownWords(
          words.map((word) => word.text),
          content,
        );
  const parts: ExcerptPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  words.forEach((word, index) => {
    if (index > 0) push(' ', false);
    push(own?.[index] ?? unescaped(word.text), word.marked);
  });
  return parts;
}
