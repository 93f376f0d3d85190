/**
 * Runs a post through the structural part of the MDX pipeline (no highlighting) to learn, before
 * the real compile, which ids it defines and which links it holds, and to surface its problems.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { ContentError, type ContentIssue } from '../content/issues.ts';
import { getStringAttribute, isJsx } from './jsx.ts';
import { remarkPlugins, structureRehypePlugins } from './options.ts';
import { displayPath } from './paths.ts';

/** A link found in content, with where it was found. */
export interface FoundLink {
  href: string;
  line?: number | undefined;
}

/** What a post defines and points to. */
export interface PostStructure {
  ids: Set<string>;
  links: FoundLink[];
  issues: ContentIssue[];
}

/** Inspects the MDX source of `file` (an absolute path). */
export async function inspectPost(file: string, source: string): Promise<PostStructure> {
  let tree: Root | undefined;
  const capture = () => (t: Root) => {
    tree = t;
  };
  const processor = createProcessor({ remarkPlugins, rehypePlugins: [...structureRehypePlugins, capture] });
  const vfile = new VFile({ path: file, value: source });
  try {
    // createProcessor's types describe the whole compile (mdast in, estree out) only loosely.
    await processor.run(processor.parse(vfile) as never, vfile);
  } catch (error) {
    if (error instanceof ContentError) return { ids: new Set(), links: [], issues: [...error.issues] };
    const e = error as { line?: number; reason?: string; message?: string };
    return {
      ids: new Set(),
      links: [],
      issues: [
        {
          file: displayPath(file),
          line: e.line ?? undefined,
          field: 'MDX',
          expected: `expected valid MDX (${e.reason ?? e.message ?? String(error)})`,
        },
      ],
    };
  }
  const ids = new Set<string>();
  const links: FoundLink[] = [];
  if (tree) {
    visit(tree, (node) => {
      const line = (node as { position?: { start: { line: number } } }).position?.start.line;
      if (node.type === 'element') {
        const id = node.properties.id;
        if (typeof id === 'string') ids.add(id);
        if (node.tagName === 'a' && typeof node.properties.href === 'string')
          links.push({ href: node.properties.href, line });
      } else if (isJsx(node)) {
        const id = getStringAttribute(node, 'id');
        if (typeof id === 'string') ids.add(id);
        const href = getStringAttribute(node, 'href');
        if (typeof href === 'string') links.push({ href, line });
      }
    });
  }
  return { ids, links, issues: [] };
}
