/**
 * The owner's guide's field tables (docs/content.md) against the content schemas. A content file's table is the first table with
 * a Field and a Required column after the heading that names the file; each row's field is one code span,
 * a nested field written `photo.src` (a field of an object) or `quickLinks[].href` (a field of each item
 * of a list), and Required says "yes" exactly when the schema requires the field (a nested one: whenever
 * the field it belongs to is there).
 */
import { z } from 'zod';

/** A zod object schema, read through its public `shape`. */
interface ObjectSchema {
  shape: Record<string, z.ZodType>;
}

/** The schema inside optional and default wrappers: what the field holds when it is there. */
function unwrapped(field: z.ZodType): z.ZodType {
  let inner = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable) {
    inner = inner.unwrap() as z.ZodType;
  }
  return inner;
}

/** Each field of `schema`, nested ones included, by its path as the guide writes it → whether it is required. */
export function schemaFields(schema: ObjectSchema, prefix = ''): Map<string, boolean> {
  const fields = new Map<string, boolean>();
  for (const [name, field] of Object.entries(schema.shape)) {
    const fieldPath = `${prefix}${name}`;
    // What zod's deprecated isOptional() does: a field that accepts nothing may be left out.
    fields.set(fieldPath, !field.safeParse(undefined).success);
    const inner = unwrapped(field);
    const item = inner instanceof z.ZodArray ? unwrapped(inner.element as z.ZodType) : undefined;
    const nested =
      inner instanceof z.ZodObject
        ? schemaFields(inner, `${fieldPath}.`)
        : item instanceof z.ZodObject
          ? schemaFields(item, `${fieldPath}[].`)
          : new Map<string, boolean>();
    for (const [child, required] of nested) fields.set(child, required);
  }
  return fields;
}

/** The cells of one Markdown table row; `\|` inside a cell is no separator. */
const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** One row of a field table: its field cell and its Required cell, as written. */
interface FieldRow {
  field: string;
  required: string;
}

/**
 * The rows of the first table with a Field and a Required column after the heading of `guide` that
 * contains `marker`, before the next heading of the same or a higher level; undefined when there is none.
 */
export function fieldTable(guide: string, marker: string): FieldRow[] | undefined {
  // A fenced code block's lines are no headings or tables, whatever they start with: blank them.
  let fenced = false;
  const lines = guide.split('\n').map((line) => {
    const fence = /^\s*(```|~~~)/.test(line);
    if (fence) fenced = !fenced;
    return fence || fenced ? '' : line;
  });
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && line.includes(marker));
  if (start === -1) return undefined;
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 0;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heading = /^(#{1,6}) /.exec(line);
    if (heading && (heading[1]?.length ?? 0) <= level) return undefined;
    if (!line.startsWith('|')) continue;
    const header = cells(line);
    const fieldColumn = header.indexOf('Field');
    const requiredColumn = header.indexOf('Required');
    const rows: FieldRow[] = [];
    // The header, the delimiter row, then the rows until the table ends.
    let j = i + 2;
    for (; j < lines.length && (lines[j] ?? '').startsWith('|'); j++) {
      const row = cells(lines[j] ?? '');
      rows.push({ field: row[fieldColumn] ?? '', required: row[requiredColumn] ?? '' });
    }
    if (fieldColumn !== -1 && requiredColumn !== -1) return rows;
    i = j;
  }
  return undefined;
}

/**
 * Where the guide's table for the file named `marker` and `schema` disagree, one line each naming the
 * table and the field: a field missing from the table, a row for a field the schema lacks, and a Required
 * cell that says otherwise than the schema.
 */
export function fieldTableProblems(guide: string, marker: string, schema: ObjectSchema): string[] {
  const rows = fieldTable(guide, marker);
  if (!rows) return [`${marker}: no table with a Field and a Required column under the heading that names it`];
  const fields = schemaFields(schema);
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const row of rows) {
    const name = /^`([^`]+)`$/.exec(row.field)?.[1];
    if (name === undefined) {
      problems.push(`${marker}: the field cell ${JSON.stringify(row.field)} is not one \`code span\``);
      continue;
    }
    if (listed.has(name)) problems.push(`${marker}: \`${name}\` has two rows`);
    listed.add(name);
    const required = fields.get(name);
    if (required === undefined) {
      problems.push(`${marker}: \`${name}\` is in the guide's table but not in the schema`);
    } else if (row.required !== (required ? 'yes' : 'no')) {
      problems.push(
        `${marker}: \`${name}\` is ${required ? 'required' : 'optional'} in the schema, ` +
          `so its Required cell should say "${required ? 'yes' : 'no'}", not ${JSON.stringify(row.required)}`,
      );
    }
  }
  for (const name of fields.keys()) {
    if (!listed.has(name)) problems.push(`${marker}: \`${name}\` is in the schema but not in the guide's table`);
  }
  return problems;
}
