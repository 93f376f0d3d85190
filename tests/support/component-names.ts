/**
 * The content check's line for a component name a post uses that the map does not have. It lists the
 * components a post may use, and adding one (CONTRIBUTING.md's recipe) changes that list, so tests match
 * it by membership: the line names `Contents`, whatever else it names.
 */

/** `text` with every character a regular expression gives a meaning written as itself. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line for `<name>` at `where` (`file:line`), with its did-you-mean when `suggestion` is given: for
 * `expect.stringMatching` or `toMatch`.
 */
export function unknownComponentLine(where: string, name: string, suggestion?: string): RegExp {
  const choices = String.raw`\((?=(?:[^)]*, )?Contents(?:, [^)]*)?\))[^)]*\)`;
  const hint = suggestion === undefined ? '' : `; did you mean <${suggestion}>?`;
  return new RegExp(
    `^${literal(`${where} <${name}>: expected a component from src/components/mdx/index.ts `)}${choices}${literal(`, got a name it does not have${hint}`)}$`,
  );
}
