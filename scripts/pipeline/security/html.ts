/**
 * Reading and editing one built HTML page for the security policy: the hashes of its inline scripts,
 * its `<meta>` policy, Subresource Integrity on its script and stylesheet tags, and the not-found
 * page's `noindex`. Pages are parsed with a real HTML parser (so a script's text is what the browser
 * hashes); edits are spliced in at the parser's offsets, leaving every other byte as it was.
 */
import { escapeHtml } from '../../../src/lib/html-escape.ts';
import { createHash } from 'node:crypto';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { attributeOf as attribute, parsedElements as elements, parseHtml } from '../prerender/built-site.ts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** The text of `node`: the concatenation of its text descendants, as the browser hashes a script's. */
function textOf(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** `type` values of a classic script: absent, empty, or a JavaScript MIME type (HTML's list). */
const JAVASCRIPT_TYPES = new Set([
  '',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Other inline script types that `script-src` governs: the browser acts on their text. */
const POLICED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/** `algorithm-base64digest`, the form CSP hashes and `integrity` attributes take. */
export function digest(algorithm: 'sha256' | 'sha384', data: string | Buffer): string {
  return `${algorithm}-${createHash(algorithm).update(data).digest('base64')}`;
}

/**
 * True for an inline `<script>` that `script-src` decides on (classic JavaScript, a module, an import
 * map). A data block such as `<script type="application/ld+json">` never runs and needs no hash.
 */
function isPolicedInlineScript(element: Element): boolean {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false;
  const type = attribute(element, 'type');
  if (type === undefined) return true;
  const essence = type.trim().toLowerCase();
  return JAVASCRIPT_TYPES.has(essence) || POLICED_TYPES.has(essence);
}

/** A script or stylesheet tag that loads a file: `<script src>`, `<link rel=stylesheet|modulepreload href>`. */
function isSubresourceTag(element: Element): boolean {
  if (element.tagName === 'script') return attribute(element, 'src') !== undefined;
  if (element.tagName !== 'link' || attribute(element, 'href') === undefined) return false;
  // A space-separated list, as the DOM's relList reads it.
  const rel = (attribute(element, 'rel') ?? '').split(/[ \t\n\f\r]+/);
  return rel.includes('stylesheet') || rel.includes('modulepreload');
}

/** The URL a subresource tag loads. */
function subresourceUrl(element: Element): string {
  return String(attribute(element, element.tagName === 'script' ? 'src' : 'href'));
}

/** What the build's last step needs from one page, read with one parse of it. */
export interface ReadPage {
  html: string;
  /** The sha256 source (`sha256-…`) of every inline script the policy must allow, in document order. */
  scriptHashes: string[];
  /** Each script and stylesheet tag without `integrity`: where the attribute goes, and the URL it loads. */
  subresources: { at: number; url: string }[];
  /** Where a head tag goes after `<meta charset>` (so a policy covers every script), and that line's indent. */
  afterCharset?: { at: number; indent: string } | undefined;
}

/** What `readPage` finds in a page, without the page: kept by the page's bytes, so an unchanged page is not parsed again. */
export type PageRead = Omit<ReadPage, 'html'>;

/** Parses `html` once for everything `editPage` and the policy need. */
export function readPage(html: string): ReadPage {
  const page: ReadPage = { html, scriptHashes: [], subresources: [] };
  // With scripting off, a <noscript>'s contents are tags: a script in one is hashed too (harmless, it never runs).
  const document = parseHtml(html, { locations: true, scripting: false });
  for (const element of elements(document)) {
    const location = element.sourceCodeLocation;
    if (isPolicedInlineScript(element)) page.scriptHashes.push(digest('sha256', textOf(element)));
    if (isSubresourceTag(element) && attribute(element, 'integrity') === undefined) {
      if (!location) throw new Error(`<${element.tagName}> has no source position`);
      page.subresources.push({ at: location.startOffset + 1 + element.tagName.length, url: subresourceUrl(element) });
    }
    if (!page.afterCharset && element.tagName === 'meta' && attribute(element, 'charset') !== undefined) {
      if (!location) throw new Error('<meta charset> has no source position');
      const { startOffset: start, endOffset: end } = location;
      page.afterCharset = { at: end, indent: /\n([ \t]*)$/.exec(html.slice(0, start))?.[1] ?? '' };
    }
  }
  return page;
}

/**
 * The page with `integrity` on each script and stylesheet tag that has none (from `integrityOf(url)`;
 * the tags already carry `crossorigin`, which integrity checks need) and `headTags`, each on its own
 * line, right after `<meta charset>`. Every other byte stays as it was.
 */
export function editPage(
  page: ReadPage,
  { integrityOf, headTags = [] }: { integrityOf?: (url: string) => string; headTags?: string[] },
): string {
  const edits = integrityOf
    ? page.subresources.map(({ at, url }) => ({ at, text: ` integrity="${integrityOf(url)}"` }))
    : [];
  if (headTags.length > 0) {
    const { at, indent } = page.afterCharset ?? {};
    if (at === undefined) throw new Error('the page has no <meta charset> to put the tag after');
    edits.push({ at, text: headTags.map((tag) => `\n${indent ?? ''}${tag}`).join('') });
  }
  return splice(page.html, edits);
}

/** The `<meta>` form of the policy. */
export function metaPolicyTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />`;
}

/** The not-found page's `<meta>`: search engines must not list it. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

function splice(html: string, edits: { at: number; text: string }[]): string {
  let out = html;
  for (const { at, text } of [...edits].sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}
