/**
 * Reads and checks everything in `content/`: frontmatter against the schemas, unique slugs, images
 * that exist, and links that lead somewhere. Returns the site's data or throws one ContentError
 * listing every problem found.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  experienceSchema,
  postSchema,
  projectSchema,
  siteSchema,
  skillsSchema,
  type Experience,
  type PostSummary,
  type Project,
  type Site,
  type UpdatedSource,
} from '../../src/content/schema.ts';
import { homeAnchorIds, TOP_ID } from '../../src/lib/sections.ts';
import { postPath } from '../../src/lib/routes-paths.ts';
import { inspectPost, type FoundLink, type PostInspector } from '../mdx/inspect.ts';
import { displayPath } from '../mdx/paths.ts';
import { parseFrontmatter, type FrontmatterFile } from './frontmatter.ts';
import { closestName, ContentError, describeValue, formatPath, type ContentIssue } from './issues.ts';
import { checkLinks, type LinkToCheck } from './links.ts';

/** The checked content, before images are turned into pictures by the bundler. */
export interface LoadedContent {
  site: Site;
  /** Absolute path of the profile photo. */
  photoFile: string;
  projects: Project[];
  experience: Experience[];
  skills: string[];
  /** Oldest first. */
  posts: PostSummary[];
  /** Every file read, for watching in dev. */
  files: string[];
}

/** Options for `loadContent`. */
export interface LoadOptions {
  /** The `content/` folder. */
  contentDir: string;
  /** The `public/` folder, whose files count as link targets. */
  publicDir: string;
  /** The date a build happens, for posts with neither `updated` nor a commit. */
  today?: string;
  /**
   * Reads a post's ids, links and problems. By default only the structural part of the MDX pipeline
   * runs; the build passes one that compiles the post in full, so the bundler reuses that compile.
   */
  inspect?: PostInspector;
}

interface Parsed<T> {
  file: string;
  fm: FrontmatterFile;
  value?: T;
}

/** Loads and validates the whole content folder. */
export async function loadContent(options: LoadOptions): Promise<LoadedContent> {
  const { contentDir, publicDir, inspect = inspectPost } = options;
  const today = options.today ?? new Date().toISOString().slice(0, 10);
  const issues: ContentIssue[] = [];
  const files: string[] = [];

  function read<S extends z.ZodType>(file: string, schema: S): Parsed<z.infer<S>> {
    files.push(file);
    const shown = displayPath(file);
    const fm = parseFrontmatter(shown, readFileSync(file, 'utf8'));
    if (fm.syntaxIssues.length > 0) {
      issues.push(...fm.syntaxIssues);
      return { file, fm };
    }
    const result = schema.safeParse(fm.data);
    if (result.success) return { file, fm, value: result.data };
    issues.push(...schemaIssues(shown, fm, schema, result.error));
    return { file, fm };
  }

  function required(file: string, what: string): boolean {
    if (existsSync(file)) return true;
    issues.push({ file: displayPath(file), field: 'file', expected: `expected ${what} here`, found: 'no such file' });
    return false;
  }

  const siteFile = path.join(contentDir, 'site.md');
  const skillsFile = path.join(contentDir, 'skills.md');
  const site = required(siteFile, 'the owner’s profile') ? read(siteFile, siteSchema) : undefined;
  const skills = required(skillsFile, 'the list of skills') ? read(skillsFile, skillsSchema) : undefined;
  const projects = listFiles(path.join(contentDir, 'projects'), '.md').map((f) => read(f, projectSchema));
  const experience = listFiles(path.join(contentDir, 'experience'), '.md').map((f) => read(f, experienceSchema));
  const posts = listFiles(path.join(contentDir, 'blog'), '.mdx').map((f) => read(f, postSchema));

  const projectList = withSlugs(projects, 'project', issues).sort(byOrder);
  const experienceList = withSlugs(experience, 'experience entry', issues).sort(byOrder);
  const postList = withSlugs(posts, 'post', issues);

  let photoFile = '';
  if (site?.value) {
    photoFile = path.resolve(contentDir, site.value.photo.src);
    if (!existsSync(photoFile) || !statSync(photoFile).isFile()) {
      issues.push({
        file: displayPath(site.file),
        line: site.fm.lineOf(['photo', 'src']),
        field: 'photo.src',
        expected: 'expected an image file, relative to content/',
        found: `"${site.value.photo.src}", which does not exist`,
      });
    }
  }

  // Post bodies: ids they define, links they hold, and gallery or MDX problems.
  const pages = new Map<string, Set<string>>([['/', new Set(homeAnchorIds)]]);
  const links: LinkToCheck[] = [];
  const summaries: PostSummary[] = [];
  let commitDates: Map<string, string> | undefined;
  for (const post of postList) {
    const structure = await inspect(post.file, readFileSync(post.file, 'utf8'));
    issues.push(...structure.issues);
    const route = postPath(post.slug);
    pages.set(route, new Set([TOP_ID, ...structure.ids]));
    links.push(...structure.links.map((l: FoundLink) => ({ file: displayPath(post.file), line: l.line, field: 'link', href: l.href, page: route })));
    const { updated, source } = updatedDate(post.value.updated, post.file, today, () => (commitDates ??= lastCommitDates(contentDir)));
    summaries.push({
      slug: post.slug,
      title: post.value.title,
      description: post.value.description,
      date: post.value.date,
      updated,
      updatedSource: source,
      repo: post.value.repo,
      source: displayPath(post.file),
    });
  }
  summaries.sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));

  // Links written in frontmatter appear on the home page.
  const frontmatterLinks = (entry: Parsed<unknown>, field: string, hrefs: readonly { href: string }[]) =>
    hrefs.forEach((l, i) =>
      links.push({ file: displayPath(entry.file), line: entry.fm.lineOf([field, i, 'href']), field: `${field}[${i}].href`, href: l.href, page: '/' }),
    );
  if (site?.value) {
    frontmatterLinks(site, 'quickLinks', site.value.quickLinks);
  }
  for (const project of projects) if (project.value) frontmatterLinks(project, 'links', project.value.links);

  const publicFiles = new Set(listTree(publicDir).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`));
  if (site?.value) publicFiles.add(site.value.resume);
  issues.push(...checkLinks(links, { pages, files: publicFiles }));

  if (issues.length > 0 || !site?.value || !skills?.value) throw new ContentError(byFileAndLine(issues, files));
  return {
    site: site.value,
    photoFile,
    projects: projectList.map((p) => ({ ...p.value, slug: p.slug })),
    experience: experienceList.map((e) => ({ ...e.value, slug: e.slug })),
    skills: skills.value.skills,
    posts: summaries,
    files: [...files, photoFile].filter(Boolean),
  };
}

/** Groups issues by file, in the order the files were read, then by line; ties keep their order. */
function byFileAndLine(issues: readonly ContentIssue[], files: readonly string[]): ContentIssue[] {
  const rank = new Map(files.map((f, i) => [displayPath(f), i]));
  const fileRank = (i: ContentIssue) => rank.get(i.file) ?? files.length;
  return [...issues].sort((a, b) => fileRank(a) - fileRank(b) || (a.line ?? 0) - (b.line ?? 0));
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
    out.push({
      file,
      line: fm.lineOf(issue.path),
      field: formatPath(issue.path),
      expected: plainMessage(issue.message),
      found: describeValue(value),
    });
  }
  return out.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** zod's own messages read "Invalid input: expected X, received Y"; keep just "expected X". */
function plainMessage(message: string): string {
  return message.replace(/^Invalid input: /, '').replace(/, received .*$/, '');
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
  let node: unknown = schema;
  for (const part of path) {
    node = unwrap(node);
    const def = (node as { def?: { type?: string; shape?: Record<string, unknown>; element?: unknown } }).def;
    if (def?.type === 'object' && typeof part === 'string') node = def.shape?.[part];
    else if (def?.type === 'array') node = def.element;
    else return [];
  }
  const def = (unwrap(node) as { def?: { shape?: Record<string, unknown> } }).def;
  return Object.keys(def?.shape ?? {});
}

function unwrap(node: unknown): unknown {
  let current = node as { def?: { type?: string; innerType?: unknown; out?: unknown } } | undefined;
  while (current?.def && ['optional', 'nullable', 'default', 'pipe'].includes(current.def.type ?? '')) {
    current = (current.def.innerType ?? current.def.out) as typeof current;
  }
  return current;
}

/** Gives each entry its slug (frontmatter `slug`, else the file name) and reports duplicates. */
function withSlugs<T extends { slug?: string | undefined }>(
  entries: Parsed<T>[],
  kind: string,
  issues: ContentIssue[],
): (Parsed<T> & { value: T; slug: string })[] {
  const seen = new Map<string, string>();
  const out: (Parsed<T> & { value: T; slug: string })[] = [];
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

function byOrder<T extends { value: { order: number }; slug: string }>(a: T, b: T): number {
  return a.value.order - b.value.order || a.slug.localeCompare(b.slug);
}

function listFiles(dir: string, extension: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(extension) && !name.startsWith('_'))
    .sort()
    .map((name) => path.join(dir, name));
}

function listTree(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listTree(full) : [full];
  });
}

/** The post's "updated" date: frontmatter, else its last commit, else the build date. */
function updatedDate(
  frontmatter: string | undefined,
  file: string,
  today: string,
  commitDates: () => Map<string, string>,
): { updated: string; source: UpdatedSource } {
  if (frontmatter) return { updated: frontmatter, source: 'frontmatter' };
  const committed = commitDates().get(path.resolve(file));
  if (committed) return { updated: committed, source: 'git' };
  return { updated: today, source: 'build' };
}

/**
 * The last commit date of every file under `dir`, from one `git log` (one process per build, not one
 * per post, so the build does not slow down by a process start for each post). Empty when `dir` is
 * not in a git checkout or git is missing.
 */
function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024 });
    const top = git(['rev-parse', '--show-toplevel']).trim();
    let date: string | undefined;
    // Newest first: a line "\0<date>" per commit, then the paths it touched (relative to the top level).
    for (const line of git(['log', '--format=%x00%cs', '--name-only', '--', '.']).split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
        const file = path.join(top, line);
        if (!dates.has(file)) dates.set(file, date);
      }
    }
  } catch {
    // Not a git checkout, or git is missing: every post falls back to the build date.
  }
  return dates;
}
