/**
 * The last step of a body's compile: its tree becomes HTML, made here, once. What is left of the module
 * MDX writes is the build's own imports (pictures, files, stylesheets) and `export const parts`: the
 * body's HTML, in strings, with the components of the MDX map between them, each with its props
 * (src/components/mdx/body-parts.ts). The build renders the components when it prerenders the page
 * (render-body.ts); the HTML around them is never JavaScript that a browser runs or React walks.
 *
 * Plain HTML elements a post writes as JSX (`<div>`, `<sup>`) become HTML here, with their attributes;
 * a site path a link names (`/blog/karl`) gets the site's base path. An island holds only components
 * (its props travel to the browser as JSON), so HTML inside one fails the build at its line.
 * `file.data.bodyModule` says which islands and static components the body has and which stylesheets
 * it imports, for the small module its page loads in the browser (see ../compiled-bodies.ts).
 */
import type { ArrayExpression, Expression, ObjectExpression, Program, Property } from 'estree';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';
import { find, html as htmlSchema } from 'property-information';
import type { VFile } from 'vfile';
import { isIsland, MDX_COMPONENTS } from '../../../../src/components/mdx/names.ts';
import { isInternal, withBase } from '../../../../src/lib/urls.ts';
import { ContentError, displayPath, type ContentIssue } from '../../content/issues.ts';
import { isJsx, type JsxElement } from '../jsx.ts';

declare module 'vfile' {
  interface DataMap {
    /** What the browser needs of the body, recorded by rehype-body-module. */
    bodyModule: BodyModuleData;
  }
}

/** What the browser needs of a body: its islands' components, and its stylesheets. */
export interface BodyModuleData {
  /** The components of its islands (each island's, and those inside one), by name, once each. */
  islands: string[];
  /** Its static components, by name, once each: the browser needs their stylesheets, never their code. */
  statics: string[];
  /** What its stylesheet imports name, in order. */
  stylesheets: string[];
}

/** Options of rehype-body-module. */
export interface BodyModuleOptions {
  /** The site's base path, which site paths in links get: "/" or "/portfolio/". */
  base?: string;
}

type Node = RootContent | ElementContent | JsxElement;

/** True for a JSX name React reads as a component rather than an HTML element: capitalised, or dotted. */
const isComponentName = (name: string) => /^[A-Z]/.test(name) || name.includes('.');

/** True for a component of the MDX map in the tree. */
const isComponent = (node: unknown): node is JsxElement =>
  isJsx(node) && node.name !== null && isComponentName(node.name);

const isEsm = (node: RootContent): node is MdxjsEsmHast => node.type === 'mdxjsEsm';

/** What JavaScript code writes `value` (a string, number, boolean or null). */
const literal = (value: string | number | boolean | null): Expression => ({ type: 'Literal', value });

/** An object expression with the given properties, in order. */
function object(entries: readonly [string, Expression][]): ObjectExpression {
  return {
    type: 'ObjectExpression',
    properties: entries.map(([key, value]): Property => ({
      type: 'Property',
      key: literal(key),
      value,
      kind: 'init',
      method: false,
      shorthand: false,
      computed: false,
    })),
  };
}

/** Elements of a table that hold only other elements. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** True for text of white space alone. */
const isBlank = (node: Node) => node.type === 'text' && node.value.trim() === '';

/** Text that never occurs in a post: splits an element's HTML into its opening and closing tags. */
const CONTENT_MARK = '\uE000body-content\uE000';

/** One body's tree made into parts: HTML strings and the components of the map, with what it found wrong. */
class BodyWriter {
  readonly file: VFile;
  readonly base: string;

  constructor(file: VFile, base: string) {
    this.file = file;
    this.base = base;
  }

  readonly issues: ContentIssue[] = [];
  readonly where = (node: { position?: { start: { line: number } } | undefined }) => ({
    file: displayPath(this.file.path),
    line: node.position?.start.line,
  });
  readonly islands = new Set<string>();
  readonly statics = new Set<string>();
  readonly holders = new WeakMap<object, boolean>();

  /** Whether `node` is a component or holds one. */
  readonly holdsComponent = (node: Node): boolean => {
    let holds = this.holders.get(node);
    if (holds === undefined) {
      holds = isComponent(node) || ('children' in node && (node.children as Node[]).some(this.holdsComponent));
      this.holders.set(node, holds);
    }
    return holds;
  };

  /** The HTML element a post wrote as JSX (`<div class="note">`), with its plain attributes. */
  readonly element = (node: JsxElement): Element => {
    const properties: Element['properties'] = {};
    for (const attribute of node.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') continue;
      if (attribute.name === 'style') {
        this.issues.push({
          ...this.where(node),
          field: `<${node.name ?? ''} style>`,
          expected: 'expected a class instead: the site’s Content Security Policy blocks inline styles',
        });
        continue;
      }
      if (attribute.value !== null && typeof attribute.value === 'object') {
        this.issues.push({
          ...this.where(node),
          field: `<${node.name ?? ''} ${attribute.name}>`,
          expected: 'expected a plain value',
        });
        continue;
      }
      properties[find(htmlSchema, attribute.name).property] = attribute.value ?? true;
    }
    return { type: 'element', tagName: node.name ?? 'div', properties, children: node.children };
  };

  /** Readies `nodes` for HTML: JSX elements of HTML become elements, comments `{/* … *\/}` go, links get the base path. */
  readonly ready = (nodes: Node[]): Node[] =>
    nodes.flatMap((node): Node[] => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return [];
      // A fragment (`<>…</>`) is what it holds.
      if (isJsx(node) && node.name === null) return this.ready(node.children);
      const shaped = isJsx(node) && !isComponent(node) ? this.element(node) : node;
      if (shaped.type === 'element' && shaped.tagName === 'a' && typeof shaped.properties.href === 'string') {
        if (isInternal(shaped.properties.href)) shaped.properties.href = withBase(shaped.properties.href, this.base);
      }
      if ('children' in shaped) {
        const children = this.ready(shaped.children);
        // No text between a table's rows and cells, where HTML has none to show (as React renders tables).
        const inTable = shaped.type === 'element' && TABLE_PARTS.has(shaped.tagName);
        shaped.children = (inTable ? children.filter((child) => !isBlank(child)) : children) as typeof shaped.children;
      }
      return [shaped];
    });

  /** The props of a component, from its attributes: strings, `true` for a bare name, the build's expressions. */
  readonly props = (node: JsxElement): ObjectExpression =>
    object(
      node.attributes
        .filter((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute')
        .map((attribute): [string, Expression] => {
          const { value } = attribute;
          if (value === null || value === undefined) return [attribute.name, literal(true)];
          if (typeof value === 'string') return [attribute.name, literal(value)];
          const statement = (value.data?.estree as Program | undefined)?.body[0];
          if (statement?.type !== 'ExpressionStatement')
            throw new Error(`${this.file.path}: <${node.name ?? ''} ${attribute.name}> has no expression`);
          return [attribute.name, statement.expression];
        }),
    );

  /** An island's children: components only, whitespace between them ignored. */
  readonly islandChildren = (node: JsxElement): Expression[] =>
    (node.children as Node[]).flatMap((child) => {
      if (isComponent(child)) return [this.component(child, true)];
      if (isBlank(child)) return [];
      this.issues.push({
        ...this.where(child.position ? child : node),
        field: `<${node.name ?? ''}>`,
        expected: `expected only components inside it (${node.name ?? ''} is interactive, and takes its content as this.props), not text or HTML`,
      });
      return [];
    });

  /** A component of the map as a part: `{ component, props, children, island?, inline? }`. */
  readonly component = (node: JsxElement, inIsland = false): Expression => {
    const name = node.name ?? '';
    if (!(name in MDX_COMPONENTS)) throw new Error(`${this.file.path}: <${name}> is not in the MDX map`);
    const island = !inIsland && isIsland(name);
    if (island || inIsland) this.islands.add(name);
    else this.statics.add(name);
    const children: ArrayExpression = {
      type: 'ArrayExpression',
      elements: island || inIsland ? this.islandChildren(node) : this.parts(node.children),
    };
    return object([
      ['component', literal(name)],
      ['props', this.props(node)],
      ['children', children],
      ...(island ? [['island', literal(true)] as [string, Expression]] : []),
      ...(island && node.type === 'mdxJsxTextElement' ? [['inline', literal(true)] as [string, Expression]] : []),
    ]);
  };

  /** `nodes` as parts: HTML strings (adjacent ones joined) and components. */
  readonly parts = (nodes: Node[]): Expression[] =>
    this.partsOf(nodes).map((part) => (typeof part === 'string' ? literal(part) : part));

  /** `nodes` as HTML strings and components' expressions, in order. */
  readonly partsOf = (nodes: Node[]): (string | Expression)[] => {
    const out: (string | Expression)[] = [];
    let batch: Node[] = [];
    const add = (part: string | Expression) => {
      const last = out.at(-1);
      if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
      else out.push(part);
    };
    const flush = () => {
      if (batch.length > 0) add(toHtml({ type: 'root', children: batch }));
      batch = [];
    };
    for (const node of nodes) {
      if (!this.holdsComponent(node)) {
        batch.push(node);
        continue;
      }
      flush();
      if (isComponent(node)) {
        add(this.component(node));
        continue;
      }
      // An element holding a component: its tags as HTML, what it holds as parts between them.
      const shell = node as Element;
      const [open = '', close = '', ...rest] = toHtml({
        ...shell,
        children: [{ type: 'text', value: CONTENT_MARK }],
      }).split(CONTENT_MARK);
      if (rest.length > 0) throw new Error(`${this.file.path}: an this.element's HTML holds the build's mark`);
      add(open);
      for (const part of this.partsOf(shell.children)) add(part);
      add(close);
    }
    flush();
    return out;
  };
}

/** Rehype plugin: the tree becomes `export const parts = [...]` after the build's imports; see the module comment. */
export default function rehypeBodyModule({ base = '/' }: BodyModuleOptions = {}) {
  return (tree: Root, file: VFile) => {
    const writer = new BodyWriter(file, base);
    const esm = tree.children.filter(isEsm);
    const body = writer.parts(writer.ready(tree.children.filter((node) => !isEsm(node))));
    if (writer.issues.length > 0) throw new ContentError(writer.issues);
    const stylesheets = esm.flatMap((node) =>
      (node.data?.estree?.body ?? []).flatMap((statement) =>
        statement.type === 'ImportDeclaration' && statement.specifiers.length === 0
          ? [String(statement.source.value)]
          : [],
      ),
    );
    file.data.bodyModule = { islands: [...writer.islands], statics: [...writer.statics], stylesheets };
    const exported: MdxjsEsmHast = {
      type: 'mdxjsEsm',
      value: '',
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ExportNamedDeclaration',
              declaration: {
                type: 'VariableDeclaration',
                kind: 'const',
                declarations: [
                  {
                    type: 'VariableDeclarator',
                    id: { type: 'Identifier', name: 'parts' },
                    init: { type: 'ArrayExpression', elements: body },
                  },
                ],
              },
              specifiers: [],
              attributes: [],
            },
          ],
        },
      },
    };
    tree.children = [...esm, exported];
  };
}
