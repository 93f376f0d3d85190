import { excerptParts } from '../../lib/search-excerpt.ts';

/** Pagefind's excerpt as text with each match in a `<mark>`: React elements, never the excerpt as HTML. */
export function Excerpt({ excerpt }: { excerpt: string }) {
  return excerptParts(excerpt).map((part, index) =>
    // The runs never change order for a given excerpt: the index is a stable key.
    part.marked ? <mark key={index}>{part.text}</mark> : part.text,
  );
}
