/** JSON to write inside an HTML `<script>` element, as structured data blocks are. */

/**
 * `value` as JSON that cannot end or change its `<script>` element: `<`, `>` and `&` are written as
 * \u escapes, so no string in the content can form `</script>` or `<!--`. U+2028 and U+2029 are
 * escaped too: valid in JSON, they end lines in older JavaScript parsers. `JSON.parse` reads the
 * result back to the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
