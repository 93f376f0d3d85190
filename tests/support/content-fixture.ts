/**
 * Content fixtures: a copy of the test site's content (tests/fixtures/content) with the edits a test
 * makes, so each test shows exactly the change that breaks (or exercises) something. Copies live under
 * `.tmp/` inside the project, because content errors name files relative to the working directory.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { copyContent, type ContentCopy } from '../../scripts/tools/content-copy.ts';
import { FIXTURE_CONTENT } from './fixture-build.ts';

/** The test site's content folder every fixture starts from. */
export const CONTENT_DIR = FIXTURE_CONTENT;

/** Where fixtures are written; `.tmp/` is gitignored. */
export const FIXTURES_DIR = path.join(PROJECT_ROOT, '.tmp', 'content-fixtures');

/** A copy of the test site's content. */
export type ContentFixture = ContentCopy;

/** Copies the test site's content to `.tmp/content-fixtures/<name>/content`, replacing any earlier copy. */
export function contentFixture(name: string): ContentFixture {
  return copyContent(CONTENT_DIR, path.join(FIXTURES_DIR, name, 'content'));
}

/**
 * A copy like `contentFixture`'s in which every post sets `updated` (its own `date` where it had
 * none): loading it never asks git for a post's last commit, so a fast test that loads it spawns no
 * process.
 */
export function datedContentFixture(name: string): ContentFixture {
  const copy = contentFixture(name);
  for (const file of readdirSync(path.join(copy.dir, 'blog')).filter((n) => n.endsWith('.mdx'))) {
    const text = readFileSync(path.join(copy.dir, 'blog', file), 'utf8');
    const frontmatter = text.slice(0, text.indexOf('\n---', 3));
    if (!/^updated:/m.test(frontmatter)) copy.edit(`blog/${file}`, /^date: (.*)$/m, 'date: $1\nupdated: $1');
  }
  return copy;
}

/**
 * The 1-based line of the first line of `file` in `copy`, after line `after`, that contains `needle`
 * (or matches it): expected error lines take their line numbers from the copy, never from memory.
 */
export function lineOf(copy: ContentFixture, file: string, needle: string | RegExp, after = 0): number {
  const lines = readFileSync(path.join(copy.dir, file), 'utf8').split('\n');
  const index = lines.findIndex(
    (line, i) => i >= after && (typeof needle === 'string' ? line.includes(needle) : needle.test(line)),
  );
  if (index === -1) throw new Error(`${String(needle)} not found in ${file} after line ${after}`);
  return index + 1;
}

/**
 * The line where the element that holds `needle` opens (the last `opening`, such as `<GalleryImage`,
 * at or before `needle`'s line): the line the build names for a problem with one of its attributes.
 */
export function elementLine(copy: ContentFixture, file: string, opening: string, needle: string): number {
  const at = lineOf(copy, file, needle);
  const lines = readFileSync(path.join(copy.dir, file), 'utf8').split('\n');
  const index = lines.slice(0, at).findLastIndex((line) => line.includes(opening));
  if (index === -1) throw new Error(`no ${opening} at or before ${needle} in ${file}`);
  return index + 1;
}

/**
 * The problem line for an unknown field `field` at `location` (`file:line`), as an author reads it: it
 * names the field, lists the allowed ones with `meant` among them, and (unless `hint` is false) asks
 * "did you mean" `meant`. The rest of the list is left open, so a field added to the schema changes no
 * test. It matches the line inside a longer text (`wholeLine` for the line alone).
 */
export function unknownFieldProblem(location: string, field: string, meant: string, hint = true): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const listed = `[^()\\n]*\\b${escape(meant)}\\b[^()\\n]*`;
  const guess = hint ? escape(` (did you mean "${meant}"?)`) : '';
  return new RegExp(`${escape(`${location} ${field}: unknown field; expected one of `)}${listed}${guess}`);
}

/** `pattern` matching a whole string (a line) and nothing more or less. */
export function wholeLine(pattern: RegExp): RegExp {
  return new RegExp(`^(?:${pattern.source})$`, pattern.flags);
}
