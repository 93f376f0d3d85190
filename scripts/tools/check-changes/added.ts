/**
 * What a change adds to the content folder, from git: the lines of each Markdown and MDX file that are
 * new since a commit (the working tree compared with it, uncommitted edits and new files included), and
 * the words and links the content already had at that commit. A file moved without edits adds nothing
 * (git finds the rename); a line only re-wrapped is new to git, but its words and links were there before.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesAt } from '../../pipeline/content/rename-guard.ts';
import { git } from '../git.ts';
import { fileLines, type LineText } from './prose.ts';
import { wordsOf } from './spelling.ts';

/** A content file the change adds lines to: its path in the repository, and its new lines. */
export interface AddedFile {
  /** Relative to the repository's root, with forward slashes: `content/blog/a-post.mdx`. */
  file: string;
  lines: LineText[];
}

const CONTENT_FILE = /\.mdx?$/;

/** The line numbers each file gained, from git's diff with no context (`@@ -a,b +c,d @@`). */
export function parseAddedLines(diff: string): Map<string, Set<number>> {
  const added = new Map<string, Set<number>>();
  let current: Set<number> | undefined;
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      const file = line.slice(4);
      current = file.startsWith('b/') ? new Set() : undefined;
      if (current) added.set(file.slice(2), current);
      continue;
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (hunk && current) {
      const [start, count] = [Number(hunk[1]), hunk[2] === undefined ? 1 : Number(hunk[2])];
      for (let n = start; n < start + count; n++) current.add(n);
    }
  }
  return added;
}

/**
 * The Markdown and MDX files of `contentDir` (relative to `root`, the repository) that gained lines since
 * `commit`, each with its new lines as the checks read them (prose.ts).
 */
export function addedContent(root: string, contentDir: string, commit: string): AddedFile[] {
  const diff = git(root, [
    '-c',
    'core.quotePath=false',
    'diff',
    '--no-color',
    '--no-ext-diff',
    '--unified=0',
    '--find-renames',
    '--diff-filter=AMR',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    commit,
    '--',
    contentDir,
  ]);
  const added = parseAddedLines(diff);
  // New files git does not track yet: all their lines are new.
  const untracked = git(root, [
    '-c',
    'core.quotePath=false',
    'ls-files',
    '--others',
    '--exclude-standard',
    '--',
    contentDir,
  ]);
  for (const file of untracked.split('\n').filter(Boolean)) added.set(file, new Set());
  const out: AddedFile[] = [];
  for (const [file, numbers] of [...added].sort(([a], [b]) => a.localeCompare(b))) {
    const full = path.join(root, file);
    if (!CONTENT_FILE.test(file) || !existsSync(full)) continue;
    const whole = numbers.size === 0;
    const lines = fileLines(readFileSync(full, 'utf8')).filter(
      (l) => (whole || numbers.has(l.line)) && (l.prose.trim() || l.links.length),
    );
    if (lines.length > 0) out.push({ file, lines });
  }
  return out;
}

/** The words (lowercased) and the links of the content folder's files at `commit`: what the site had. */
export function contentAt(contentDir: string, commit: string): { words: Set<string>; links: Set<string> } {
  const { files, read } = filesAt(contentDir, commit);
  const words = new Set<string>();
  const links = new Set<string>();
  for (const file of files.filter((f) => CONTENT_FILE.test(f))) {
    for (const line of fileLines(read(file))) {
      for (const word of wordsOf(line.prose)) words.add(word);
      for (const link of line.links) links.add(link);
    }
  }
  return { words, links };
}
