/**
 * A file whose name is its page's URL must be a name a host can serve, short enough to name its files
 * (a post's compiled body is a chunk named after it), whatever slug it sets.
 */
import path from 'node:path';
import { MAX_SLUG_LENGTH } from '../../../../src/content/schema.ts';
import { isSlug, slugFor } from '../paths.ts';
import { displayPath, type ContentIssue } from '../issues.ts';
import type { Parsed } from '../read.ts';

/**
 * The entries among `entries` that take their URL from a file name that is not URL-safe (a `slug` in
 * the frontmatter names the URL instead), each with an issue naming the file to rename it to.
 * `noun` is what the file is: "post", "page".
 */
export function badFileNames(
  entries: readonly Parsed<unknown>[],
  noun: string,
): { files: Set<string>; issues: ContentIssue[] } {
  const files = new Set<string>();
  const issues: ContentIssue[] = [];
  for (const entry of entries) {
    const extension = path.extname(entry.file);
    const name = path.basename(entry.file, extension);
    const tooLong = name.length > MAX_SLUG_LENGTH;
    if ((isSlug(name) && !tooLong) || (noun !== 'post' && typeof entry.fm.data.slug === 'string')) continue;
    files.add(entry.file);
    issues.push({
      file: displayPath(entry.file),
      field: 'file name',
      ...(isSlug(name)
        ? {
            expected: `expected a file name of at most ${MAX_SLUG_LENGTH} characters before ${extension} (it names the ${noun}’s page and files)`,
            found: `${name.length} characters`,
            hint: 'rename it to a shorter name',
          }
        : {
            expected: `expected a file name of lowercase letters, digits and hyphens (it becomes the ${noun}’s URL)`,
            found: JSON.stringify(path.basename(entry.file)),
            hint: `rename it to ${slugFor(name)}${extension}`,
          }),
    });
  }
  return { files, issues };
}
