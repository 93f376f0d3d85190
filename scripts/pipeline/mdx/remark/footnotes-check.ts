/**
 * Every footnote a post writes is one a reader can follow. GFM reads a reference `[^rate]` without a
 * note `[^rate]: …` as the text "[^rate]", leaves a note nothing refers to out of the page, and keeps
 * only the first of two notes with one label (labels ignore case: `[^A]` is `[^a]`), all silently;
 * here each fails the build at its line. `\[^1]` writes the text itself.
 *
 * Then each label becomes one its ids can carry: see `encodeLabels`.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, displayPath, type ContentIssue } from '../../content/issues.ts';

/** What GFM would have read as a footnote reference, had the note been there. */
const REFERENCE = /\[\^([^\]\s]+)\]/g;

/** Remark plugin: fails the compile with one issue per reference without a note and per note without a reference. */
export default function remarkFootnotesCheck() {
  return (tree: Root, file: VFile) => {
    const referred = new Set<string>();
    visit(tree, 'footnoteReference', (node) => {
      referred.add(node.identifier);
    });
    const issues: ContentIssue[] = [];
    /** The line of each label's first note. */
    const defined = new Map<string, number | undefined>();
    visit(tree, (node) => {
      if (node.type === 'footnoteDefinition' && defined.has(node.identifier)) {
        const first = defined.get(node.identifier);
        issues.push({
          file: displayPath(file.path),
          line: node.position?.start.line,
          field: 'footnote',
          expected: `expected one note for [^${node.label ?? node.identifier}]`,
          found: `a second${first === undefined ? '' : ` (the first is on line ${first})`}`,
          hint: 'give each note a label of its own: the page would show only the first',
        });
      } else if (node.type === 'footnoteDefinition') {
        defined.set(node.identifier, node.position?.start.line);
      }
      if (node.type === 'footnoteDefinition' && !referred.has(node.identifier)) {
        issues.push({
          file: displayPath(file.path),
          line: node.position?.start.line,
          field: 'footnote',
          expected: `expected a reference [^${node.label ?? node.identifier}] in the text to this note`,
          found: 'none',
          hint: 'a note nothing refers to is left out of the page',
        });
      } else if (node.type === 'text') {
        const { start, end } = node.position ?? {};
        // As written: `\[^1]` is the author asking for the text itself.
        const written = start?.offset === undefined ? '' : String(file.value).slice(start.offset, end?.offset);
        for (const match of node.value.matchAll(REFERENCE)) {
          if (written.includes(`\\${match[0]}`)) continue;
          issues.push({
            file: displayPath(file.path),
            line: start && start.line + node.value.slice(0, match.index).split('\n').length - 1,
            field: 'footnote',
            expected: `expected a note for ${match[0]}, on a line of its own: ${match[0]}: …`,
            found: 'none',
            hint: `without it the page shows "${match[0]}" as text`,
          });
        }
      }
    });
    if (issues.length > 0) throw new ContentError(issues);
    encodeLabels(tree);
  };
}

/**
 * Gives each footnote a label its ids can carry. remark-rehype makes a note's ids from its label,
 * percent-encoded (`[^café]` gives `fn-caf%C3%A9`, for the id and the link alike), and the site reads
 * a link's `#hash` decoded (the link check, the app's scrolling, a browser's own second try), so the
 * link led to no id. Each label is set here to its own percent-encoding, in lower case so that
 * remark-rehype's round of upper and lower case keeps it: its links stay encoded, and the ids become
 * the label as written once rehypeFootnoteIds (footnotes.ts) decodes them. Every label GFM accepts
 * (accents, quotes, `%`) so links both ways, each to its own note.
 */
function encodeLabels(tree: Root): void {
  visit(tree, (node) => {
    if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') {
      node.identifier = encodeURIComponent(node.identifier).toLowerCase();
    }
  });
}
