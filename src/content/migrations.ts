/**
 * Migration notes: what each release changed in the content files' fields, and what an owner writes
 * instead. The content check reads them, so a field a release renamed, made required or changed fails
 * with the release and the fix (`content/site.md:12 codeHost: unknown field since release 2.0.0, …;
 * write …`) instead of a bare "unknown field". CHANGELOG.md's "Upgrading" part of the same release
 * says it in prose; tests/fast/changelog.test.ts keeps the two in step and each note true to schema.ts.
 *
 * A note stays here for good: an owner may upgrade from any older release in one step.
 */

/** Which content files a note is about: `site.md`, `skills.md`, a project, a job, a post, a talk or a page. */
export type ContentKind = 'site' | 'skills' | 'project' | 'experience' | 'post' | 'talk' | 'page';

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
  /**
   * For `changed`: the start of the problem's message the change is about (`expected at most`), when
   * the field has other problems the note does not explain; any problem with the field without it.
   */
  problem?: string;
}

/**
 * Release 3.0.0's limits on text, by kind of file: each limit (characters, from text-limits.ts) and the
 * fields it holds. Written out, not read from the schema, because a note keeps saying what its release did.
 */
const TEXT_LIMITS_3_0_0: Readonly<Record<ContentKind, Readonly<Record<number, readonly string[]>>>> = {
  site: {
    60: ['name', 'role', 'location', 'focus[]', 'links[].label', 'quickLinks[].label', 'blog.name'],
    120: ['headline'],
    254: ['email'],
    300: [
      'description',
      'photo.alt',
      'about.bullets[]',
      'contactIntro',
      'blog.description',
      'blog.tagsDescription',
      'intros.projects',
      'intros.experience',
      'intros.skills',
    ],
    1000: ['intro', 'about.paragraph'],
    2000: ['url', 'links[].url', 'resume', 'photo.src', 'quickLinks[].href', 'analytics.id'],
  },
  skills: { 60: ['skills[]'] },
  project: {
    60: ['stack[]', 'links[].label'],
    120: ['title', 'tagline'],
    300: ['description'],
    2000: ['links[].href'],
  },
  experience: { 60: ['company', 'role', 'stack[]'], 300: ['highlights[]'] },
  post: { 60: ['series'], 120: ['title'], 300: ['description'], 2000: ['repo'] },
  talk: { 60: ['event'], 120: ['title'], 2000: ['slides', 'video', 'recording'] },
  page: { 60: ['nav.label'], 120: ['title'], 300: ['description'] },
};

/** Every note, newest release first. */
export const MIGRATION_NOTES: readonly MigrationNote[] = [
  ...Object.entries(TEXT_LIMITS_3_0_0).flatMap(([kind, limits]) =>
    Object.entries(limits).map(([characters, fields]): MigrationNote => ({
      release: '3.0.0',
      kind: kind as ContentKind,
      change: 'changed',
      fields,
      write: `text of at most ${Number(characters).toLocaleString('en-US')} characters`,
      problem: 'expected at most',
    })),
  ),
  {
    release: '3.0.0',
    kind: 'site',
    change: 'changed',
    fields: ['repository.url'],
    write:
      'the https:// address of the repository, exactly its owner and name on GitHub, GitLab, Codeberg, Bitbucket or Sourcehut (https://github.com/me/portfolio); for a server of your own, add forge: gitlab, gitea or forgejo',
  },
  {
    release: '3.0.0',
    kind: 'site',
    change: 'changed',
    fields: ['repository.branch'],
    write: 'the name of a branch as git accepts it, such as main',
  },
  {
    release: '3.0.0',
    kind: 'site',
    change: 'changed',
    fields: ['analytics.script'],
    write: 'the https:// URL of your instance’s script, such as https://stats.example.org/script.js',
  },
  ...(['post', 'project'] as const).map((kind): MigrationNote => ({
    release: '3.0.0',
    kind,
    change: 'changed',
    fields: ['tags[]'],
    write: 'a tag other than index',
    problem: 'expected a tag other than index',
  })),
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
