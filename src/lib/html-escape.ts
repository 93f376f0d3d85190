/**
 * The one HTML escaper: text written as HTML at build time (head tags, island props, feed titles, the
 * hardening's meta tags), and the escaping Pagefind gives a page's text (src/lib/search-excerpt.ts).
 */

/** Each character HTML may need escaped, and its entity. */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * `text` with `characters` escaped as HTML: by default `&`, `<`, `>` and `"`, so it is safe inside an
 * element or a double-quoted attribute.
 */
export function escapeHtml(text: string, characters = '&<>"'): string {
  let escaped = '';
  for (const char of text) escaped += characters.includes(char) ? (ENTITIES[char] ?? char) : char;
  return escaped;
}
