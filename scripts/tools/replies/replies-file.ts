/**
 * A replies file as `npm run replies` writes it: YAML frontmatter (the form of every content file, which
 * the loader reads and checks) with a line saying where it comes from, the replies oldest first, each
 * field in one order, so the same replies always make the same bytes and a diff shows only what changed.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isScalar, visit } from 'yaml';
import { repliesFileSchema, type Reply } from '../../../src/content/schema.ts';
import type { ContentIssue } from '../../pipeline/content/issues.ts';
import { readEntry } from '../../pipeline/content/read.ts';

/** The replies `file` holds (none when there is no file), read and checked as the build reads it. */
export function readRepliesFile(file: string): Reply[] {
  if (!existsSync(file)) return [];
  const issues: ContentIssue[] = [];
  return readEntry(file, repliesFileSchema, issues).value?.replies ?? [];
}

/** `reply` with its fields in the file's order. */
const ordered = ({ url, source, thread, author, published, content }: Reply): Reply => ({
  url,
  source,
  ...(thread === undefined ? {} : { thread }),
  author: {
    name: author.name,
    ...(author.handle === undefined ? {} : { handle: author.handle }),
    ...(author.url === undefined ? {} : { url: author.url }),
  },
  published,
  content,
});

/** The text of the replies file of the page whose own file is `source` (as the build names it). */
export function repliesFileText(source: string, replies: readonly Reply[]): string {
  const document = new Document({ replies: replies.map(ordered) });
  // A date and time in quotes: a YAML 1.1 reader (gray-matter's, an editor's) would read it as a timestamp.
  visit(document, {
    Scalar(_key, node) {
      if (isScalar(node) && typeof node.value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(node.value))
        node.type = 'QUOTE_SINGLE';
    },
  });
  const yaml = document.toString({ lineWidth: 100, minContentWidth: 40 });
  return [
    '---',
    `# Written by npm run replies from the discussions of ${source}.`,
    `# To leave a reply out, add its address (or its author's profile) to hide: in that file's frontmatter;`,
    '# an edit here lasts until the next import.',
    yaml.trimEnd(),
    '---',
    '',
  ].join('\n');
}

/** Writes `text` to `file`, or deletes the file when `text` is undefined; true when that changed it. */
export function updateFile(file: string, text: string | undefined): boolean {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  if (before === text) return false;
  if (text === undefined) {
    rmSync(file);
    return true;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return true;
}
