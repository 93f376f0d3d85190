/**
 * What a reviewer compares in a post's body: its `##` sections with their text, its gallery images
 * (with a hash of each file, so a replaced picture is noticed even under the same name) and its code
 * blocks. The MDX is parsed by the site's own remark stage (scripts/pipeline/mdx/options.ts), so the review
 * reads a post exactly as the build does.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { VFile } from 'vfile';
import { getStringAttribute, isJsx } from '../../pipeline/mdx/jsx.ts';
import { normalizeSource } from '../../pipeline/content/source.ts';
import { remarkPlugins } from '../../pipeline/mdx/options.ts';
import { textLines } from './text.ts';

/** The text before a post's first `##` heading. */
const INTRODUCTION = '(introduction)';

/** One `##` section: its heading and its text, one line per block. */
export interface Section {
  title: string;
  text: string;
}

/** A `<GalleryImage>`: its attributes and a hash of its file (empty when the file is missing). */
export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
  hash: string;
}

/** A fenced code block: the section it is in, its title or language, and its code. */
export interface CodeBlock {
  section: string;
  name: string;
  code: string;
}

/** A post body as the review compares it. */
export interface PostBody {
  sections: Section[];
  gallery: GalleryImage[];
  code: CodeBlock[];
}

/**
 * Reads the body of the post `file` (absolute path) whose source is `source`, normalized as every reader
 * of content is (see normalizeSource), so the review reads the text the build compiles.
 */
export async function readPostBody(file: string, source: string): Promise<PostBody> {
  let tree: Root | undefined;
  // Only the remark stage and the plain Markdown-to-HTML step: the site's rehype plugins turn gallery
  // sources into imports and headings into numbered ones, which a reviewer does not write.
  const processor = createProcessor({
    // A project's `.md` body is Markdown, as the build compiles it; everything else is MDX.
    format: file.endsWith('.md') ? 'md' : 'mdx',
    remarkPlugins,
    rehypePlugins: [
      () => (t: Root) => {
        tree = t;
      },
    ],
  });
  const vfile = new VFile({ path: file, value: normalizeSource(source) });
  await processor.run(processor.parse(vfile) as never, vfile);
  return tree ? bodyOf(tree, path.dirname(file)) : { sections: [], gallery: [], code: [] };
}

/** The sections, gallery images and code blocks of a post's hast tree; images resolve against `dir`. */
function bodyOf(tree: Root, dir: string): PostBody {
  const body: PostBody = { sections: [], gallery: [], code: [] };
  let section: Section = { title: INTRODUCTION, text: '' };
  const lines: string[] = [];
  const close = () => {
    section.text = lines.splice(0).join('\n');
    if (section.title !== INTRODUCTION || section.text) body.sections.push(section);
  };
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName === 'h2') {
      close();
      section = { title: toString(node).trim(), text: '' };
      continue;
    }
    if (isJsx(node)) {
      for (const child of node.children) {
        if (!isJsx(child, 'GalleryImage')) continue;
        const src = getStringAttribute(child, 'src') ?? '';
        const file = path.resolve(dir, src);
        body.gallery.push({
          src,
          alt: getStringAttribute(child, 'alt') ?? '',
          caption: getStringAttribute(child, 'caption') ?? '',
          hash: src && existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : '',
        });
      }
      continue;
    }
    if (node.type === 'element' && node.tagName === 'pre') {
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      body.code.push({ section: section.title, name: codeName(code), code: code ? toString(code) : '' });
      continue;
    }
    if (node.type === 'element') lines.push(...textLines(node));
  }
  close();
  return body;
}

/** A code block's title (` ```c title="motor.c" `), else its language. */
function codeName(code: Element | undefined): string {
  const meta = (code?.data as { meta?: string } | undefined)?.meta ?? '';
  const title = /title="([^"]*)"/.exec(meta)?.[1];
  if (title) return title;
  const className = code?.properties.className;
  const language = Array.isArray(className) ? className.map(String).find((c) => c.startsWith('language-')) : undefined;
  return language ? `${language.slice('language-'.length)} code` : 'code';
}
