/**
 * A body's ids never repeat the ids of the page around it (src/lib/sections.ts, FRAME_IDS): `## Top`
 * would otherwise take `top`, the page's own top, and `## Main` the skip link's target. rehype-slug
 * gives headings their ids; a heading whose id the frame has, or anything else in the body has (a
 * footnote's), gets the next free one as rehype-slug numbers repeats: `top-1`. An id the author wrote
 * on an element (`<div id="main">`) is theirs to change, so it fails at its line. Runs after
 * rehype-slug, before the sections are numbered and listed.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { FRAME_IDS } from '../../../../src/lib/sections.ts';
import { ContentError, displayPath, type ContentIssue } from '../../content/issues.ts';
import { isFootnotes } from '../footnotes.ts';
import { getStringAttribute, isJsx } from '../jsx.ts';

const HEADING = /^h[1-6]$/;

/** Rehype plugin: headings off the frame's ids and the body's other ids; written ids off the frame's. */
export default function rehypeFrameIds() {
  return (tree: Root, file: VFile) => {
    const headings: Element[] = [];
    const taken = new Set<string>(FRAME_IDS);
    const issues: ContentIssue[] = [];
    visit(tree, (node, _index, parent) => {
      if (isJsx(node)) {
        const id = getStringAttribute(node, 'id');
        if (typeof id === 'string' && FRAME_IDS.includes(id)) {
          issues.push({
            file: displayPath(file.path),
            line: node.position?.start.line,
            field: `<${node.name ?? ''}> id`,
            expected: `expected an id the page around the body does not have (${FRAME_IDS.join(', ')})`,
            found: JSON.stringify(id),
          });
        }
        if (typeof id === 'string') taken.add(id);
        return undefined;
      }
      if (node.type !== 'element') return undefined;
      const { id } = node.properties;
      if (typeof id !== 'string') return undefined;
      // The footnotes' own heading keeps its id; a body heading moves off it.
      const inFootnotes = parent?.type === 'element' && isFootnotes(parent);
      if (HEADING.test(node.tagName) && !inFootnotes) headings.push(node);
      else taken.add(id);
      return undefined;
    });
    if (issues.length > 0) throw new ContentError(issues);
    const headingIds = new Set(headings.map((heading) => String(heading.properties.id)));
    for (const heading of headings) {
      const id = String(heading.properties.id);
      if (!taken.has(id)) {
        taken.add(id);
        continue;
      }
      let n = 1;
      while (taken.has(`${id}-${n}`) || headingIds.has(`${id}-${n}`)) n += 1;
      heading.properties.id = `${id}-${n}`;
      taken.add(`${id}-${n}`);
    }
  };
}
