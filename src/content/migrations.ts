/**
 * Migration notes: what each release changed in the content files' fields, and what an owner writes
 * instead. The content check reads them, so a field a release renamed, made required or changed fails
 * with the release and the fix (`content/site.md:12 codeHost: unknown field since release 2.0.0, …;
 * write …`) instead of a bare "unknown field". CHANGELOG.md's "Upgrading" part of the same release
 * says it in prose; tests/fast/changelog.test.ts keeps the two in step and each note true to schema.ts.
 *
 * A note stays here for good: an owner may upgrade from any older release in one step.
 */

/** Which content files a note is about: `site.md`, `skills.md`, a project, a job or a post. */
export type ContentKind = 'site' | 'skills' | 'project' | 'experience' | 'post';

/** One change a release made to the fields of one kind of content file. */
export interface MigrationNote {
  /** The release that made the change, `major.0.0`: a content field that changes or becomes required is a major release. */
  release: string;
  /** The files it concerns. */
  kind: ContentKind;
  /**
   * `renamed`: the fields are gone and `to` holds what they held (several fields may become one);
   * `required`: the field must now be there; `changed`: the values it accepts, or what it means, changed.
   */
  change: 'renamed' | 'required' | 'changed';
  /** The fields as a file written for the release before has them: dotted, `[]` for every item of a list (`links[].href`). */
  fields: readonly string[];
  /** For `renamed`: the field that replaces them. */
  to?: string;
  /** What to write, read after "write": `contactLead: the same sentence`. */
  write: string;
}

/** Every note, newest release first. */
export const MIGRATION_NOTES: readonly MigrationNote[] = [
  {
    release: '2.0.0',
    kind: 'site',
    change: 'renamed',
    fields: ['codeHost', 'network'],
    to: 'links',
    write: 'links: a list of your profiles, each with a label, a url and header: true for a header icon',
  },
  {
    release: '2.0.0',
    kind: 'site',
    change: 'changed',
    fields: ['resume'],
    write: 'resume: the site path of a .pdf file no other file of the site has, e.g. /resume.pdf',
  },
  ...(['post', 'project'] as const).map((kind): MigrationNote => ({
    release: '2.0.0',
    kind,
    change: 'changed',
    fields: ['tags', 'tags[]'],
    write: 'at most 10 tags, each of at most 80 characters',
  })),
  ...(['post', 'project', 'experience'] as const).map((kind): MigrationNote => ({
    release: '2.0.0',
    kind,
    change: 'changed',
    fields: ['slug'],
    write: 'a slug of at most 80 characters',
  })),
];
