/**
 * The site's colours as the preview card needs them: read from the design tokens (src/styles/tokens.css),
 * so the card follows the site when a colour changes, and no colour is written twice.
 */

/** The tokens' colour scheme: the first or the second value of each `light-dark(…, …)`. */
export type Scheme = 'light' | 'dark';

/**
 * The arguments of the call whose "(" is just before `start` in `text`, split at their top-level commas
 * (`rgb(1 2 3 / 0.1), #fff` is two), or undefined when the call is not closed.
 */
function callArguments(text: string, start: number): string[] | undefined {
  const parts: string[] = [];
  let depth = 0;
  let from = start;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '(') depth++;
    else if (char === ')' && depth > 0) depth--;
    else if (char === ')') {
      parts.push(text.slice(from, i).trim());
      return parts;
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(from, i).trim());
      from = i + 1;
    }
  }
  return undefined;
}

/** Every `--color-*` token of `css` written `light-dark(light, dark)`, by name without `--color-`, in `scheme`. */
export function colourTokens(css: string, scheme: Scheme): Map<string, string> {
  const colours = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*light-dark\(/g)) {
    const [light, dark, ...rest] = callArguments(css, match.index + match[0].length) ?? [];
    if (!match[1] || !light || !dark || rest.length > 0) continue;
    colours.set(match[1], scheme === 'light' ? light : dark);
  }
  return colours;
}
