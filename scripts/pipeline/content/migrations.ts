/**
 * The migration notes (src/content/migrations.ts) applied to one file's schema problems: a field that a
 * release renamed, made required or changed is reported with that release and what to write, so an
 * owner who takes a new release reads the fix at the line that needs it.
 */
import { MIGRATION_NOTES, type ContentKind, type MigrationNote } from '../../../src/content/migrations.ts';
import type { ContentIssue } from './issues.ts';

/** A field path as notes write it, every list index as `[]`: `links[2].href` → `links[].href`. */
export function noteField(field: string): string {
  return field.replace(/\[\d+\]/g, '[]');
}

/** `a`, `a and b`, `a, b and c`. */
function names(fields: readonly string[]): string {
  return fields.length < 2 ? (fields[0] ?? '') : `${fields.slice(0, -1).join(', ')} and ${fields.at(-1) ?? ''}`;
}

/** Whether `data` has a value at a note's field path (`a.b`, `links[].href`: any item of the list). */
export function hasField(data: unknown, field: string): boolean {
  const [head = '', ...rest] = field.split('.');
  const list = head.endsWith('[]');
  const key = list ? head.slice(0, -2) : head;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const value = (data as Record<string, unknown>)[key];
  if (value === undefined) return false;
  if (rest.length === 0) return true;
  const items = list ? (Array.isArray(value) ? value : []) : [value];
  return items.some((item) => hasField(item, rest.join('.')));
}

/** The first note (newest release first) of this kind of file that `matches`. */
function noteFor(
  notes: readonly MigrationNote[],
  kind: ContentKind,
  matches: (note: MigrationNote) => boolean,
): MigrationNote | undefined {
  return notes.find((note) => note.kind === kind && matches(note));
}

/** What a rename did, after "which": `renamed a to b`, `replaced a and b with c`. */
function renaming(note: MigrationNote): string {
  return note.fields.length === 1
    ? `renamed ${names(note.fields)} to ${note.to ?? ''}`
    : `replaced ${names(note.fields)} with ${note.to ?? ''}`;
}

const addHint = (issue: ContentIssue, hint: string): ContentIssue => ({
  ...issue,
  hint: issue.hint === undefined ? hint : `${issue.hint}; ${hint}`,
});

/**
 * `issues` (the schema's problems with one file of `kind`, whose frontmatter is `data`) with the notes
 * applied: an unknown field a release renamed names the release, the rename and what to write; the
 * field that replaced it is not reported missing as well while the old one is there; a missing field a
 * release made required (or that a rename brought) and a field a release changed get the release and
 * the fix after their own message (a note with a `problem` only to the problem it names). Issues no note
 * is about are kept as they are.
 */
export function withMigrationNotes(
  issues: readonly ContentIssue[],
  kind: ContentKind,
  data: Record<string, unknown>,
  notes: readonly MigrationNote[] = MIGRATION_NOTES,
): ContentIssue[] {
  const out: ContentIssue[] = [];
  for (const issue of issues) {
    const field = noteField(issue.field);
    if (issue.expected.startsWith('unknown field')) {
      const note = noteFor(notes, kind, (n) => n.change === 'renamed' && n.fields.includes(field));
      out.push(
        note
          ? {
              ...issue,
              expected: `unknown field since release ${note.release}, which ${renaming(note)}`,
              hint: `write ${note.write}`,
            }
          : issue,
      );
      continue;
    }
    if (issue.found === 'nothing') {
      const renamed = noteFor(notes, kind, (n) => n.change === 'renamed' && n.to === field);
      // The old field's own line says what to do; "missing" at line 1 as well would say it twice.
      if (renamed?.fields.some((old) => hasField(data, old))) continue;
      const required = noteFor(notes, kind, (n) => n.change === 'required' && n.fields.includes(field));
      if (required) out.push(addHint(issue, `required since release ${required.release}: write ${required.write}`));
      else if (renamed)
        out.push(addHint(issue, `release ${renamed.release} ${renaming(renamed)}: write ${renamed.write}`));
      else out.push(issue);
      continue;
    }
    const changed = noteFor(
      notes,
      kind,
      (n) =>
        n.change === 'changed' &&
        n.fields.includes(field) &&
        (n.problem === undefined || issue.expected.startsWith(n.problem)),
    );
    out.push(changed ? addHint(issue, `changed in release ${changed.release}: write ${changed.write}`) : issue);
  }
  return out;
}
