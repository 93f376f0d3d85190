/**
 * CHANGELOG.md, package.json's version and the migration notes agree: the changelog's releases are in
 * order with their dates, the newest is package.json's version, and every note is true to the schema
 * and said in prose, under Upgrading, in the release that made its change, which is a major one.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MIGRATION_NOTES, type ContentKind, type MigrationNote } from '../../src/content/migrations.ts';
import {
  experienceSchema,
  pageSchema,
  postSchema,
  projectSchema,
  siteSchema,
  skillsSchema,
  talkSchema,
} from '../../src/content/schema.ts';
import { schemaAt } from '../../scripts/pipeline/content/read.ts';
import { parseChangelog, UNRELEASED } from '../../scripts/tools/upgrade/changelog.ts';
import { compareVersions } from '../../scripts/tools/upgrade/releases.ts';

const entries = parseChangelog(readFileSync('CHANGELOG.md', 'utf8'));
const released = entries.filter((entry) => entry.version !== UNRELEASED);
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const nextMajor = `${Number(version.split('.')[0]) + 1}.0.0`;

/** Keep a Changelog's parts, after the one that asks the owner to act. */
const PARTS = ['Upgrading', 'Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];

const SCHEMAS: Record<ContentKind, z.ZodType> = {
  site: siteSchema,
  skills: skillsSchema,
  project: projectSchema,
  experience: experienceSchema,
  post: postSchema,
  talk: talkSchema,
  page: pageSchema,
};

/** The schema of a note's field (`links[].href`), or undefined when the kind of file has no such field. */
function fieldSchema(kind: ContentKind, field: string): z.ZodType | undefined {
  const path = field.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), 0] : [part]));
  return schemaAt(SCHEMAS[kind], path);
}

describe('CHANGELOG.md', () => {
  it('lists releases newest first, each with its date, and Unreleased only on top', () => {
    expect(released.length).toBeGreaterThan(0);
    entries.forEach((entry, i) => {
      if (entry.version === UNRELEASED) expect(i, 'Unreleased comes first').toBe(0);
      else {
        expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
        expect(entry.date, `the date of ${entry.version}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    });
    for (let i = 1; i < released.length; i++) {
      const [newer, older] = [released[i - 1], released[i]];
      expect(compareVersions(newer?.version ?? '', older?.version ?? '')).toBeGreaterThan(0);
      expect((newer?.date ?? '') >= (older?.date ?? '')).toBe(true);
    }
  });

  it('names package.json’s version as its newest release', () => {
    expect(released[0]?.version).toBe(version);
  });

  it('uses Keep a Changelog’s parts, with Upgrading first where a release has it', () => {
    for (const entry of entries) {
      const parts = [...entry.parts.keys()];
      for (const part of parts) expect(PARTS, `### ${part} in ${entry.version}`).toContain(part);
      if (parts.includes('Upgrading')) expect(parts[0]).toBe('Upgrading');
    }
  });
});

describe('migration notes', () => {
  /** The changelog entry a note's release is written under: its own, or Unreleased until it is released. */
  const entryOf = (note: MigrationNote) =>
    compareVersions(note.release, version) > 0
      ? entries.find((entry) => entry.version === UNRELEASED)
      : entries.find((entry) => entry.version === note.release);

  it('finds a note’s field in its schema, in any item of a list, and only there', () => {
    expect(fieldSchema('site', 'quickLinks[].href')).toBeDefined();
    expect(fieldSchema('project', 'links[].label')?.safeParse(undefined).success).toBe(false);
    expect(fieldSchema('post', 'draft')?.safeParse(undefined).success).toBe(true);
    expect(fieldSchema('site', 'quickLinks[].url')).toBeUndefined();
    expect(fieldSchema('skills', 'title')).toBeUndefined();
  });

  it.each(MIGRATION_NOTES.map((note) => [`${note.release} ${note.kind} ${note.fields.join(', ')}`, note] as const))(
    '%s: a major release, said under its Upgrading',
    (_, note) => {
      expect(note.release).toMatch(/^\d+\.0\.0$/);
      // Not released yet: the next release, which the note makes a major one.
      if (compareVersions(note.release, version) > 0) expect(note.release).toBe(nextMajor);
      const upgrading = entryOf(note)?.parts.get('Upgrading') ?? '';
      for (const field of [...note.fields, ...(note.to ? [note.to] : [])]) expect(upgrading).toContain(`\`${field}\``);
    },
  );

  it.each(MIGRATION_NOTES.map((note) => [`${note.release} ${note.kind} ${note.fields.join(', ')}`, note] as const))(
    '%s: true to the schema',
    (_, note) => {
      expect(note.write).not.toBe('');
      if (note.change === 'renamed') {
        expect(note.to).toBeDefined();
        expect(fieldSchema(note.kind, note.to ?? '')).toBeDefined();
        for (const field of note.fields) expect(fieldSchema(note.kind, field), `${field} is gone`).toBeUndefined();
      } else {
        for (const field of note.fields) {
          const schema = fieldSchema(note.kind, field);
          expect(schema, `${field} exists`).toBeDefined();
          if (note.change === 'required')
            expect(schema?.safeParse(undefined).success, `${field} is required`).toBe(false);
        }
      }
    },
  );
});
