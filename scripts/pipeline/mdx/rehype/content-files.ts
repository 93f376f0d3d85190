/**
 * The files a post names in Markdown: images (`![alt](./post/photo.jpg "caption")`) and links to files
 * (`[datasheet](./post/spec.pdf)`). Each path is checked before anything reads it (inside the content
 * folder, an allowed type, a file that exists: see content-paths.ts), then imported, so the bundler
 * copies it with a hashed name under the base path: an image as a responsive picture (like gallery
 * images), a file as its URL. Every problem fails the build at its line. A raw `<img>` is refused with
 * the Markdown to write instead, and a raw `<a>` becomes a `PostLink` as Markdown links are, so a site
 * path gets the base path either way.
 */
import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { BUILD_COMPONENTS } from '../../../../src/components/mdx/names.ts';
import { checkContentPath, contentDirOfPost } from '../../content/paths.ts';
import { GALLERY_IMAGE_QUERY } from '../../images/presets.ts';
import { ContentError, describeValue, displayPath, type ContentIssue } from '../../content/issues.ts';
import { esmImport, getStringAttribute, isJsx, setExpressionAttribute, type JsxElement } from '../jsx.ts';

declare module 'vfile' {
  interface DataMap {
    /** Every file of the content folder the post's compile checked and imports (absolute paths). */
    contentFiles: string[];
  }
}

/**
 * Notes that the compile of `file` checked and imports `checked`: its output holds only while that
 * file still passes the check (the compile cache asks, see compile-cache.ts).
 */
export function recordContentFile(file: VFile, checked: string): void {
  (file.data.contentFiles ??= []).push(checked);
}

/** A path relative to the post: not a site path, an anchor, or a URL with a scheme (`https:`, `mailto:`). */
const isRelativePath = (href: string) => !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(href) && href !== '';

/** A JSX element of the build's own, with plain attributes and the given children. */
function buildElement(
  name: string,
  flow: boolean,
  attributes: Record<string, string | true | undefined>,
  children: ElementContent[] = [],
): JsxElement {
  const plain: MdxJsxAttribute[] = Object.entries(attributes)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined)
    .map(([attribute, value]) => ({ type: 'mdxJsxAttribute', name: attribute, value: value === true ? null : value }));
  return {
    type: flow ? 'mdxJsxFlowElement' : 'mdxJsxTextElement',
    name,
    attributes: plain,
    children: children,
  };
}

/** The image a paragraph holds and nothing else but white space: a "bare" image, shown as a block. */
function bareImage(paragraph: Element): Element | undefined {
  const content = paragraph.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  const [only] = content;
  return content.length === 1 && only?.type === 'element' && only.tagName === 'img' ? only : undefined;
}

/** What one post's pass collects: its problems, the imports of the files it names, and where its files may be. */
interface PostPass {
  file: VFile;
  issues: ContentIssue[];
  imports: RootContent[];
  /** The post's folder and its content folder, for checkContentPath. */
  base: { baseDir: string; contentDir: string };
}

/** Rehype plugin: check and import every image and linked file a post names; see the module comment. */
export default function rehypeContentFiles() {
  return (tree: Root, file: VFile) => {
    const pass: PostPass = {
      file,
      issues: [],
      imports: [],
      base: { baseDir: path.dirname(file.path), contentDir: contentDirOfPost(file.path) },
    };
    const shown = displayPath(file.path);
    visit(tree, (node, _index, parent) => {
      if (!parent) return undefined;
      const line = (node as { position?: { start: { line: number } } }).position?.start.line;
      if (isJsx(node)) return visitJsx(pass, node, { file: shown, line });
      if (node.type !== 'element') return undefined;
      const replacement = replaceElement(pass, node, { file: shown, line });
      if (replacement === undefined) return undefined;
      if (replacement) parent.children[parent.children.indexOf(node)] = replacement;
      return SKIP;
    });
    if (pass.issues.length > 0) throw new ContentError(pass.issues);
    tree.children.unshift(...pass.imports);
  };
}

/** A JSX element of the post: a raw `<img>` is refused, a raw `<a>` to a file goes through the link component. */
function visitJsx(pass: PostPass, node: JsxElement, where: Where): typeof SKIP | undefined {
  if (node.name === 'img') {
    pass.issues.push({
      ...where,
      field: '<img>',
      expected: 'expected a Markdown image',
      found: 'a raw <img> element',
      hint: 'write ![what it shows](./post-folder/file.jpg "optional caption"), which the build resizes and checks',
    });
    return SKIP;
  }
  const href = node.name === 'a' ? getStringAttribute(node, 'href') : undefined;
  if (typeof href === 'string' && isRelativePath(href)) {
    // A raw <a> to a file goes through the same component as Markdown links to files.
    node.name = BUILD_COMPONENTS.link;
    linkToFile(pass, node, href, where);
  }
  return undefined;
}

/**
 * What an element of Markdown's becomes: an image the `PostImage` (alone in its paragraph) or `PostPicture`
 * to put in its place, a link to a file next to the post the link component. Undefined for any other
 * element (its children are visited); null for one handled that keeps its place (after a problem).
 */
function replaceElement(pass: PostPass, node: Element, where: Where): JsxElement | null | undefined {
  const bare = node.tagName === 'p' ? bareImage(node) : undefined;
  if (bare) return image(pass, bare, true, where) ?? null;
  if (node.tagName === 'img') return image(pass, node, false, where) ?? null;
  if (node.tagName === 'a' && typeof node.properties.href === 'string' && isRelativePath(node.properties.href)) {
    const link = buildElement(BUILD_COMPONENTS.link, false, {}, node.children);
    link.position = node.position;
    linkToFile(pass, link, node.properties.href, where);
    return link;
  }
  return undefined;
}

/** Where in the post a node is, for its problem lines. */
type Where = Pick<ContentIssue, 'file' | 'line'>;

/**
 * Checks a Markdown image and returns the component to put in its place: a `PostImage` when it stands
 * alone in its paragraph (a block, or a captioned figure when it also has a title), else a `PostPicture`
 * in the line of text; or nothing after a problem.
 */
function image(pass: PostPass, node: Element, alone: boolean, where: Where): JsxElement | undefined {
  const { src, alt, title } = node.properties;
  const hasAlt = typeof alt === 'string' && alt.trim() !== '';
  if (!hasAlt) {
    pass.issues.push({
      ...where,
      field: 'image alt',
      expected: 'expected alt text describing the image, as in ![what it shows](./post-folder/file.jpg)',
      found: describeValue(alt ?? ''),
    });
  }
  const checked = checkContentPath(typeof src === 'string' ? src : '', {
    ...pass.base,
    kind: 'image',
    describe: 'an image file, relative to the post',
  });
  if (!('file' in checked)) {
    pass.issues.push({ ...where, field: 'image', ...checked });
    return undefined;
  }
  recordContentFile(pass.file, checked.file);
  if (!hasAlt) return undefined;
  const local = `_postImage${pass.imports.length}`;
  pass.imports.push(esmImport(`${typeof src === 'string' ? src : ''}?${GALLERY_IMAGE_QUERY}`, local));
  const caption = typeof title === 'string' && title.trim() !== '' ? title : undefined;
  const element = buildElement(alone ? BUILD_COMPONENTS.image : BUILD_COMPONENTS.inlineImage, alone, {
    alt,
    caption: alone ? caption : undefined,
  });
  setExpressionAttribute(element, 'src', local, true);
  element.position = node.position;
  return element;
}

/** Checks a link to a file next to the post and makes its `href` the imported file's URL. */
function linkToFile(pass: PostPass, node: JsxElement, href: string, where: Where): void {
  const checked = checkContentPath(href, { ...pass.base, kind: 'file', describe: 'a file, relative to the post' });
  if (!('file' in checked)) {
    // `../blog/other`: a page written as a relative path, not a file.
    const page = checked.found.endsWith('with no file extension');
    pass.issues.push({
      ...where,
      field: 'link',
      ...checked,
      hint: page ? 'link to a page of the site with its path, such as /blog/post-name' : checked.hint,
    });
    return;
  }
  recordContentFile(pass.file, checked.file);
  const local = `_postFile${pass.imports.length}`;
  pass.imports.push(esmImport(`${href.split(/[?#]/)[0] ?? href}?url`, local));
  setExpressionAttribute(node, 'href', local, true);
}
