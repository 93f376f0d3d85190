/**
 * Every footnote a post writes is one a reader can follow. GFM reads a reference `[^rate]` without a
 * note `[^rate]: …` as the text "[^rate]", and leaves a note nothing refers to out of the page, both
 * silently; here each fails the build at its line. `\[^1]` writes the text itself.
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
    visit(tree, (node) => {
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
  };
}
