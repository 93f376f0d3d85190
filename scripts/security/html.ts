/**
 * Reading and editing one built HTML page for the security policy: the hashes of its inline scripts,
 * its `<meta>` policy, Subresource Integrity on its script and stylesheet tags, and the not-found
 * page's `noindex`. Pages are parsed with a real HTML parser (so a script's text is what the browser
 * hashes); edits are spliced in at the parser's offsets, leaving every other byte as it was.
 */
import { escapeHtml } from '../../src/lib/html-escape.ts';
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

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
export function isPolicedInlineScript(element: Element): boolean {
  if (element.tagName !== 'script' || element.properties.src !== undefined) return false;
  const type = element.properties.type;
  if (type === undefined) return true;
  const essence = typeof type === 'string' ? type.trim().toLowerCase() : '';
  return JAVASCRIPT_TYPES.has(essence) || POLICED_TYPES.has(essence);
}

function elements(tree: Root, test: (element: Element) => boolean): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node: Element) => {
    if (test(node)) found.push(node);
  });
  return found;
}

/** The sha256 source (`sha256-…`) of every inline script in `html` that the policy must allow. */
export function inlineScriptHashes(html: string): string[] {
  return elements(fromHtml(html), isPolicedInlineScript).map((script) => digest('sha256', toString(script)));
}

/** A script or stylesheet tag that loads a file: `<script src>`, `<link rel=stylesheet|modulepreload href>`. */
export function isSubresourceTag(element: Element): boolean {
  if (element.tagName === 'script') return typeof element.properties.src === 'string';
  if (element.tagName !== 'link' || typeof element.properties.href !== 'string') return false;
  const rel = Array.isArray(element.properties.rel) ? element.properties.rel.map(String) : [];
  return rel.includes('stylesheet') || rel.includes('modulepreload');
}

/** The URL a subresource tag loads. */
export function subresourceUrl(element: Element): string {
  return String(element.tagName === 'script' ? element.properties.src : element.properties.href);
}

/**
 * Adds `integrity` to each script and stylesheet tag that has none, from `integrityOf(url)`. The tags
 * already carry `crossorigin`, which integrity checks need.
 */
export function withIntegrity(html: string, integrityOf: (url: string) => string): string {
  const edits = elements(fromHtml(html), (e) => isSubresourceTag(e) && e.properties.integrity === undefined).map(
    (element) => {
      const offset = element.position?.start.offset;
      if (offset === undefined) throw new Error(`<${element.tagName}> has no source position`);
      return { at: offset + 1 + element.tagName.length, text: ` integrity="${integrityOf(subresourceUrl(element))}"` };
    },
  );
  return splice(html, edits);
}

/** Adds `<meta http-equiv="Content-Security-Policy">` as the head's first element after the charset. */
export function withMetaPolicy(html: string, policy: string): string {
  return afterCharset(html, `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(policy)}" />`);
}

/** Adds `<meta name="robots" content="noindex">`, for the not-found page. */
export function withNoindex(html: string): string {
  return afterCharset(html, '<meta name="robots" content="noindex" />');
}

/** Inserts `tag` on its own line after `<meta charset>` (before any script, so a policy covers them all). */
function afterCharset(html: string, tag: string): string {
  const tree = fromHtml(html);
  const [charset] = elements(tree, (e) => e.tagName === 'meta' && e.properties.charSet !== undefined);
  const end = charset?.position?.end.offset;
  if (end === undefined) throw new Error('the page has no <meta charset> to put the tag after');
  const indent = /\n([ \t]*)$/.exec(html.slice(0, charset?.position?.start.offset))?.[1] ?? '';
  return splice(html, [{ at: end, text: `\n${indent}${tag}` }]);
}

function splice(html: string, edits: { at: number; text: string }[]): string {
  let out = html;
  for (const { at, text } of [...edits].sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}
