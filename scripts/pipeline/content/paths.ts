/**
 * Paths that content names (gallery and Markdown images, the profile photo, links to files), resolved
 * and checked before any bundler or image tool reads them: each must be a relative path that stays
 * inside the content folder, even through a symbolic link, and name a file of an allowed type. A path
 * that fails names no file the build will open, so nothing outside `content/` reaches the build's
 * output or its log. The content check and the MDX pipeline both use it, and it imports neither.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { SLUG_PATTERN } from '../../../src/content/schema.ts';

/** Image files the image pipeline (sharp, through vite-imagetools) turns into responsive pictures. */
export const IMAGE_EXTENSIONS: readonly string[] = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

/** Files a post may link to for download: documents, data and pictures (never HTML, SVG or scripts, which could run). */
export const LINKED_FILE_EXTENSIONS: readonly string[] = ['.pdf', '.txt', '.csv', '.zip', '.gif', ...IMAGE_EXTENSIONS];

/** What a content path is for, and so which types it may name. */
export type ContentPathKind = 'image' | 'file';

/** A checked path: the absolute path of the file it names, or why it is refused (an issue's `expected` and `found`). */
export type CheckedPath = { file: string } | { expected: string; found: string; hint?: string };

/**
 * The content folder of the post at `postFile`: posts are `<content>/blog/<name>.mdx` (the loader reads
 * only that folder), so it is the folder above the post's.
 */
export function contentDirOfPost(postFile: string): string {
  return path.dirname(path.dirname(postFile));
}

const isInside = (dir: string, file: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** A URL with a scheme (`https:`, `file:`, `data:`) or a protocol-relative `//host` one. */
const isUrl = (written: string) => /^[a-z][a-z0-9+.-]*:/i.test(written) || written.startsWith('//');

/**
 * Resolves `written`, a path in a content file, against `baseDir` (the post's folder, or the content
 * folder for site.md) and checks it lies inside `contentDir` and names a `kind` file that exists.
 * `describe` says what the path should be, in the build's words (e.g. "an image file, relative to the post").
 */
export function checkContentPath(
  written: string,
  {
    baseDir,
    contentDir,
    kind,
    describe,
  }: { baseDir: string; contentDir: string; kind: ContentPathKind; describe: string },
): CheckedPath {
  const found = JSON.stringify(written);
  const allowed = kind === 'image' ? IMAGE_EXTENSIONS : LINKED_FILE_EXTENSIONS;
  if (isUrl(written)) {
    return {
      expected: `expected ${describe}`,
      found: `${found}, a URL`,
      hint:
        kind === 'image'
          ? "the site shows only images of its own (its policy says img-src 'self'): download it into the post’s folder and write its path, such as ./post-folder/photo.jpg"
          : 'link to a web page with a Markdown link; a file to download goes next to the post',
    };
  }
  if (path.isAbsolute(written)) {
    return { expected: `expected ${describe}`, found: `${found}, an absolute path` };
  }
  const file = path.resolve(baseDir, decodePath(written));
  if (!isInside(contentDir, file)) {
    return { expected: `expected ${describe}, inside the content folder`, found: `${found}, which leads out of it` };
  }
  const extension = path.extname(file).toLowerCase();
  if (!allowed.includes(extension)) {
    return {
      expected: `expected ${describe}, of type ${allowed.join(', ')}`,
      found: `${found}${extension === '' ? ', with no file extension' : `, a ${extension} file`}`,
    };
  }
  const problem = fileProblem(file, contentDir);
  if (problem === 'missing') {
    return { expected: `expected ${describe}`, found: `${found}, which does not exist` };
  }
  if (problem === 'outside') {
    return {
      expected: `expected ${describe}, inside the content folder`,
      found: `${found}, a link to a file outside it`,
    };
  }
  return { file };
}

/**
 * What is wrong with `file`, a path inside `contentDir`: no such file, or a link to a file outside the
 * folder (a link inside the folder may still point outside it: what counts is where the file really is).
 */
function fileProblem(file: string, contentDir: string): 'missing' | 'outside' | undefined {
  if (!existsSync(file) || !statSync(file).isFile()) return 'missing';
  return isInside(realpathSync(contentDir), realpathSync(file)) ? undefined : 'outside';
}

/** True while `file`, which `checkContentPath` accepted for a post in `contentDir`, would still pass its check. */
export function isStillContentFile(file: string, contentDir: string): boolean {
  return isInside(contentDir, file) && fileProblem(file, contentDir) === undefined;
}

/** A Markdown path may be percent-encoded (`my%20photo.jpg`); a malformed escape stays as written. */
function decodePath(written: string): string {
  const bare = written.split(/[?#]/)[0] ?? written;
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

/** The URL-safe slug closest to `name`: ASCII letters without their accents, lowercase, other runs as one hyphen. */
export function slugFor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'post' : slug;
}

/** True for a URL-safe slug (the schema's SLUG_PATTERN). */
export function isSlug(name: string): boolean {
  return SLUG_PATTERN.test(name);
}
