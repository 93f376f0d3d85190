/**
 * No text of a post holds a character that no text may hold (see content/checks/characters.ts): not
 * in its prose, code or maths, nor in a component's attributes. Checked in the text as Markdown has
 * read (a component's attribute may spell one with an escape), and in the source's own lines. Markdown
 * reads a character reference to one (`&#11;`) as U+FFFD. The frontmatter is the content check's.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CHARACTER_PROBLEM, forbiddenCharacter } from '../../content/checks/characters.ts';
import { ContentError, displayPath, type ContentIssue } from '../../content/issues.ts';

/** How the build's messages name a node whose text holds the character. */
const FIELDS: Readonly<Record<string, string>> = {
  text: 'text',
  inlineCode: 'code',
  code: 'code',
  math: 'maths',
  inlineMath: 'maths',
  html: 'HTML',
};

/** Remark plugin: fails the compile with one issue per text, code or attribute that holds such a character. */
export default function remarkCharactersCheck() {
  return (tree: Root, file: VFile) => {
    const issues: ContentIssue[] = [];
    const check = (text: string, line: number | undefined, field: string, lineOfIndex: boolean) => {
      const found = forbiddenCharacter(text);
      if (!found) return;
      // A node's text keeps the source's line breaks, so its lines count from where it starts.
      const within = lineOfIndex ? text.slice(0, found.index).split('\n').length - 1 : 0;
      issues.push({
        file: displayPath(file.path),
        line: line === undefined ? undefined : line + within,
        field,
        ...CHARACTER_PROBLEM,
        found: found.found,
      });
    };
    visit(tree, (node) => {
      const line = node.position?.start.line;
      if (node.type === 'yaml') return;
      if (node.type === 'code') check(node.value, line === undefined ? undefined : line + 1, 'code', true);
      else if ('value' in node && typeof node.value === 'string')
        check(node.value, line, FIELDS[node.type] ?? node.type, true);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
            check(attribute.value, line, `<${node.name ?? ''}> ${attribute.name}`, false);
          }
        }
      }
      // A link's or image's address and title are text of the page too.
      if ((node.type === 'link' || node.type === 'image') && node.title) check(node.title, line, node.type, false);
    });
    // Markdown reads U+0000 as U+FFFD, so the text above never holds it: the source's lines do.
    const reported = new Set(issues.map((issue) => issue.line));
    const frontmatterEnd = tree.children[0]?.type === 'yaml' ? (tree.children[0].position?.end.line ?? 0) : 0;
    String(file.value)
      .split('\n')
      .forEach((text, i) => {
        if (i + 1 > frontmatterEnd && !reported.has(i + 1)) check(text, i + 1, 'text', false);
      });
    if (issues.length > 0) throw new ContentError(issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)));
  };
}
