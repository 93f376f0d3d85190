import { excerptParts } from '../../lib/search-excerpt.ts';

/**
 * Pagefind's excerpt as text with each match in a `<mark>`: React elements, never the excerpt as HTML,
 * with the page's words as the page shows them (`content`, the page's text).
 */
export function Excerpt({ excerpt, content }: { excerpt: string; content?: string | undefined }) {
  return excerptParts(excerpt, content).map((part, index) =>
    // The runs never change order for a given excerpt: the index is a stable key.
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
