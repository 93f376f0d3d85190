/**
 * Error lines that list what is allowed (the components a post may use, the names a page may not take)
 * change when a recipe adds to that list, so tests match such a list by membership: it names the item
 * the test is about, whatever else it names.
 */

/** `text` as a regular expression's source, every character that has a meaning there written as itself. */
export const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The source of a regular expression for a list in parentheses, `(a, b, c)`, that names `item`. */
export const listNaming = (item: string): string => String.raw`\((?=(?:[^)]*, )?${literal(item)}(?:, [^)]*)?\))[^)]*\)`;

/**
 * The content check's line for a component `<name>` the map does not have, at `where` (`file:line`),
 * with its did-you-mean when `suggestion` is given: the components it lists name `Contents`.
 */
export function unknownComponentLine(where: string, name: string, suggestion?: string): RegExp {
  const hint = suggestion === undefined ? '' : `; did you mean <${suggestion}>?`;
  return new RegExp(
    `^${literal(`${where} <${name}>: expected a component from src/components/mdx/index.ts `)}${listNaming('Contents')}${literal(`, got a name it does not have${hint}`)}$`,
  );
}
