/**
 * What a reader reads in each line of a content file, for the checks of what a change adds: the words
 * to spell-check, and the outbound links. A line's prose is its text without what is not prose: code
 * (fenced blocks, inline code), maths, URLs and paths, link targets, the names of components and their
 * attributes (an attribute's value, such as a caption or an alt text, is prose), MDX's import and export
 * lines, and, in the frontmatter, the field names (a field's value is prose). Works line by line on the
 * whole file, so a line inside a code block opened above it is known to be code.
 */

/** One line of a content file, as the checks read it. */
export interface LineText {
  /** 1-based. */
  line: number;
  /** Its words, with what is not prose blanked out. */
  prose: string;
  /** The http(s) addresses it links to, as written. */
  links: string[];
}

/** An http(s) address in text: up to a space, a quote or a bracket that ends it. */
const URL = /\bhttps?:\/\/[^\s<>"'`)\]]+/g;
/** A Markdown link or image's target, `](…)`, whose address may itself hold balanced parentheses. */
const LINK_TARGET = /\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** Punctuation that ends a sentence after a bare address rather than belonging to it. */
const TRAILING = /[.,;:!?*_~]+$/;

/** The http(s) addresses a line links to: link targets first, then bare addresses, each once. */
export function linksIn(line: string): string[] {
  const found: string[] = [];
  const rest = line.replace(LINK_TARGET, (_match, target: string) => {
    if (/^https?:\/\//.test(target)) found.push(target);
    return '] ';
  });
  for (const [url] of rest.matchAll(URL)) found.push(url.replace(TRAILING, ''));
  return [...new Set(found)];
}

/** A line's prose: its words without the parts that are not prose (see the module's comment). */
export function proseOf(line: string): string {
  return (
    line
      // Inline code and inline maths.
      .replace(/(`+)[^`]*?\1/g, ' ')
      .replace(/\$[^$\s](?:[^$]*[^$\s])?\$/g, ' ')
      // Link targets and reference definitions; footnote marks.
      .replace(LINK_TARGET, '] ')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/, ' ')
      .replace(/\[\^[^\]]*\]/g, ' ')
      // Addresses, e-mail addresses and paths.
      .replace(URL, ' ')
      .replace(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
      .replace(/(?:^|\s)[^\s]*[/\\][^\s]*/g, ' ')
      .replace(/\b[\w-]+\.(?:jpe?g|png|gif|webp|avif|svg|pdf|csv|txt|zip|mdx?|html?)\b/gi, ' ')
      // Tags and their attributes' names (their values are prose); HTML entities.
      .replace(/<\/?[A-Za-z][\w.:-]*|\/?>/g, ' ')
      .replace(/\b[\w:-]+=(?=["'{])/g, ' ')
      .replace(/&[#\w]+;/g, ' ')
  );
}

/** The frontmatter's value on a YAML line: after `key:` or `- `, without quotes. */
function yamlValue(line: string): string {
  const item = /^\s*-\s+(.*)$/.exec(line);
  const field = /^\s*(?:-\s+)?[\w$-]+\s*:(?:\s+(.*))?$/.exec(line);
  const value = field ? (field[1] ?? '') : item ? (item[1] ?? '') : line.trim();
  // A block scalar's indicator (`>-`, `|`) holds no words; its lines below do.
  return /^[>|][-+]?$/.test(value.trim()) ? '' : value;
}

/**
 * Every line of a content file (`.md` or `.mdx`) with its prose and links. Lines of code blocks, maths
 * blocks and MDX's import and export statements have none; frontmatter lines have their values' words.
 */
export function fileLines(source: string): LineText[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  const out: LineText[] = [];
  let frontmatter = lines[0]?.trim() === '---';
  let fence: string | undefined;
  let maths = false;
  lines.forEach((text, index) => {
    const line = index + 1;
    const none = () => out.push({ line, prose: '', links: [] });
    if (index === 0 && frontmatter) return none();
    if (frontmatter) {
      if (text.trim() === '---') {
        frontmatter = false;
        return none();
      }
      // A comment holds the owner's notes, not what a visitor reads.
      if (/^\s*#/.test(text)) return none();
      const value = yamlValue(text);
      return out.push({ line, prose: proseOf(value), links: linksIn(value) });
    }
    const opens = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fence !== undefined) {
      if (opens && opens[1]?.[0] === fence[0] && (opens[1]?.length ?? 0) >= fence.length && text.trim() === opens[1])
        fence = undefined;
      return none();
    }
    if (opens) {
      fence = opens[1];
      return none();
    }
    if (text.trim() === '$$') {
      maths = !maths;
      return none();
    }
    if (maths || /^(import|export)\s/.test(text)) return none();
    return out.push({ line, prose: proseOf(text), links: linksIn(text) });
  });
  return out;
}
