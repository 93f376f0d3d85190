/** Small helpers for reading and writing MDX JSX nodes inside a hast tree. */
import type { Program } from 'estree';
import { valueToEstree } from 'estree-util-value-to-estree';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MdxjsEsmHast } from 'mdast-util-mdxjs-esm';

export type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** True for an MDX JSX element such as `<Gallery>`, optionally with the given name. */
export function isJsx(node: unknown, name?: string): node is JsxElement {
  if (typeof node !== 'object' || node === null) return false;
  const n = node as { type?: string; name?: string | null };
  return (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && (name === undefined || n.name === name);
}

/** The attribute called `name`, if present. */
export function getAttribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

/** The literal string value of attribute `name`; `undefined` when absent, `null` when not a plain string. */
export function getStringAttribute(node: JsxElement, name: string): string | null | undefined {
  const attribute = getAttribute(node, name);
  if (!attribute) return undefined;
  return typeof attribute.value === 'string' ? attribute.value : null;
}

/** Sets attribute `name` to a JavaScript expression: the given plain value, or an identifier. */
export function setExpressionAttribute(node: JsxElement, name: string, value: unknown, asIdentifier = false): void {
  const expression = asIdentifier ? { type: 'Identifier' as const, name: String(value) } : valueToEstree(value);
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  const attribute: MdxJsxAttribute = {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: { estree: program } },
  };
  node.attributes = [...node.attributes.filter((a) => !(a.type === 'mdxJsxAttribute' && a.name === name)), attribute];
}

/** An ESM node that default-imports `source` as `local`, or imports it for its side effects. */
export function esmImport(source: string, local?: string): MdxjsEsmHast {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: local ? [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: local } }] : [],
        source: { type: 'Literal', value: source },
        attributes: [],
      },
    ],
  };
  return { type: 'mdxjsEsm', value: '', data: { estree: program } };
}
