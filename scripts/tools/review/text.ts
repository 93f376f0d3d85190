/**
 * The visible text of a hast tree, one line per block (paragraph, list item, table cell, heading), with
 * whitespace collapsed inside each line. Hard wraps in the source disappear, so a one-word edit in a
 * re-flowed paragraph stays a one-word change, and neighbouring tags never run together ("ROS 2Zephyr").
 */
import type { Nodes } from 'hast';

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

/** The lines of visible text in `node`: blocks on their own lines, no empty lines. */
export function textLines(node: Nodes): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const walk = (n: Nodes) => {
    if (n.type === 'text') current += n.value;
    else if (n.type === 'element') {
      if (HIDDEN.has(n.tagName)) return;
      if (n.tagName === 'br') current += ' ';
      else if (INLINE.has(n.tagName)) n.children.forEach(walk);
      else {
        flush();
        n.children.forEach(walk);
        flush();
      }
    } else if (n.type === 'root') n.children.forEach(walk);
    else if ('children' in n) (n.children as Nodes[]).forEach(walk);
  };
  walk(node);
  flush();
  return lines;
}
