/**
 * Numbers a post's `##` sections and fills `<Contents />` with them, so the contents list is built
 * from the headings at compile time and can never drift from them. Runs after rehype-slug. The hidden
 * heading of the footnotes' list is no section: it is neither numbered nor listed.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { SectionHeading } from '../../../../src/content/schema.ts';
import { ContentError, displayPath } from '../../content/issues.ts';
import { isFootnotes } from '../footnotes.ts';
import { isJsx, setExpressionAttribute, type JsxElement } from '../jsx.ts';

/** Rehype plugin: number each `h2`, and pass the list to every `<Contents />` as its `items` prop. */
export default function rehypeSections() {
  return (tree: Root, file: VFile) => {
    const sections: SectionHeading[] = [];
    visit(tree, 'element', (node: Element) => {
      if (isFootnotes(node)) return SKIP;
      if (node.tagName !== 'h2') return undefined;
      const id = node.properties.id;
      if (typeof id !== 'string') return undefined;
      const number = sections.length + 1;
      sections.push({ id, title: toString(node).trim(), number });
      const label: ElementContent = {
        type: 'element',
        tagName: 'span',
        properties: { className: ['heading-number'] },
        children: [{ type: 'text', value: `${number}.` }],
      };
      node.children = [label, { type: 'text', value: ' ' }, ...node.children];
      return undefined;
    });

    const contents: JsxElement[] = [];
    visit(tree, (node) => {
      if (isJsx(node, 'Contents')) contents.push(node);
    });
    for (const node of contents) {
      if (sections.length === 0) {
        throw new ContentError([
          {
            file: displayPath(file.path),
            line: node.position?.start.line,
            field: 'Contents',
            expected: 'expected at least one "## " section heading to list',
            found: 'none',
          },
        ]);
      }
      setExpressionAttribute(node, 'items', sections);
    }
  };
}
