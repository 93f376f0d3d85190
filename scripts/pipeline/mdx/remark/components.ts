/**
 * Every component a post names must be one of the map's (src/components/mdx/names.ts): a typo such as
 * `<Contnets />` would otherwise build and leave the page to fail when it renders. Reported at its
 * line with the components that exist and, when one is close, a "did you mean".
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { AUTHOR_COMPONENTS, BUILD_COMPONENTS } from '../../../../src/components/mdx/names.ts';
import { closestName, ContentError, displayPath, type ContentIssue } from '../../content/issues.ts';

const known: readonly string[] = AUTHOR_COMPONENTS;
const madeByTheBuild = new Set<string>(Object.values(BUILD_COMPONENTS));

/** True for a JSX name React reads as a component rather than an HTML element: capitalised, or dotted. */
const isComponentName = (name: string) => /^[A-Z]/.test(name) || name.includes('.');

/** Remark plugin: fails the compile with one issue per component name the map does not have. */
export default function remarkComponents() {
  return (tree: Root, file: VFile) => {
    const issues: ContentIssue[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name;
      if (name === null || !isComponentName(name) || known.includes(name)) return;
      const guess = closestName(name, known);
      const hint = madeByTheBuild.has(name)
        ? 'the build makes it from Markdown: write ![alt](./file.jpg) for an image and [text](url) for a link'
        : guess && `did you mean <${guess}>?`;
      issues.push({
        file: displayPath(file.path),
        line: node.position?.start.line,
        field: `<${name}>`,
        expected: `expected a component from src/components/mdx/index.ts (${known.join(', ')})`,
        found: 'a name it does not have',
        hint: hint || undefined,
      });
    });
    if (issues.length > 0) throw new ContentError(issues);
  };
}
