/**
 * A drawn diagram as the page's markup: a `<figure>` holding the SVG inline (an image named for
 * assistive technology), its caption when the fence has a title, and its source in a disclosure, which
 * screen readers and search read as text.
 *
 * The renderer's SVG carries what the site's policy forbids or the page must not repeat: a `<style>`
 * block (with an `@import` of web fonts from another origin) and a `style` attribute on the root, which
 * style-src 'self' blocks, and ids such as `arrowhead` or a node's name, which a second diagram or the
 * page itself (`main`, `top`) may use too. Both styles go (src/styles/diagrams.css holds their rules,
 * under the same variable names) and every id gets the diagram's own prefix.
 */
import type { Element, ElementContent, Properties } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';

/** The class on every diagram's figure; diagrams.css styles it, and the reading time skips it. */
export const DIAGRAM_CLASS = 'diagram';

/** The disclosure's summary: the interface's words for the source below it. */
const SOURCE_SUMMARY = 'Diagram source';

/** What a diagram's figure is made of. */
export interface FigureParts {
  /** The renderer's SVG. */
  svg: string;
  /** The diagram's source, as the post writes it. */
  source: string;
  /** Its kind (flowchart…), for styles and tests. */
  kind: string;
  /** The fence's title, shown as the caption and naming the diagram; else `fallbackName` names it. */
  title?: string | undefined;
  fallbackName: string;
  /** Unique on the page: the prefix of every id inside the figure. */
  prefix: string;
}

/** Rewrites `url(#id)` and `#id` references inside an attribute value to the prefixed ids. */
function prefixReferences(value: string, prefix: string, ids: ReadonlySet<string>): string {
  return value
    .replace(/url\(#([^)]+)\)/g, (whole, id: string) => (ids.has(id) ? `url(#${prefix}${id})` : whole))
    .replace(/^#(.+)$/, (whole, id: string) => (ids.has(id) ? `#${prefix}${id}` : whole));
}

/** The SVG element of `svg`, without styles, with prefixed ids, named `name` (or by `labelledBy`). */
function svgElement(svg: string, prefix: string, label: Properties): Element {
  const root = fromHtml(svg, { fragment: true, space: 'svg' }).children.find(
    (node): node is Element => node.type === 'element' && node.tagName === 'svg',
  );
  if (!root) throw new Error('the renderer drew no <svg>');
  const ids = new Set<string>();
  visit(root, 'element', (node: Element) => {
    if (typeof node.properties.id === 'string') ids.add(node.properties.id);
  });
  visit(root, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'style' && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return index;
    }
    delete node.properties.style;
    for (const [key, value] of Object.entries(node.properties)) {
      if (key === 'id' && typeof value === 'string') node.properties.id = `${prefix}${value}`;
      else if (typeof value === 'string' && value.includes('#'))
        node.properties[key] = prefixReferences(value, prefix, ids);
    }
    return undefined;
  });
  // Whitespace between the SVG's elements is no content of the drawing.
  visit(root, 'element', (node: Element) => {
    if (node.tagName !== 'text' && node.tagName !== 'tspan')
      node.children = node.children.filter((child) => child.type !== 'text' || child.value.trim() !== '');
  });
  root.properties = { ...root.properties, role: 'img', ...label };
  return root;
}

/** The `<figure>` of one diagram. */
export function diagramFigure({ svg, source, kind, title, fallbackName, prefix }: FigureParts): Element {
  const captionId = `${prefix}caption`;
  const label: Properties = title ? { ariaLabelledBy: [captionId] } : { ariaLabel: fallbackName };
  // The caption comes first, as a code block's title does: a figure's caption is its first or last child.
  const children: ElementContent[] = title
    ? [
        {
          type: 'element',
          tagName: 'figcaption',
          properties: { id: captionId },
          children: [{ type: 'text', value: title }],
        },
      ]
    : [];
  children.push({
    type: 'element',
    tagName: 'div',
    // The drawing's words are the source's words again: search reads the source below, once.
    properties: { className: ['diagram-canvas'], dataPagefindIgnore: '' },
    children: [svgElement(svg, prefix, label)],
  });
  children.push({
    type: 'element',
    tagName: 'details',
    properties: { className: ['diagram-source'] },
    children: [
      { type: 'element', tagName: 'summary', properties: {}, children: [{ type: 'text', value: SOURCE_SUMMARY }] },
      // A `<pre>` without `<code>`: the highlighter colours every `pre > code`, and this is no code block.
      { type: 'element', tagName: 'pre', properties: {}, children: [{ type: 'text', value: source }] },
    ],
  });
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: [DIAGRAM_CLASS], dataDiagram: kind },
    children,
  };
}
