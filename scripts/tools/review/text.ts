/**
 * The text a visitor sees in a hast tree, one line per block (paragraph, list item, table cell,
 * heading), with whitespace collapsed inside each line. Hard wraps in the source disappear, so a
 * one-word edit in a re-flowed paragraph stays a one-word change, and neighbouring parts never run
 * together ("ROS 2Zephyr", "2025Updated"). What the page keeps from sight (scripts, closed menus,
 * labels for screen readers only) is left out, so it never shows as a changed word.
 */
import type { Element, ElementContent, Nodes } from 'hast';

/** Elements that sit inside a line of text rather than starting one. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);

/** Elements whose content a reader never sees as text. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);

/** The site's class for text meant for screen readers only (src/styles/global.css). */
const VISUALLY_HIDDEN = 'visually-hidden';

/** Elements whose text is code: their tokens abut by design, so nothing is put between them. */
const CODE = new Set(['pre', 'code', 'kbd', 'samp']);

/** Whether an attribute is present: hast gives a boolean attribute as `true`, an absent one as nothing. */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== false;

/**
 * Whether a visitor cannot see `element` as the page loads: a script, a style or an icon, text for
 * screen readers only, an element with `hidden`, a popover not yet opened, or a closed dialog.
 */
export function isHiddenFromSight(element: Element): boolean {
  const { className, hidden, popover, open } = element.properties;
  return (
    HIDDEN.has(element.tagName) ||
    (Array.isArray(className) && className.includes(VISUALLY_HIDDEN)) ||
    isSet(hidden) ||
    isSet(popover) ||
    (element.tagName === 'dialog' && !isSet(open))
  );
}

/** The lines of visible text in `node`: blocks on their own lines, no empty lines. */
export function textLines(node: Nodes): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const children = (list: readonly (ElementContent | Nodes)[], inCode: boolean) => {
    let previous: (ElementContent | Nodes)['type'] | undefined;
    for (const child of list) {
      // Two elements side by side with nothing between them are separate parts that the page's CSS
      // lays out apart (a post's dates and reading time, tags in a row): they are kept apart by a
      // space. Prose writes its own spaces between words, and code's tokens abut by design.
      if (!inCode && previous === 'element' && child.type === 'element') current += ' ';
      walk(child, inCode);
      if (child.type !== 'comment') previous = child.type;
    }
  };
  const walk = (n: ElementContent | Nodes, inCode: boolean) => {
    if (n.type === 'text') current += n.value;
    else if (n.type === 'element') {
      if (isHiddenFromSight(n)) return;
      const code = inCode || CODE.has(n.tagName);
      if (n.tagName === 'br') current += ' ';
      else if (INLINE.has(n.tagName)) children(n.children, code);
      else {
        flush();
        children(n.children, code);
        flush();
      }
    } else if (n.type === 'root') children(n.children, inCode);
  };
  walk(node, false);
  flush();
  return lines;
}
