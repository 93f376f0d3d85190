/**
 * Reading and validating content files: one file's frontmatter against its schema, turned into
 * issues that name the field and its line; slugs from frontmatter or the file name; the file lists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { frontmatterCharacterIssues } from './checks/characters.ts';
import { parseFrontmatter, type FrontmatterFile } from './frontmatter.ts';
import type { ContentKind } from '../../../src/content/migrations.ts';
import { characterCount } from '../../../src/content/text-limits.ts';
import { closestName, type ContentIssue, describeValue, displayPath, formatPath } from './issues.ts';
import { withMigrationNotes } from './migrations.ts';
import { renamedFieldIssues, type RenamedField } from './checks/renamed-fields.ts';

/** A content file read and checked against its schema; `value` is set when it passed. */
export interface Parsed<T> {
  /** Absolute path. */
  file: string;
  fm: FrontmatterFile;
  value?: T;
}

/**
 * Reads `file` and checks its frontmatter against `schema`, adding any problems to `issues`. Given the
 * file's `kind`, a problem a release's migration note is about names the release and the fix. A field of
 * `renamed` fails with what to write instead, worked out from the file's own values, and the schema
 * checks the others.
 */
export function readEntry<S extends z.ZodType>(
  file: string,
  schema: S,
  issues: ContentIssue[],
  kind?: ContentKind,
  renamed: readonly RenamedField[] = [],
): Parsed<z.infer<S>> {
  const checked = checkEntry(file, readFileSync(file, 'utf8'), { schema, kind, renamed });
  issues.push(...checked.issues);
  return checked.entry;
}

/** How a file of one kind is checked (see readEntry). */
export interface EntryCheck<S extends z.ZodType> {
  schema: S;
  kind?: ContentKind | undefined;
  renamed?: readonly RenamedField[] | undefined;
}

/** A file's entry and its problems. */
export interface CheckedEntry<T> {
  entry: Parsed<T>;
  issues: ContentIssue[];
}

/** The entry of `file` whose text is `text`, checked as readEntry checks it: a function of the text alone. */
export function checkEntry<S extends z.ZodType>(
  file: string,
  text: string,
  { schema, kind, renamed = [] }: EntryCheck<S>,
): CheckedEntry<z.infer<S>> {
  const shown = displayPath(file);
  const fm = parseFrontmatter(shown, text);
  if (fm.syntaxIssues.length > 0) return { entry: { file, fm }, issues: [...fm.syntaxIssues] };
  // Besides the schema's problems, which a field holding such a character may have as well.
  const issues = frontmatterCharacterIssues(shown, fm);
  const old = renamedFieldIssues(shown, fm, renamed);
  issues.push(...old.issues);
  const result = schema.safeParse(old.data);
  if (result.success) {
    return { entry: old.issues.length > 0 ? { file, fm } : { file, fm, value: result.data }, issues };
  }
  const found = schemaIssues(shown, fm, schema, result.error);
  issues.push(...(kind === undefined ? found : withMigrationNotes(found, kind, fm.data)));
  return { entry: { file, fm }, issues };
}

/** Turns zod's issues into lines that name the field, its line, and what was expected and found. */
function schemaIssues(file: string, fm: FrontmatterFile, schema: z.ZodType, error: z.ZodError): ContentIssue[] {
  const out: ContentIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeys(schema, issue.path);
      for (const key of issue.keys) {
        const path = [...issue.path, key];
        const guess = closestName(key, known);
        out.push({
          file,
          line: fm.lineOf(path),
          field: formatPath(path),
          expected: `unknown field; expected one of ${known.join(', ')}${guess ? ` (did you mean "${guess}"?)` : ''}`,
        });
      }
      continue;
    }
    const value = valueAt(fm.data, issue.path);
    const colon = issue.code === 'invalid_type' && issue.expected === 'string' ? textWithColon(value) : undefined;
    out.push({
      file,
      line: fm.lineOf(issue.path),
      field: formatPath(issue.path),
      expected: plainMessage(issue.message),
      found:
        colon !== undefined
          ? `${JSON.stringify(colon)} read as a field and its value`
          : issue.code === 'too_big' && typeof value === 'string'
            ? `${characterCount(value).toLocaleString('en-US')} characters (${describeValue(value)})`
            : describeValue(value),
      hint:
        colon === undefined
          ? hintOf(issue)
          : `a colon followed by a space starts a field; put the text in quotes: ${JSON.stringify(colon)}`,
    });
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The hint a schema's own check gives with its problem (`params: { hint }`), if any. */
function hintOf(issue: z.core.$ZodIssue): string | undefined {
  const hint = issue.code === 'custom' ? (issue.params as { hint?: unknown } | undefined)?.hint : undefined;
  return typeof hint === 'string' ? hint : undefined;
}

/** zod's own messages read "Invalid input: expected X, received Y"; keep just "expected X". */
function plainMessage(message: string): string {
  return message.replace(/^Invalid input: /, '').replace(/, received .*$/, '');
}

/**
 * The text an author meant when YAML read it as one field: `- Embedded C: bare metal` in a list of
 * text is `{ "Embedded C": "bare metal" }` to YAML. Undefined when `value` is anything else.
 */
function textWithColon(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date) return undefined;
  const entries = Object.entries(value);
  if (entries.length !== 1) return undefined;
  const [key, rest] = entries[0] as [string, unknown];
  if (rest === null) return `${key}:`;
  if (typeof rest === 'string' || typeof rest === 'number' || typeof rest === 'boolean')
    return `${key}: ${String(rest)}`;
  return undefined;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = data;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[part];
  }
  return node;
}

/** The field names the schema allows at `path`, for "did you mean" hints. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const found = unwrap(schemaAt(schema, path));
  return found instanceof z.ZodObject ? Object.keys(found.shape) : [];
}

/**
 * The schema of the field at `path` (a number, any item of a list), optional or defaulted as declared;
 * undefined when the schema has no such field (zod's public API: `.shape`, `.element`, `.unwrap()`).
 */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let node: z.ZodType | undefined = schema;
  for (const part of path) {
    node = unwrap(node);
    if (node instanceof z.ZodObject && typeof part === 'string') node = (node.shape as Record<string, z.ZodType>)[part];
    else if (node instanceof z.ZodArray) node = node.element as z.ZodType;
    else return undefined;
  }
  return node;
}

/** The schema inside an optional, nullable or defaulted field, or the output side of a preprocessed one. */
function unwrap(node: z.ZodType | undefined): z.ZodType | undefined {
  let current = node;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.out as z.ZodType;
    } else {
      return current;
    }
  }
}

/** The slug a post that failed its checks was meant to have: its `slug` field if that is text, else its file name. */
export function intendedSlug(entry: Parsed<unknown>): string {
  const slug = entry.fm.data.slug;
  return typeof slug === 'string' && slug !== '' ? slug : path.basename(entry.file).replace(/\.mdx?$/, '');
}

/** An entry that passed its schema, with its slug. */
export type Slugged<T> = Parsed<T> & { value: T; slug: string };

/** Gives each entry its slug (frontmatter `slug`, else the file name) and reports duplicates. */
export function withSlugs<T extends { slug?: string | undefined }>(
  entries: Parsed<T>[],
  kind: string,
  issues: ContentIssue[],
): Slugged<T>[] {
  const seen = new Map<string, string>();
  const out: Slugged<T>[] = [];
  for (const entry of entries) {
    if (!entry.value) continue;
    const slug = entry.value.slug ?? path.basename(entry.file).replace(/\.mdx?$/, '');
    const first = seen.get(slug);
    if (first) {
      const fromName = entry.value.slug === undefined ? ' (from the file name)' : '';
      issues.push({
        file: displayPath(entry.file),
        line: entry.fm.lineOf(['slug']),
        field: 'slug',
        expected: `expected a slug no other ${kind} uses`,
        found: `"${slug}"${fromName}, already used by ${first}`,
      });
      continue;
    }
    seen.set(slug, displayPath(entry.file));
    out.push({ ...entry, value: entry.value, slug });
  }
  return out;
}

/** Sorts entries by their `order` field, then by slug. */
export function byOrder<T extends { value: { order: number }; slug: string }>(a: T, b: T): number {
  return a.value.order - b.value.order || a.slug.localeCompare(b.slug);
}

/** The content files with `extension` directly in `dir`, sorted; names starting with `_` are ignored. */
export function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.startsWith('_'))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Every file under `dir`, at any depth. */
export function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listTree(full) : [full];
  });
}
