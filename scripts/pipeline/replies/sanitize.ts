/**
 * What a reply's HTML may keep: an allow-list applied with hast-util-sanitize, by `npm run replies` when
 * it imports a reply and by the build when it shows one (a replies file is data anyone with write access
 * could have edited, so the build trusts it no more than the service it came from).
 *
 * A reply keeps paragraphs, line breaks, emphasis, code, quotes, lists and links; nothing else, and no
 * attribute but a link's address. A link leads to an absolute http(s) address, opens in a new tab and is
 * marked `rel="nofollow ugc noopener"`: the site vouches for none of them. Elements that are not text
 * (scripts, styles, frames, forms, media, SVG, MathML) go with their contents; any other element gives
 * way to its text. Characters that reorder the text around them (bidirectional overrides and isolates)
 * and control characters are removed, and a long reply is cut at MAX_REPLY_TEXT characters.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';

/** The most characters of a reply's text a page shows: a longer one is cut, with a link to the whole. */
export const MAX_REPLY_TEXT = 1_500;

/** The rel of every link in a reply. */
export const REPLY_LINK_REL = ['nofollow', 'ugc', 'noopener'];

/** The allow-list. */
const SCHEMA: Schema = {
  tagNames: ['p', 'br', 'a', 'strong', 'em', 'b', 'i', 'code', 'del', 'blockquote', 'ul', 'ol', 'li'],
  attributes: { a: ['href'] },
  protocols: { href: ['http', 'https'] },
  required: { a: { rel: REPLY_LINK_REL, target: '_blank' } },
  ancestors: { li: ['ul', 'ol'] },
  // Gone with what they hold: none of it is the reply's text.
  strip: [
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'audio',
    'video',
    'canvas',
    'select',
    'textarea',
    'title',
    'head',
  ],
  allowComments: false,
  allowDoctypes: false,
};

/**
 * Characters a reply may not hold: C0 and C1 controls but tab and line feed, the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which would turn the page's text
 * around them, and noncharacters.
 */
// eslint-disable-next-line no-control-regex -- the controls are what it finds
const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFDD0-\uFDEF\uFFFE\uFFFF]/g;

/** `text` without the characters a reply may not hold (a name, a handle, or the text of its HTML). */
export function cleanText(text: string): string {
  return text.replace(UNWANTED, '');
}

/** True when `href` is an absolute http(s) address. */
const isAbsoluteWeb = (href: unknown) => typeof href === 'string' && /^https?:\/\//i.test(href);

/** The children of `parent`, with each link that leads nowhere usable given way to its text. */
function finishLinks(nodes: readonly (RootContent | ElementContent)[]): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') return [{ ...node, value: cleanText(node.value) }];
    if (node.type !== 'element') return [];
    const children = finishLinks(node.children);
    if (node.tagName === 'a' && !isAbsoluteWeb(node.properties.href)) return children;
    return [{ ...node, children }];
  });
}

/** Splits text into what a reader sees as characters (an emoji with its modifiers is one). */
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
const characters = (text: string): string[] => Array.from(segmenter.segment(text), (part) => part.segment);

/** Characters of text in `nodes`, in document order. */
const lengthOf = (nodes: readonly ElementContent[]): number =>
  nodes.reduce(
    (sum, node) =>
      sum +
      (node.type === 'text' ? characters(node.value).length : node.type === 'element' ? lengthOf(node.children) : 0),
    0,
  );

/** `nodes` cut after `budget` characters of text; returns what is left of the budget too. */
function cut(nodes: readonly ElementContent[], budget: number): [ElementContent[], number] {
  const out: ElementContent[] = [];
  let left = budget;
  for (const node of nodes) {
    if (left <= 0) break;
    if (node.type === 'text') {
      const chars = characters(node.value);
      out.push({ ...node, value: chars.length > left ? chars.slice(0, left).join('').trimEnd() : node.value });
      left -= chars.length;
    } else if (node.type === 'element') {
      const [children, rest] = cut(node.children, left);
      out.push({ ...node, children });
      left = rest;
    }
  }
  return [out, left];
}

/** `nodes` with an ellipsis after their last text, where the cut was made. */
function withEllipsis(nodes: readonly ElementContent[]): ElementContent[] {
  const last = nodes.at(-1);
  if (last?.type === 'element' && last.tagName !== 'br' && last.children.length > 0) {
    return [...nodes.slice(0, -1), { ...last, children: withEllipsis(last.children) }];
  }
  return [...nodes, { type: 'text', value: '…' }];
}

/** A reply's HTML as the allow-list leaves it, and whether it was cut. */
export interface SanitizedReply {
  html: string;
  cut: boolean;
}

/**
 * The most characters of text `npm run replies` keeps of a reply, so that its file stays within
 * MAX_REPLY_HTML; the page shows MAX_REPLY_TEXT of them, with a link to the whole.
 */
export const MAX_IMPORTED_TEXT = 20_000;

/** `html` (a reply's, from any source) reduced to what a reply may keep, cut at `limit` characters of text. */
export function sanitizeReply(html: string, limit: number = MAX_REPLY_TEXT): SanitizedReply {
  const tree = sanitize(fromHtml(html, { fragment: true }), SCHEMA) as Root;
  let children = finishLinks(tree.children);
  const long = lengthOf(children) > limit;
  if (long) children = withEllipsis(cut(children, limit)[0]);
  const out: Root = { type: 'root', children: children.filter((node) => !isBlankText(node)) };
  return { html: toHtml(out).trim(), cut: long };
}

/** True for a text node of white space alone between blocks. */
const isBlankText = (node: ElementContent) => node.type === 'text' && node.value.trim() === '';

/** Plain text as a reply's HTML: paragraphs at blank lines, line breaks within them, every character as text. */
export function textToHtml(text: string): string {
  const paragraphs = cleanText(text)
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const tree: Root = {
    type: 'root',
    children: paragraphs.map((paragraph): Element => ({
      type: 'element',
      tagName: 'p',
      properties: {},
      children: paragraph
        .split('\n')
        .flatMap((line, i): ElementContent[] => [
          ...(i > 0 ? [{ type: 'element', tagName: 'br', properties: {}, children: [] } as Element] : []),
          { type: 'text', value: line },
        ]),
    })),
  };
  return toHtml(tree);
}
