/**
 * Keeps code out of posts. MDX is a programming language: a `<script>` or `<iframe>`, an `onClick`,
 * a `javascript:` link, an `import` or a `{…}` expression in a post would ship to every visitor, and
 * one such line is easy to miss in a long diff. The build rejects each with its file, line and reason;
 * posts keep ordinary Markdown, plain HTML elements with plain attributes, and the components of the
 * one map (src/components/mdx/index.ts).
 */
import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, type ContentIssue, describeValue, displayPath } from '../../content/issues.ts';

/** Elements that load or run code, or change where the page's URLs and styles come from. */
const FORBIDDEN_ELEMENTS: ReadonlySet<string> = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'link',
  'frame',
  'frameset',
  'applet',
  'base',
  'meta',
]);

/** Attributes whose value is a URL the browser may load or navigate to. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'cite',
  'data',
  'background',
  'ping',
  'xlink:href',
  'xlinkhref',
]);

/** Schemes that run code or carry a whole document inside the URL. */
const CODE_SCHEME = /^(javascript|vbscript|data):/;

// eslint-disable-next-line no-control-regex -- C0 control characters are exactly what browsers strip here
const LEADING_CONTROLS = /^[\u0000-\u0020]+/;

const URL_EXPECTED = 'expected an http(s), mailto, relative or #anchor URL; javascript: and data: URLs can run code';

/** True when a URL, read the way browsers read it (case, whitespace and control characters ignored), runs code. */
export function isCodeUrl(url: string): boolean {
  // The URL parser strips leading C0 controls and spaces and drops tabs and newlines anywhere.
  const normalised = url
    .replace(LEADING_CONTROLS, '')
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
  return CODE_SCHEME.test(normalised);
}

/** An expression node: `{…}` in text or between blocks. */
interface MdxExpression {
  type: 'mdxFlowExpression' | 'mdxTextExpression';
  data?: { estree?: Program | null | undefined } | undefined;
}

/** True for `{/* a comment *\/}`: MDX's only way to write a comment, and it runs nothing. */
function isCommentOnly(node: MdxExpression): boolean {
  return node.data?.estree?.body.length === 0;
}

function checkElement(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  report: (field: string, expected: string, found?: string) => void,
) {
  const name = node.name ?? '';
  const local = (name.split(':').pop() ?? '').toLowerCase();
  if (FORBIDDEN_ELEMENTS.has(local))
    report(
      `<${name}>`,
      `expected Markdown or a component from src/components/mdx/index.ts; a raw <${name}> element can load or run code`,
    );
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      report(`<${name} {…}>`, 'expected plain attributes; a spread {…} is JavaScript');
      continue;
    }
    const field = `<${name} ${attribute.name}>`;
    if (/^on./i.test(attribute.name)) {
      report(field, 'expected no event-handler attribute (on…); it runs code');
      continue;
    }
    const { value } = attribute;
    if (value !== null && value !== undefined && typeof value !== 'string') {
      report(field, 'expected a plain "string" value; {…} is JavaScript');
      continue;
    }
    if (typeof value === 'string' && URL_ATTRIBUTES.has(attribute.name.toLowerCase())) {
      const urls = attribute.name.toLowerCase() === 'srcset' ? value.split(',').map((c) => c.trim()) : [value];
      if (urls.some(isCodeUrl)) report(field, URL_EXPECTED, describeValue(value));
    }
  }
}

/** Remark plugin: fails the compile with one content issue per piece of code found in the post. */
export default function remarkSafeContent() {
  return (tree: Root, file: VFile) => {
    const issues: ContentIssue[] = [];
    visit(tree, (node) => {
      const line = node.position?.start.line;
      const report = (field: string, expected: string, found?: string) =>
        issues.push({ file: displayPath(file.path), line, field, expected, found });
      switch (node.type) {
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          checkElement(node, report);
          break;
        case 'mdxjsEsm':
          report(
            /^\s*export\b/.test(node.value) ? 'export' : 'import',
            'expected no import or export; posts use the components of the one map and contain no code',
          );
          break;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          if (!isCommentOnly(node))
            report('{…}', 'expected text, not a JavaScript expression (write \\{ for a literal brace)');
          break;
        case 'link':
        case 'image':
        case 'definition':
          if (isCodeUrl(node.url)) report(node.type, URL_EXPECTED, describeValue(node.url));
          break;
        default:
          break;
      }
    });
    if (issues.length > 0) throw new ContentError(issues);
  };
}
