/**
 * Checks every `<GalleryImage src alt caption />` in a post and turns its `src` into an import of a
 * responsive picture, so the image is resized and converted at build time and its size is known.
 * A missing file, alt text or caption, an image outside a `<Gallery>`, or anything else inside one
 * (which the gallery would not show), fails the build naming the file and line.
 */
import path from 'node:path';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ContentError, type ContentIssue, describeValue, displayPath } from '../../content/issues.ts';
import { checkContentPath, contentDirOfPost } from '../../content/paths.ts';
import { GALLERY_IMAGE_QUERY } from '../../images/presets.ts';
import { recordContentFile } from './content-files.ts';
import { esmImport, getAttribute, getStringAttribute, isJsx, setExpressionAttribute, type JsxElement } from '../jsx.ts';

/** A gallery image as written in a post, with its file resolved. */
export interface GalleryImageRef {
  /** Absolute path of the image file. */
  file: string;
  alt: string;
}

declare module 'vfile' {
  interface DataMap {
    /** The post's checked gallery images in document order, recorded by rehype-gallery. */
    galleryImages: GalleryImageRef[];
  }
}

const REQUIRED = {
  src: 'expected the path of an image file next to the post, such as "./karl/chassis.jpg"',
  alt: 'expected alt text describing the image',
  caption: 'expected a caption',
} as const;

/** A problem for each child of `gallery` that is not a `<GalleryImage>` (white space aside): the gallery shows images alone. */
function othersIn(gallery: JsxElement, file: VFile): ContentIssue[] {
  const others = gallery.children.filter(
    (child) => !isJsx(child, 'GalleryImage') && !(child.type === 'text' && child.value.trim() === ''),
  );
  return others.map((child) => ({
    file: displayPath(file.path),
    line: child.position?.start.line ?? gallery.position?.start.line,
    field: 'Gallery',
    expected: 'expected only <GalleryImage> elements inside it',
    found: isJsx(child) ? `<${child.name ?? ''}>` : 'text',
    hint: 'a gallery shows its images alone: write the text before or after it',
  }));
}

/** Rehype plugin: validate gallery images and import them as build-time pictures. */
export default function rehypeGallery() {
  return (tree: Root, file: VFile) => {
    const images: JsxElement[] = [];
    const issues: ContentIssue[] = [];
    visit(tree, (node, _index, parent) => {
      if (isJsx(node, 'Gallery')) issues.push(...othersIn(node, file));
      if (!isJsx(node, 'GalleryImage')) return;
      images.push(node);
      // Outside a Gallery an image would have no larger view and no place in its order.
      if (!isJsx(parent, 'Gallery')) {
        issues.push({
          file: displayPath(file.path),
          line: node.position?.start.line,
          field: 'GalleryImage',
          expected: 'expected it directly inside a <Gallery>',
        });
      }
    });
    const imports = images.map((node, index) => {
      const where = { file: displayPath(file.path), line: node.position?.start.line };
      /** Where attribute `name` is written (an element may span lines), else where the element starts. */
      const at = (name: string) => ({ ...where, line: getAttribute(node, name)?.position?.start.line ?? where.line });
      for (const [name, expected] of Object.entries(REQUIRED)) {
        const value = getStringAttribute(node, name);
        if (value === null)
          issues.push({
            ...at(name),
            field: `GalleryImage ${name}`,
            expected: `${expected} as a plain "string"`,
            found: 'an expression',
          });
        else if (value === undefined || value.trim() === '')
          issues.push({ ...at(name), field: `GalleryImage ${name}`, expected, found: describeValue(value) });
      }
      const src = getStringAttribute(node, 'src');
      if (typeof src !== 'string' || src.trim() === '') return undefined;
      // Checked before anything reads it: inside the content folder, an image, a file that exists.
      const checked = checkContentPath(src, {
        baseDir: path.dirname(file.path),
        contentDir: contentDirOfPost(file.path),
        kind: 'image',
        describe: 'an image file, relative to the post',
      });
      if (!('file' in checked)) {
        issues.push({ ...at('src'), field: 'GalleryImage src', ...checked });
        return undefined;
      }
      const absolute = checked.file;
      recordContentFile(file, absolute);
      // For the content check, which warns about images smaller than the sizes made of them.
      Object.assign((node.data ??= {}), { galleryImageFile: absolute });
      const alt = getStringAttribute(node, 'alt');
      if (typeof alt === 'string') (file.data.galleryImages ??= []).push({ file: absolute, alt });
      const local = `_galleryImage${index}`;
      setExpressionAttribute(node, 'src', local, true);
      return esmImport(`${src}?${GALLERY_IMAGE_QUERY}`, local);
    });
    if (issues.length > 0) throw new ContentError(issues);
    tree.children.unshift(...imports.filter((i) => i !== undefined));
  };
}
