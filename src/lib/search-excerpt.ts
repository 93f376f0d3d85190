/**
 * Pagefind's excerpt as plain pieces of text, each marked or not, for the dialog to render as React
 * elements: the excerpt is never given to the page as HTML.
 */

/** A run of the excerpt's text, and whether it is a match Pagefind marked. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const MARKER = /<(\/?)mark>/g;

/** The text of an excerpt run: Pagefind escapes only `<` and `>` of the page's text before marking words. */
function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}

/**
 * Splits Pagefind's excerpt (`a <mark>word</mark> of text`) into text parts, marked where Pagefind put
 * `<mark>`. Any other `<` in the page's text reaches here escaped, so `<mark>` and `</mark>` are the only
 * tags; adjacent parts with the same marking are joined, empty ones dropped.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const push = (raw: string, marked: boolean) => {
    const text = unescape(raw);
    if (text === '') return;
    const last = parts.at(-1);
    if (last?.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let marked = false;
  let from = 0;
  for (const match of excerpt.matchAll(MARKER)) {
    push(excerpt.slice(from, match.index), marked);
    marked = match[1] !== '/';
    from = match.index + match[0].length;
  }
  push(excerpt.slice(from), marked);
  return parts;
}
