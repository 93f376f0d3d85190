/**
 * What a post defines (element ids) and points to (links), read from its tree after the structural
 * plugins; and its problems, from a compile that failed. The build reads the structure during the real
 * compile of each post (see plugin.ts); `inspectPost` runs only the structural part of the pipeline, for
 * a post not compiled from its current source (the dev server) and for checking content without compiling it.
 */
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'hast';
import readingTime from 'reading-time';
import { SKIP, visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { ContentError, type ContentIssue, displayPath } from '../content/issues.ts';
import { DIAGRAM_CLASS } from './diagrams/figure.ts';
import { getStringAttribute, isJsx } from './jsx.ts';
import { isFootnotes } from './footnotes.ts';
import { remarkPlugins, remarkRehypeOptions, structureRehypePlugins } from './options.ts';
import type { GalleryImageRef } from './rehype/gallery.ts';

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

/** What a post defines and points to, how long it takes to read, and its gallery images. */
export interface PostStructure {
  ids: Set<string>;
  links: FoundLink[];
  issues: ContentIssue[];
  /** How many `##` sections it has (0 when the compile failed). */
  sections: number;
  /** Its gallery images. */
  images: FoundImage[];
  /** Minutes to read the article's words (code excluded), at least 1. */
  readingMinutes: number;
  /** The first gallery image, for link previews. */
  cover?: GalleryImageRef | undefined;
}

/** The structure of a post that could not be read: nothing defined, nothing linked. */
export function emptyStructure(issues: ContentIssue[] = []): PostStructure {
  return { ids: new Set(), links: [], issues, sections: 0, images: [], readingMinutes: 1 };
}

/** Minutes to read `words` (the article's prose), rounded, never less than 1. */
function readingMinutesOf(words: string): number {
  return Math.max(1, Math.round(readingTime(words).minutes));
}

/** Checks a post's MDX source: `file` is its absolute path. */
export type PostInspector = (file: string, source: string) => Promise<PostStructure>;

/**
 * The ids, links, reading time and first gallery image of a post's hast tree (after the structural
 * plugins, before highlighting); `file` is the compile's file, where rehype-gallery left the images.
 */
export function structureOf(tree: Root, file?: VFile): PostStructure {
  const ids = new Set<string>();
  const links: FoundLink[] = [];
  let sections = 0;
  const images: FoundImage[] = [];
  const words: string[] = [];
  visit(tree, (node, _index, parent) => {
    const line = (node as { position?: { start: { line: number } } }).position?.start.line;
    if (node.type === 'text') words.push(node.value);
    if (node.type === 'element') {
      // The footnotes' hidden heading is no section of the post.
      if (node.tagName === 'h2' && !(parent?.type === 'element' && isFootnotes(parent))) sections += 1;
      const id = node.properties.id;
      if (typeof id === 'string') ids.add(id);
      if (node.tagName === 'a' && typeof node.properties.href === 'string')
        links.push({ href: node.properties.href, line });
      // Code is scanned, not read: it does not count towards the reading time (nor do section numbers).
      const className = node.properties.className;
      if (node.tagName === 'pre' || node.tagName === 'code') return SKIP;
      if (Array.isArray(className) && className.includes('heading-number')) return SKIP;
      // A diagram's words are its labels and its source, no prose to read.
      if (Array.isArray(className) && className.includes(DIAGRAM_CLASS)) return SKIP;
    } else if (isJsx(node)) {
      // Set by rehype-gallery on each image it checked.
      const imageFile = (node.data as { galleryImageFile?: unknown } | undefined)?.galleryImageFile;
      if (typeof imageFile === 'string') images.push({ file: imageFile, line });
      const id = getStringAttribute(node, 'id');
      if (typeof id === 'string') ids.add(id);
      const href = getStringAttribute(node, 'href');
      if (typeof href === 'string') links.push({ href, line });
    }
    return undefined;
  });
  return {
    ids,
    links,
    issues: [],
    sections,
    images,
    readingMinutes: readingMinutesOf(words.join(' ')),
    cover: file?.data.galleryImages?.[0],
  };
}

/** A post whose compile threw `error`: its content issues (a gallery problem, or invalid MDX with its line). */
function failedStructure(file: string, error: unknown): PostStructure {
  if (error instanceof ContentError) return emptyStructure([...error.issues]);
  const e = error as { line?: number; reason?: string; message?: string };
  const reason = e.reason ?? e.message ?? String(error);
  return emptyStructure([
    {
      file: displayPath(file),
      line: e.line ?? undefined,
      field: 'MDX',
      expected: `expected valid MDX (${reason})`,
      hint: mdxHint(reason),
    },
  ]);
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
  const processor = createProcessor({
    format: file.endsWith('.md') ? 'md' : 'mdx',
    remarkPlugins,
    remarkRehypeOptions,
    rehypePlugins: [...structureRehypePlugins, capture],
  });
  const vfile = new VFile({ path: file, value: source });
  try {
    // createProcessor's types describe the whole compile (mdast in, estree out) only loosely.
    await processor.run(processor.parse(vfile) as never, vfile);
  } catch (error) {
    return failedStructure(file, error);
  }
  return tree ? structureOf(tree, vfile) : emptyStructure();
};
