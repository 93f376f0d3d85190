/**
 * The owner's guide's field tables (docs/content.md) say, for every field of every content file, whether
 * it is required, as the schema does: a field added to a schema fails here until the guide documents it.
 * A new content file needs one line in TABLES; a new field needs only its row in the guide.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  experienceSchema,
  pageSchema,
  postSchema,
  projectSchema,
  repliesFileSchema,
  siteSchema,
  skillsSchema,
  talkSchema,
} from '../../src/content/schema.ts';
import { fieldTable, fieldTableProblems, schemaFields } from '../support/guide-fields.ts';

const GUIDE = readFileSync(path.resolve('docs', 'content.md'), 'utf8');

/** Each content file as its heading in the guide names it, and its schema. */
const TABLES = [
  ['`content/site.md`', siteSchema],
  ['`content/projects/<slug>.md`', projectSchema],
  ['`content/experience/<slug>.md`', experienceSchema],
  ['`content/skills.md`', skillsSchema],
  ['`content/blog/<slug>.mdx`', postSchema],
  ['`content/talks/<slug>.md`', talkSchema],
  ['`content/pages/<slug>.md`', pageSchema],
  ['`content/replies/blog/<slug>.md`', repliesFileSchema],
] as const;

describe('the guide’s field tables', () => {
  it.each(TABLES)('list every field of %s, each required or not as its schema says', (marker, schema) => {
    expect(fieldTableProblems(GUIDE, marker, schema)).toEqual([]);
  });
});

describe('the check of a field table', () => {
  const schema = z.strictObject({
    name: z.string(),
    note: z.string().optional(),
    photo: z.strictObject({ src: z.string(), alt: z.string().optional() }),
    links: z.array(z.strictObject({ href: z.string() })).default([]),
    tags: z.array(z.string()),
  });
  const guide = (rows: string[]) =>
    ['# Guide', '', '### The file `x.md`', '', '| Field | Required | What |', '| - | - | - |', ...rows, ''].join('\n');

  it('reads nested fields of an object and of each item of a list', () => {
    expect(Object.fromEntries(schemaFields(schema))).toEqual({
      name: true,
      note: false,
      photo: true,
      'photo.src': true,
      'photo.alt': false,
      links: false,
      'links[].href': true,
      tags: true,
    });
  });

  it('passes a table that lists every field with its status', () => {
    const rows = Object.entries(Object.fromEntries(schemaFields(schema))).map(
      ([field, required]) => `| \`${field}\` | ${required ? 'yes' : 'no'} | a \\| pipe |`,
    );
    expect(fieldTableProblems(guide(rows), '`x.md`', schema)).toEqual([]);
  });

  it('names the table and the field: missing, unknown, or with the wrong status', () => {
    const rows = [
      '| `name` | no | |',
      '| `note` | yes | |',
      '| `nickname` | no | |',
      '| `photo` | yes | |',
      '| `photo.src` | yes | |',
      '| `links` | no | |',
      '| `links[].href` | yes | |',
      '| `tags` | yes | |',
    ];
    expect(fieldTableProblems(guide(rows), '`x.md`', schema)).toEqual([
      '`x.md`: `name` is required in the schema, so its Required cell should say "yes", not "no"',
      '`x.md`: `note` is optional in the schema, so its Required cell should say "no", not "yes"',
      "`x.md`: `nickname` is in the guide's table but not in the schema",
      "`x.md`: `photo.alt` is in the schema but not in the guide's table",
    ]);
  });

  it('finds the table under its own heading only, outside code blocks, and says when there is none', () => {
    const elsewhere = [
      '### The file `x.md`',
      '',
      '```sh',
      '# a comment, not a heading',
      '| not | a table |',
      '```',
      '',
      '### Another',
      '',
      '| Field | Required |',
      '| - | - |',
    ];
    expect(fieldTable(elsewhere.join('\n'), '`x.md`')).toBeUndefined();
    expect(fieldTableProblems(elsewhere.join('\n'), '`x.md`', schema)).toEqual([
      '`x.md`: no table with a Field and a Required column under the heading that names it',
    ]);
  });
});
