/**
 * Whether a rendered page shows anything: the net under a page that renders an empty `<main>`, checked
 * on every page the prerenderer writes and by the site check. The markup is parsed by parse5 alone,
 * without source positions or a hast tree, and the walk stops at the first text or image: it runs on
 * every page of every build, a one-post edit included, and on 200 posts the hast version of this check
 * was about a seventh of such a build.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';
import { parseHtml } from './built-site.ts';

type Node = DefaultTreeAdapterTypes.Node;

/** A node's children in document order (a template's content is not shown, so not among them). */
const childrenOf = (node: Node): readonly Node[] => ('childNodes' in node ? node.childNodes : []);

/** The first node under `roots`, in document order, for which `test` holds. */
function find(roots: readonly Node[], test: (node: Node) => boolean): Node | undefined {
  const stack = [...roots].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (test(node)) return node;
    stack.push(...[...childrenOf(node)].reverse());
  }
  return undefined;
}

const isElement = (node: Node, tagName: string) => 'tagName' in node && node.tagName === tagName;

/** True when the rendered body `html` has a `<main>` with text or an image in it; false for an empty one. */
export function hasMainContent(html: string): boolean {
  const main = find(childrenOf(parseHtml(html, { scripting: false })), (node) => isElement(node, 'main'));
  if (!main) return false;
  const shown = find(
    childrenOf(main),
    (node) => isElement(node, 'img') || (node.nodeName === '#text' && 'value' in node && node.value.trim() !== ''),
  );
  return shown !== undefined;
}
