/**
 * Migration notes applied to the schema's real problems with broken copies of the test site's files:
 * each case plays an owner whose file was written for the release before a note's, and asserts the
 * exact lines the build prints, line numbers read from the copy.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFixture, lineOf, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import type { MigrationNote } from '../../../src/content/migrations.ts';
import { experienceSchema, siteSchema } from '../../../src/content/schema.ts';
import { formatIssue, type ContentIssue } from './issues.ts';
import { hasField, noteField, withMigrationNotes } from './migrations.ts';
import { readEntry } from './read.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

function fixture(name: string): ContentFixture {
  const f = contentFixture(`migrations-${name}`);
  fixtures.push(f);
  return f;
}

/** The lines the build prints for `file` of `copy` read as site.md (or a job), with `notes` applied. */
function lines(copy: ContentFixture, file: string, notes: readonly MigrationNote[]): string[] {
  const issues: ContentIssue[] = [];
  const schema = file === 'site.md' ? siteSchema : experienceSchema;
  const entry = readEntry(path.join(copy.dir, file), schema, issues);
  return withMigrationNotes(issues, file === 'site.md' ? 'site' : 'experience', entry.fm.data, notes).map(formatIssue);
}

/** An owner's site.md written before a release that renamed `contactText` to the schema's `contactIntro`. */
const renameNote: MigrationNote = {
  release: '9.0.0',
  kind: 'site',
  change: 'renamed',
  fields: ['contactText'],
  to: 'contactIntro',
  write: 'contactIntro: the same sentence',
};

describe('migration notes in content errors', () => {
  it('names the release, the rename and what to write at the old field’s line, and only there', () => {
    const copy = fixture('rename').edit('site.md', /^contactIntro:/m, 'contactText:');
    expect(lines(copy, 'site.md', [renameNote])).toEqual([
      `${copy.shown}/site.md:${lineOf(copy, 'site.md', 'contactText:')} contactText: unknown field since release 9.0.0, which renamed contactText to contactIntro; write contactIntro: the same sentence`,
    ]);
  });

  it('reports each old field of several a release made into one, at its own line', () => {
    const copy = fixture('merge')
      .edit('site.md', /^contactIntro:/m, 'contactText:')
      .edit('site.md', /^location:/m, 'contactWhere:');
    const note = { ...renameNote, fields: ['contactText', 'contactWhere'] };
    const reported = lines(copy, 'site.md', [note]);
    const fix = 'which replaced contactText and contactWhere with contactIntro; write contactIntro: the same sentence';
    expect(reported).toContain(
      `${copy.shown}/site.md:${lineOf(copy, 'site.md', 'contactText:')} contactText: unknown field since release 9.0.0, ${fix}`,
    );
    expect(reported).toContain(
      `${copy.shown}/site.md:${lineOf(copy, 'site.md', 'contactWhere:')} contactWhere: unknown field since release 9.0.0, ${fix}`,
    );
    // `location` is missing, and no note is about it: its own line stays as it was.
    expect(reported).toContain(`${copy.shown}/site.md:1 location: expected a location, got nothing`);
    expect(reported).toHaveLength(3);
  });

  it('tells an owner with neither field that a release brought the new one', () => {
    const copy = fixture('rename-gone').edit('site.md', /^contactIntro:.*\n(?: .*\n)*/m, '');
    expect(lines(copy, 'site.md', [renameNote])).toEqual([
      `${copy.shown}/site.md:1 contactIntro: expected an intro sentence, got nothing; release 9.0.0 renamed contactText to contactIntro: write contactIntro: the same sentence`,
    ]);
  });

  it('says since which release a missing field is required', () => {
    const copy = fixture('required').edit('site.md', /^location:.*\n/m, '');
    const note: MigrationNote = {
      release: '4.0.0',
      kind: 'site',
      change: 'required',
      fields: ['location'],
      write: 'location: where you are based, e.g. Lisbon, Portugal',
    };
    expect(lines(copy, 'site.md', [note])).toEqual([
      `${copy.shown}/site.md:1 location: expected a location, got nothing; required since release 4.0.0: write location: where you are based, e.g. Lisbon, Portugal`,
    ]);
  });

  it('adds the release and the fix to a changed field’s own message, in any item of a list', () => {
    const copy = fixture('changed')
      .edit('experience/polder-power.md', /^period: .*$/m, 'period: 2019 to 2022')
      .edit('site.md', /href: \/blog\n/, 'href: blog\n');
    const period: MigrationNote = {
      release: '3.0.0',
      kind: 'experience',
      change: 'changed',
      fields: ['period'],
      write: 'period: first and last year, e.g. 2019–2022',
    };
    const href: MigrationNote = { ...period, kind: 'site', fields: ['quickLinks[].href'], write: 'href: /blog' };
    expect(lines(copy, 'experience/polder-power.md', [period, href])).toEqual([
      `${copy.shown}/experience/polder-power.md:${lineOf(copy, 'experience/polder-power.md', 'period:')} period: expected a period such as 2023–2025 or 2023–Present, got "2019 to 2022"; changed in release 3.0.0: write period: first and last year, e.g. 2019–2022`,
    ]);
    const [line] = lines(copy, 'site.md', [period, href]);
    expect(line).toMatch(
      new RegExp(
        `^${copy.shown}/site\\.md:${lineOf(copy, 'site.md', 'href: blog')} quickLinks\\[\\d\\]\\.href: .*; changed in release 3\\.0\\.0: write href: /blog$`,
      ),
    );
  });

  it('takes the newest note about a field, and leaves files of another kind alone', () => {
    const copy = fixture('newest').edit('site.md', /^contactIntro:/m, 'contactText:');
    const older = { ...renameNote, release: '2.0.0', write: 'contactIntro: older advice' };
    const [line] = lines(copy, 'site.md', [renameNote, older]);
    expect(line).toContain('since release 9.0.0');
    const other = lines(copy, 'site.md', [{ ...renameNote, kind: 'project' }]);
    expect(other.join('\n')).not.toContain('release');
    expect(other).toHaveLength(2);
  });
});

describe('note field paths', () => {
  it('writes every list index as []', () => {
    expect(noteField('links[2].href')).toBe('links[].href');
    expect(noteField('about.bullets[0]')).toBe('about.bullets[]');
  });

  it('finds a field at a dotted path, in any item of a list', () => {
    const data = { codeHost: { url: 'x' }, links: [{ label: 'a' }, { href: '/' }] };
    expect(hasField(data, 'codeHost')).toBe(true);
    expect(hasField(data, 'codeHost.url')).toBe(true);
    expect(hasField(data, 'codeHost.label')).toBe(false);
    expect(hasField(data, 'links[].href')).toBe(true);
    expect(hasField(data, 'links[].url')).toBe(false);
    expect(hasField(data, 'network')).toBe(false);
  });
});
