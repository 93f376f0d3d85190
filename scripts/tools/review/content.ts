/**
 * Reads one revision's content through the build's own loader (scripts/pipeline/content/load.ts) and schemas,
 * and compares two revisions entity by entity: `projects/a-project: stack +Zephyr −LiDAR`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { postSchema } from '../../../src/content/schema.ts';
import { ContentError, type ContentIssue } from '../../pipeline/content/issues.ts';
import { loadContent } from '../../pipeline/content/load.ts';
import { listFiles, readEntry, withSlugs } from '../../pipeline/content/read.ts';
import { diffFields, diffValue, type Detail, type FieldChanges } from './fields.ts';
import { readPostBody, type PostBody } from './post-body.ts';
import { buildDate } from '../../pipeline/dates/build-date.ts';
import { goesLive, isLive, postMoment } from '../../pipeline/dates/schedule.ts';
import { diffPostBody } from './post-diff.ts';

/** One thing a reviewer recognises: the profile, the skills, a project (and its page), a job or a post. */
export interface Entity {
  /** The frontmatter as the schema parsed it (the skills entity is its list). */
  fields: Record<string, unknown> | unknown[];
  /** Hashes of the files it shows (the profile photo), by the field that names them. */
  files: Record<string, string>;
  body?: PostBody;
  /** What the site does with it besides showing it: a post's `draft`, `scheduled: goes live on …`, `unlisted`. */
  labels?: string[];
}

/**
 * A revision's content, by entity name (`site`, `skills`, `projects/<slug>`, `experience/<slug>`,
 * `talks/<slug>`, `pages/<slug>`, `blog/<slug>`).
 */
export type RevisionContent = Map<string, Entity>;

/** The changes of one entity, for one summary line. */
export interface EntityChange {
  entity: string;
  changes: string[];
  details: Detail[];
  /** The newer revision's labels of it (see Entity), or the older's for one removed. */
  labels?: string[];
}

/** Thrown when a revision's content does not pass the build's checks; issues name files inside that revision. */
export class RevisionContentError extends Error {
  readonly issues: readonly ContentIssue[];
  constructor(issues: readonly ContentIssue[]) {
    super(issues.length === 1 ? '1 content problem' : `${issues.length} content problems`);
    this.name = 'RevisionContentError';
    this.issues = issues;
  }
}

const hashFile = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Loads the content of the checkout at `root` with the build's loader. */
export async function readRevisionContent(root: string): Promise<RevisionContent> {
  let loaded;
  try {
    loaded = await loadContent({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public') });
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // The loader names files relative to the working directory; a reader wants them inside the revision.
    const inRevision = (file: string) => path.relative(root, path.resolve(file)).split(path.sep).join('/');
    throw new RevisionContentError(error.issues.map((issue) => ({ ...issue, file: inRevision(issue.file) })));
  }
  const content: RevisionContent = new Map();
  const { site, photoFile, skills, projects, experience, talks, pages } = loaded;
  content.set('site', { fields: site, files: { photo: hashFile(photoFile) } });
  content.set('skills', { fields: skills, files: {} });
  // A project with a page: its body compared as a post's is (its file's place is not a change).
  for (const { slug: _slug, page, ...fields } of projects) {
    const file = page && path.resolve(page.source);
    content.set(`projects/${_slug}`, {
      fields,
      files: {},
      ...(file && { body: await readPostBody(file, readFileSync(file, 'utf8')) }),
    });
  }
  for (const { slug: _slug, ...fields } of experience) content.set(`experience/${_slug}`, { fields, files: {} });
  for (const { slug: _slug, ...fields } of talks) content.set(`talks/${_slug}`, { fields, files: {} });
  // A page from content/pages/: its frontmatter, and its body compared as a post's is.
  for (const { slug: _slug, source, ids: _ids, ...fields } of pages) {
    const file = path.resolve(source);
    content.set(`pages/${_slug}`, { fields, files: {}, body: await readPostBody(file, readFileSync(file, 'utf8')) });
  }
  // Every post file, read again for every frontmatter field as the schema parsed it (the loader's
  // summaries keep only what the app needs), so a new field, or a post the site leaves out, still shows.
  const postFiles = listFiles(path.join(root, 'content', 'blog'), '.mdx');
  for (const post of withSlugs(
    postFiles.map((file) => readEntry(file, postSchema, [])),
    'post',
    [],
  )) {
    const { slug: _slug, ...fields } = post.value;
    content.set(`blog/${post.slug}`, {
      fields,
      files: {},
      labels: postLabels(post.value, site.timezone),
      body: await readPostBody(post.file, readFileSync(post.file, 'utf8')),
    });
  }
  return content;
}

/** A post's labels: a draft, a post still to come (when it goes live, by the build's clock), an unlisted post. */
function postLabels(
  post: { draft?: boolean | undefined; unlisted?: boolean | undefined; date: string },
  zone: string,
): string[] {
  const moment = postMoment(post.date);
  return [
    ...(post.draft === true ? ['draft'] : []),
    ...(isLive(moment, buildDate(), zone) ? [] : [`scheduled: goes live on ${goesLive(moment, zone)}`]),
    ...(post.unlisted === true ? ['unlisted'] : []),
  ];
}

/**
 * The content of the checkout at `root` read by that checkout's own copy of this module, and so by its
 * own loader and schemas: content written for an older release (a field a later one renamed) is read as
 * its own build reads it. Undefined when the checkout has no such module; a RevisionContentError when
 * its own loader finds problems too.
 */
export async function readRevisionContentWithOwnCode(root: string): Promise<RevisionContent | undefined> {
  const own = path.join(root, 'scripts', 'tools', 'review', 'content.ts');
  if (!existsSync(own)) return undefined;
  const module = (await import(pathToFileURL(own).href)) as { readRevisionContent: typeof readRevisionContent };
  try {
    return await module.readRevisionContent(root);
  } catch (error) {
    // Its own class, not this module's: the same error, from another copy of this file.
    const { name, issues } = error as { name?: unknown; issues?: unknown };
    if (name === 'RevisionContentError' && Array.isArray(issues))
      throw new RevisionContentError(issues as ContentIssue[]);
    throw error;
  }
}

/** The entities that changed from `before` to `after`, in the newer revision's order, then removed ones. */
export function diffContent(before: RevisionContent, after: RevisionContent): EntityChange[] {
  const result: EntityChange[] = [];
  for (const name of new Set([...after.keys(), ...before.keys()])) {
    const [b, a] = [before.get(name), after.get(name)];
    const labels = (a ?? b)?.labels ?? [];
    const labelled = labels.length > 0 ? { labels } : {};
    if (!b) result.push({ entity: name, changes: ['added'], details: [], ...labelled });
    else if (!a) result.push({ entity: name, changes: ['removed'], details: [], ...labelled });
    else {
      const out: FieldChanges = { changes: [], details: [] };
      if (Array.isArray(b.fields) || Array.isArray(a.fields)) diffValue('', b.fields, a.fields, out);
      else diffFields(b.fields, a.fields, out);
      for (const [field, hash] of Object.entries(a.files))
        if (b.files[field] !== undefined && b.files[field] !== hash) out.changes.push(`${field} replaced`);
      if (b.body && a.body) diffPostBody(b.body, a.body, out);
      if (out.changes.length > 0) result.push({ entity: name, ...out, ...labelled });
    }
  }
  return result;
}
