/**
 * The body's module: each message the body writer gives an author, read whole, at its line; and what
 * the parts hold (HTML, and components with their props and what they hold, the build's own expressions
 * among the props).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePost, renderPost } from '../../../../tests/support/render-post.ts';
import { ContentError, formatIssue } from '../../content/issues.ts';
import rehypeBodyModule from './body-module.ts';

const file = path.resolve('.tmp/mdx-body-module/post.mdx');
const shown = '.tmp/mdx-body-module/post.mdx';

beforeAll(() => mkdirSync(path.dirname(file), { recursive: true }));

/** A post: a section heading at line 5, then `body` from line 7. */
const post = (body: string) => `---\ntitle: T\n---\n\n## Section\n\n${body}\n`;

/** The problem lines of a content error thrown by `run`. */
async function problems(run: () => unknown): Promise<string[]> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
  return [];
}

describe('the body writer’s messages', () => {
  it('refuses an inline style on an element a post writes, naming it at its line', async () => {
    expect(await problems(() => compilePost(file, post('Intro.\n\n<div style="color: red">Warm</div>')))).toEqual([
      `${shown}:9 <div style>: expected a class instead: the site’s Content Security Policy blocks inline styles`,
    ]);
  });

  it('refuses text inside a gallery, which shows its images alone, naming it at its line', async () => {
    const gallery = '<Gallery>\n  <Contents />\n\nA caption for all of them.\n</Gallery>';
    expect(await problems(() => compilePost(file, post(gallery)))).toEqual([
      `${shown}:8 Gallery: expected only <GalleryImage> elements inside it, got <Contents>; a gallery shows its images alone: write the text before or after it`,
      `${shown}:10 Gallery: expected only <GalleryImage> elements inside it, got text; a gallery shows its images alone: write the text before or after it`,
    ]);
  });

  it('refuses an element’s attribute whose value is not plain, naming it at its line', async () => {
    // The content check refuses `{…}` in a post before the writer sees it: here the tree has one as
    // another step of the build could leave it.
    const element: MdxJsxFlowElementHast = {
      type: 'mdxJsxFlowElement',
      name: 'abbr',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'title', value: { type: 'mdxJsxAttributeValueExpression', value: '1 + 1' } },
      ],
      children: [{ type: 'text', value: 'two' }],
      position: { start: { line: 4, column: 1 }, end: { line: 4, column: 30 } },
    };
    const tree: Root = { type: 'root', children: [element] };
    expect(await problems(() => rehypeBodyModule()(tree, new VFile({ path: file })))).toEqual([
      `${shown}:4 <abbr title>: expected a plain value in quotes, such as title="…", got an expression in braces`,
    ]);
  });
});

describe('the parts', () => {
  it('hold an element around a component as its tags, with the component between them, and its props', async () => {
    const { parts } = await renderPost(file, post('<section class="aside">\n\n<Contents />\n\n</section>'));
    expect(parts).toEqual([
      expect.stringMatching(/<section class="aside">$/),
      expect.objectContaining({
        component: 'Contents',
        props: { items: [{ id: 'section', title: 'Section', number: 1 }] },
      }),
      '</section>',
    ]);
  });
});
