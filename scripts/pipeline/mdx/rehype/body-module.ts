/**
 * The last step of a body's compile: its tree becomes HTML, made here, once. What is left of the module
 * MDX writes is the build's own imports (pictures, files, stylesheets) and `export const parts`: the
 * body's HTML, in strings, with the components of the MDX map between them, each with its props and what
 * it holds (src/components/mdx/body-parts.ts). The server entry renders the components when it prerenders
 * the page (render-body.ts); the HTML around them is never JavaScript that a browser runs or React walks.
 *
 * Plain HTML elements a post writes as JSX (`<div>`, `<sup>`) become HTML here, with their attributes;
 * a site path a link names (`/blog/karl`) gets the site's base path. `file.data.bodyModule` says which
 * stylesheets the body imports and which components it holds, for the browser's bundle (../plugin.ts).
 */
import type {
  ExportNamedDeclaration,
  Expression,
  Node as EstreeNode,
  VariableDeclaration,
  VariableDeclarator,
} from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { find, html as htmlSchema } from 'property-information';
import type { VFile } from 'vfile';
import { declared } from '../../../../src/components/mdx/names.ts';
import { isInternal, withBase } from '../../../../src/lib/urls.ts';
import { ContentError, displayPath, type ContentIssue } from '../../content/issues.ts';
import { isJsx, type JsxElement } from '../jsx.ts';

declare module 'vfile' {
  interface DataMap {
    /** What the browser's bundle needs of the body, recorded by rehype-body-module. */
    bodyModule: BodyModuleData;
  }
}

/** What the browser's bundle needs of a body: its stylesheets, and the modules of the components it holds. */
export interface BodyModuleData {
  /** What its stylesheet imports name, in order. */
  stylesheets: string[];
  /** The modules (from the project root) of the components it holds, at any depth, once each. */
  components: string[];
}

/** Options of rehype-body-module. */
export interface BodyModuleOptions {
  /** The site's base path, which site paths in links get: "/" or "/portfolio/". */
  base?: string;
}

type Node = RootContent | ElementContent | JsxElement;

/** A part of the body as the module exports it: HTML, or a component with its props and what it holds. */
type Part = string | { component: string; props: Record<string, unknown>; children: Part[]; inline?: true };

/** One body's writing: where it is, and what it found and kept on the way. */
interface Writing {
  file: VFile;
  base: string;
  issues: ContentIssue[];
  /** The build's own expressions among the props (a picture's import), each standing in the parts as its mark. */
  expressions: Expression[];
  components: Set<string>;
}

/**
 * Characters no post can hold (the content check refuses noncharacters): one splits an element's HTML
 * into its opening and closing tags, the other with a number stands for one of the build's expressions.
 */
const CONTENT_MARK = '\uFDD0';
const EXPRESSION_MARK = '\uFDD1';

/** Elements of a table that hold only other elements. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** True for a JSX name React reads as a component rather than an HTML element: capitalised, or dotted. */
const isComponentName = (name: string) => /^[A-Z]/.test(name) || name.includes('.');

/** True for a component of the MDX map in the tree. */
const isComponent = (node: unknown): node is JsxElement =>
  isJsx(node) && node.name !== null && isComponentName(node.name);

const isEsm = (node: RootContent): node is MdxjsEsmHast => node.type === 'mdxjsEsm';

/** True for text of white space alone. */
const isBlank = (node: Node) => node.type === 'text' && node.value.trim() === '';

/** Where `node` is written, for a problem found there. */
const where = (writing: Writing, node: { position?: { start: { line: number } } | undefined }) => ({
  file: displayPath(writing.file.path),
  line: node.position?.start.line,
});

/** The HTML element a post wrote as JSX (`<div class="note">`), with its plain attributes. */
function htmlElement(node: JsxElement, writing: Writing): Element {
  const properties: Element['properties'] = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const field = `<${node.name ?? ''} ${attribute.name}>`;
    if (attribute.name === 'style') {
      writing.issues.push({
        ...where(writing, node),
        field,
        expected: 'expected a class instead: the site’s Content Security Policy blocks inline styles',
      });
    } else if (attribute.value !== null && typeof attribute.value === 'object') {
      writing.issues.push({
        ...where(writing, node),
        field,
        expected: 'expected a plain value in quotes, such as title="…"',
        found: 'an expression in braces',
      });
    } else {
      properties[find(htmlSchema, attribute.name).property] = attribute.value ?? true;
    }
  }
  return { type: 'element', tagName: node.name ?? 'div', properties, children: node.children };
}

/** Readies `nodes` for HTML: JSX elements of HTML become elements, comments `{/* … *\/}` go, links get the base path. */
function ready(nodes: Node[], writing: Writing): Node[] {
  return nodes.flatMap((node): Node[] => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
    // A fragment (`<>…</>`) is what it holds.
    if (isJsx(node) && node.name === null) return ready(node.children, writing);
    const shaped = isJsx(node) && !isComponent(node) ? htmlElement(node, writing) : node;
    if (shaped.type === 'element' && shaped.tagName === 'a' && typeof shaped.properties.href === 'string') {
      if (isInternal(shaped.properties.href)) shaped.properties.href = withBase(shaped.properties.href, writing.base);
    }
    if ('children' in shaped) {
      const children = ready(shaped.children, writing);
      // No text between a table's rows and cells, where HTML has none to show (as React renders tables).
      const inTable = shaped.type === 'element' && TABLE_PARTS.has(shaped.tagName);
      shaped.children = (inTable ? children.filter((child) => !isBlank(child)) : children) as typeof shaped.children;
    }
    return [shaped];
  });
}

/** The props of a component, from its attributes: strings, `true` for a bare name, the build's expressions as marks. */
function propsOf(node: JsxElement, writing: Writing): Record<string, unknown> {
  const attributes = node.attributes.filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute');
  return Object.fromEntries(
    attributes.map(({ name, value }): [string, unknown] => {
      if (value === null || value === undefined) return [name, true];
      if (typeof value === 'string') return [name, value];
      const statement = value.data?.estree?.body[0];
      if (statement?.type !== 'ExpressionStatement')
        throw new Error(`${writing.file.path}: <${node.name ?? ''} ${name}> has no expression`);
      writing.expressions.push(statement.expression);
      return [name, `${EXPRESSION_MARK}${writing.expressions.length - 1}`];
    }),
  );
}

/** A component of the map as a part: `{ component, props, children, inline? }`. */
function componentPart(node: JsxElement, writing: Writing): Part {
  const name = node.name ?? '';
  const declaration = declared(name);
  if (!declaration) throw new Error(`${writing.file.path}: <${name}> is not in the MDX map`);
  writing.components.add(declaration.module);
  const part: Part = { component: name, props: propsOf(node, writing), children: partsOf(node.children, writing) };
  return node.type === 'mdxJsxTextElement' ? { ...part, inline: true } : part;
}

/** Whether `node` is a component or holds one. */
const holdsComponent = (node: Node): boolean =>
  isComponent(node) || ('children' in node && (node.children as Node[]).some(holdsComponent));

/** `nodes` as parts, in order: HTML strings (adjacent ones joined) and components. */
function partsOf(nodes: Node[], writing: Writing): Part[] {
  const out: Part[] = [];
  let batch: Node[] = [];
  const add = (part: Part) => {
    const last = out.at(-1);
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
  };
  const flush = () => {
    if (batch.length > 0) add(toHtml({ type: 'root', children: batch }));
    batch = [];
  };
  for (const node of nodes) {
    if (!holdsComponent(node)) batch.push(node);
    else {
      flush();
      if (isComponent(node)) add(componentPart(node, writing));
      else {
        // An element holding a component: its tags as HTML, what it holds as parts between them.
        const shell = node as Element;
        const [open = '', close = ''] = toHtml({ ...shell, children: [{ type: 'text', value: CONTENT_MARK }] }).split(
          CONTENT_MARK,
        );
        add(open);
        partsOf(shell.children, writing).forEach(add);
        add(close);
      }
    }
  }
  flush();
  return out;
}

/** `node` (ESTree made from the parts) with each mark of an expression replaced by that expression. */
function withExpressions<T extends EstreeNode>(node: T, expressions: readonly Expression[]): T {
  const replace = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replace);
    if (typeof value !== 'object' || value === null) return value;
    const literal = value as { type?: string; value?: unknown };
    if (literal.type === 'Literal' && typeof literal.value === 'string' && literal.value.startsWith(EXPRESSION_MARK))
      return expressions[Number(literal.value.slice(EXPRESSION_MARK.length))];
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, replace(inner)]));
  };
  return replace(node) as T;
}

/** `export const <name> = <value>;` */
function exportConst(name: string, init: Expression): ExportNamedDeclaration {
  const declarator: VariableDeclarator = { type: 'VariableDeclarator', id: { type: 'Identifier', name }, init };
  const declaration: VariableDeclaration = { type: 'VariableDeclaration', kind: 'const', declarations: [declarator] };
  return { type: 'ExportNamedDeclaration', declaration, specifiers: [], attributes: [] };
}

/** The stylesheets the body's imports name: imports without names, in order. */
const stylesheetsOf = (esm: readonly MdxjsEsmHast[]) =>
  esm.flatMap((node) =>
    (node.data?.estree?.body ?? []).flatMap((statement) =>
      statement.type === 'ImportDeclaration' && statement.specifiers.length === 0
        ? [String(statement.source.value)]
        : [],
    ),
  );

/** Rehype plugin: the tree becomes `export const parts = [...]` after the build's imports; see the module comment. */
export default function rehypeBodyModule({ base = '/' }: BodyModuleOptions = {}) {
  return (tree: Root, file: VFile) => {
    const writing: Writing = { file, base, issues: [], expressions: [], components: new Set() };
    const esm = tree.children.filter(isEsm);
    const parts = partsOf(
      ready(
        tree.children.filter((node) => !isEsm(node)),
        writing,
      ),
      writing,
    );
    if (writing.issues.length > 0) throw new ContentError(writing.issues);
    file.data.bodyModule = { stylesheets: stylesheetsOf(esm), components: [...writing.components] };
    const exported = exportConst('parts', withExpressions(valueToEstree(parts), writing.expressions));
    tree.children = [
      ...esm,
      { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [exported] } } },
    ];
  };
}
