/**
 * GitHub-flavoured footnotes (`text[^1]`, `[^1]: the note`), which remark-gfm parses and remark-rehype
 * lists at the end of the post. Its defaults are GitHub's: a heading with GitHub's own hiding class, and
 * a reference read as "1" described by that heading. Here the heading is hidden with the site's class,
 * each reference is named "Footnote 1", each back-link says where it leads, and the list is a region
 * named by its heading. The heading is no section of the post (rehype-sections.ts, inspect.ts). A post
 * with footnotes imports their stylesheet.
 */
import { fileURLToPath } from 'node:url';
import type { CompileOptions } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { esmImport } from './jsx.ts';

/** The footnotes' stylesheet; only posts with footnotes import it. */
export const FOOTNOTES_CSS = fileURLToPath(new URL('../../../src/styles/footnotes.css', import.meta.url));

/** The id remark-rehype gives the footnotes' heading. */
const LABEL_ID = 'footnote-label';

/**
 * What a back-link from a note reads to a screen reader. remark-rehype counts notes from 0 and each
 * note's references from 1.
 */
function footnoteBackLabel(referenceIndex: number, rereferenceIndex: number): string {
  const again = rereferenceIndex > 1 ? ` (reference ${rereferenceIndex})` : '';
  return `Back to footnote ${referenceIndex + 1} in the text${again}`;
}

/** How mdast becomes hast: footnotes with the site's hiding class and back-link labels. */
export const remarkRehypeOptions: NonNullable<CompileOptions['remarkRehypeOptions']> = {
  footnoteLabel: 'Footnotes',
  footnoteLabelProperties: { className: ['visually-hidden'] },
  footnoteBackLabel,
  // The text presentation selector keeps the arrow a glyph of the font: some systems draw ↩ alone as an emoji.
  footnoteBackContent: '↩\uFE0E',
};

/** The start of the ids of footnotes and their references, after remark-rehype's clobber prefix. */
const FOOTNOTE_ID = /^user-content-fn(?:ref)?-/;

/**
 * Rehype plugin: the ids of footnotes and their references as their labels are written. Their labels
 * arrive percent-encoded (remark/footnotes-check.ts), and so do the ids remark-rehype made of them;
 * decoded, each id is what its link's `#hash` decodes to. A structural plugin, so the content check
 * sees the ids the page will have.
 */
export function rehypeFootnoteIds() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const { id } = node.properties;
      if (typeof id === 'string' && FOOTNOTE_ID.test(id)) node.properties.id = decodeURIComponent(id);
    });
  };
}

/** True for the `<section data-footnotes>` that lists a post's footnotes. */
export function isFootnotes(node: Element): boolean {
  return node.tagName === 'section' && node.properties.dataFootnotes !== undefined;
}

/** Rehype plugin: name each footnote reference "Footnote N", and the notes' list after its heading; import their stylesheet. */
export default function rehypeFootnotes() {
  return (tree: Root) => {
    const lists: Element[] = [];
    visit(tree, 'element', (node: Element) => {
      if (isFootnotes(node)) {
        node.properties.ariaLabelledBy = [LABEL_ID];
        lists.push(node);
        return SKIP;
      }
      if (node.tagName !== 'a' || node.properties.dataFootnoteRef === undefined) return undefined;
      const [number] = node.children;
      // "1, link, Footnotes" becomes "Footnote 1, link": the number, said as what it is.
      if (number?.type === 'text') node.properties.ariaLabel = `Footnote ${number.value}`;
      delete node.properties.ariaDescribedBy;
      return SKIP;
    });
    if (lists.length > 0) tree.children.unshift(esmImport(FOOTNOTES_CSS));
  };
}
