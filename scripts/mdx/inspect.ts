/**
 * What a post defines (element ids) and points to (links), read from its tree after the structural
 * plugins; and its problems, from a compile that failed. `npm run build` and the dev server read the
 * structure during the real compile (see plugin.ts); `inspectPost` runs only the structural part of
 * the pipeline, for checking content without compiling it.
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

/** A gallery image of a post: its file (absolute path) and the line of its `<GalleryImage>`. */
export interface FoundImage {
  file: string;
  line?: number | undefined;
}

/** What a post defines and points to. */
export interface PostStructure {
  ids: Set<string>;
  links: FoundLink[];
  issues: ContentIssue[];
  /** How many `##` sections it has (0 when the compile failed). */
  sections: number;
  /** Its gallery images. */
  images: FoundImage[];
}

/** Checks a post's MDX source: `file` is its absolute path. */
export type PostInspector = (file: string, source: string) => Promise<PostStructure>;

/** The ids and links of a post's hast tree (after the structural plugins, before highlighting). */
export function structureOf(tree: Root): PostStructure {
  const ids = new Set<string>();
  const links: FoundLink[] = [];
  let sections = 0;
  const images: FoundImage[] = [];
  visit(tree, (node) => {
    const line = (node as { position?: { start: { line: number } } }).position?.start.line;
    if (node.type === 'element') {
      if (node.tagName === 'h2') sections += 1;
      const id = node.properties.id;
      if (typeof id === 'string') ids.add(id);
      if (node.tagName === 'a' && typeof node.properties.href === 'string')
        links.push({ href: node.properties.href, line });
    } else if (isJsx(node)) {
      // Set by rehype-gallery on each image it checked.
      const imageFile = (node.data as { galleryImageFile?: unknown } | undefined)?.galleryImageFile;
      if (typeof imageFile === 'string') images.push({ file: imageFile, line });
      const id = getStringAttribute(node, 'id');
      if (typeof id === 'string') ids.add(id);
      const href = getStringAttribute(node, 'href');
      if (typeof href === 'string') links.push({ href, line });
    }
  });
  return { ids, links, issues: [], sections, images };
}

/** A post whose compile threw `error`: its content issues (a gallery problem, or invalid MDX with its line). */
export function failedStructure(file: string, error: unknown): PostStructure {
  if (error instanceof ContentError)
    return { ids: new Set(), links: [], issues: [...error.issues], sections: 0, images: [] };
  const e = error as { line?: number; reason?: string; message?: string };
  const reason = e.reason ?? e.message ?? String(error);
  return {
    ids: new Set(),
    links: [],
    sections: 0,
    images: [],
    issues: [
      {
        file: displayPath(file),
        line: e.line ?? undefined,
        field: 'MDX',
        expected: `expected valid MDX (${reason})`,
        hint: mdxHint(reason),
      },
    ],
  };
}

/** A fix for the MDX mistakes authors make most. */
function mdxHint(reason: string): string | undefined {
  // `<10 ms` in prose: MDX reads `<` as the start of a tag, and a digit or space cannot start its name.
  if (/^Unexpected character .* before name, expected a character that can start a name/.test(reason)) {
    return 'a "<" in text starts a tag in MDX; for the character itself write &lt; or \\<';
  }
  return undefined;
}

/** Inspects the MDX source of `file` (an absolute path) with the structural plugins only. */
export const inspectPost: PostInspector = async (file, source) => {
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
    return failedStructure(file, error);
  }
  return tree ? structureOf(tree) : { ids: new Set(), links: [], issues: [], sections: 0, images: [] };
};
