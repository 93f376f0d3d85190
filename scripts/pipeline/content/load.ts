/**
 * Reads and checks everything in `content/`: frontmatter against the schemas, unique slugs, images
 * that exist, and links that lead somewhere. Returns the site's data or throws one ContentError
 * listing every problem found. Reading one file is in read.ts, post dates in dates.ts, link checks in
 * links.ts; this module assembles them.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  experienceSchema,
  postSchema,
  projectSchema,
  siteSchema,
  skillsSchema,
  type Experience,
  type PostSummary,
  type Project,
  type ProjectPage,
  type Site,
} from '../../../src/content/schema.ts';
import type { ContentKind } from '../../../src/content/migrations.ts';
import { byDate } from '../../../src/lib/posts.ts';
import { postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { linkTargets, type RouteContent } from '../../../src/route-table.ts';
import { inspectPost, type FoundLink, type PostInspector } from '../mdx/inspect.ts';
import type { GalleryImageRef } from '../mdx/rehype/gallery.ts';
import { checkContentPath, isSlug, slugFor } from './paths.ts';
import { GALLERY_IMAGE_MIN, PROFILE_IMAGE_MIN } from '../images/presets.ts';
import { contentHistory, type FileHistory } from '../dates/git-history.ts';
import { updatedDate } from '../dates/post-dates.ts';
import { ContentError, type ContentIssue, displayPath } from './issues.ts';
import { checkLinks, type LinkToCheck } from './checks/links.ts';
import { smallImageWarning, type ImageRef, type MinimumSize } from '../images/image-size.ts';
import { postBodyIssues } from './checks/post-body.ts';
import { tagSpellingIssues } from './checks/tags.ts';
import { byOrder, listFiles, listTree, readEntry, withSlugs, type Parsed } from './read.ts';
import { normalizeSource } from './source.ts';

/** The checked content, before images are turned into pictures by the bundler. */
export interface LoadedContent {
  site: Site;
  /** Absolute path of the profile photo. */
  photoFile: string;
  projects: Project[];
  experience: Experience[];
  skills: string[];
  /** Oldest first; drafts only when `drafts` was set. */
  posts: LoadedPost[];
  /** Drafts left out (none when `drafts` was set), in file order. */
  skippedDrafts: SkippedDraft[];
  /** Every file read, for watching in dev. */
  files: string[];
  /** Problems that do not stop the build (images smaller than the site shows them), for printing. */
  warnings: ContentIssue[];
}

/** A post as the loader knows it: its cover is still a source file, which the bundler turns into pictures. */
export type LoadedPost = Omit<PostSummary, 'cover' | 'previewCard'> & { cover?: GalleryImageRef | undefined };

/** A post with `draft: true` that a build leaves out. */
export interface SkippedDraft {
  slug: string;
  /** The MDX file, relative to the project root. */
  source: string;
}

/** Options for `loadContent`. */
export interface LoadOptions {
  /** The `content/` folder. */
  contentDir: string;
  /** The `public/` folder, whose files count as link targets. */
  publicDir: string;
  /**
   * Reads a post's ids, links and problems. By default only the structural part of the MDX pipeline
   * runs; the build passes one that compiles the post in full, so the bundler reuses that compile.
   */
  inspect?: PostInspector;
  /** Include posts marked `draft: true` (the dev server does); by default they are left out, as in a build. */
  drafts?: boolean;
}

/** Loads and validates the whole content folder. */
export async function loadContent(options: LoadOptions): Promise<LoadedContent> {
  const { contentDir, publicDir, inspect = inspectPost } = options;
  const issues: ContentIssue[] = [];
  const files: string[] = [];

  function read<S extends z.ZodType>(file: string, schema: S, kind: ContentKind): Parsed<z.infer<S>> {
    files.push(file);
    return readEntry(file, schema, issues, kind);
  }

  function required(file: string, what: string): boolean {
    if (existsSync(file)) return true;
    issues.push({ file: displayPath(file), field: 'file', expected: `expected ${what} here`, found: 'no such file' });
    return false;
  }

  const siteFile = path.join(contentDir, 'site.md');
  const skillsFile = path.join(contentDir, 'skills.md');
  const site = required(siteFile, 'the owner’s profile') ? read(siteFile, siteSchema, 'site') : undefined;
  const skills = required(skillsFile, 'the list of skills') ? read(skillsFile, skillsSchema, 'skills') : undefined;
  const projectsDir = path.join(contentDir, 'projects');
  const projects = [...listFiles(projectsDir, '.md'), ...listFiles(projectsDir, '.mdx')]
    .sort()
    .map((f) => read(f, projectSchema, 'project'));
  const experience = listFiles(path.join(contentDir, 'experience'), '.md').map((f) =>
    read(f, experienceSchema, 'experience'),
  );
  const posts = listFiles(path.join(contentDir, 'blog'), '.mdx').map((f) => read(f, postSchema, 'post'));

  const projectList = withSlugs(projects, 'project', issues).sort(byOrder);
  const experienceList = withSlugs(experience, 'experience entry', issues).sort(byOrder);
  const postList = withSlugs(posts, 'post', issues);

  let photoFile = '';
  if (site?.value) {
    // Checked before anything reads it: inside the content folder, an image, a file that exists.
    const photo = checkContentPath(site.value.photo.src, {
      baseDir: contentDir,
      contentDir,
      kind: 'image',
      describe: 'an image file, relative to content/',
    });
    if ('file' in photo) photoFile = photo.file;
    else
      issues.push({
        file: displayPath(site.file),
        line: site.fm.lineOf(['photo', 'src']),
        field: 'photo.src',
        ...photo,
      });
  }

  // A post's file name is its URL unless it sets a slug; either way it must be one a host can serve.
  const badNames = new Set<string>();
  for (const entry of posts) {
    const name = path.basename(entry.file, '.mdx');
    if (isSlug(name)) continue;
    badNames.add(entry.file);
    issues.push({
      file: displayPath(entry.file),
      field: 'file name',
      expected: 'expected a file name of lowercase letters, digits and hyphens (it becomes the post’s URL)',
      found: JSON.stringify(path.basename(entry.file)),
      hint: `rename it to ${slugFor(name)}.mdx`,
    });
  }

  // Post bodies: ids they define, links they hold, and gallery or MDX problems. A post whose
  // frontmatter failed is read too, so one build reports every problem of the file. Links to a post
  // with problems are not checked: they would be reported missing while the post is the problem.
  // Each post as a link may reach it: its slug and the ids its body defines (for the route table).
  const postAnchors: RouteContent['posts'][number][] = [];
  const links: LinkToCheck[] = [];
  const summaries: LoadedPost[] = [];
  const skippedDrafts: SkippedDraft[] = [];
  let history: Map<string, FileHistory> | undefined;
  const valid = new Map(postList.map((post) => [post.file, post]));
  const unchecked = new Set<string>();
  const images: [ImageRef, string, MinimumSize][] = [];
  for (const entry of posts) {
    const post = valid.get(entry.file);
    // A draft left out is not compiled or checked: a half-written post must not stop a build.
    if (post?.value.draft === true && options.drafts !== true) {
      skippedDrafts.push({ slug: post.slug, source: displayPath(post.file) });
      continue;
    }
    const structure = await inspect(entry.file, normalizeSource(readFileSync(entry.file, 'utf8')));
    // A body check needs a compiled body: a post that failed to compile has its reason already.
    const own =
      structure.issues.length > 0
        ? structure.issues
        : postBodyIssues(displayPath(entry.file), entry.fm, structure.sections);
    issues.push(...own);
    const slug = post?.slug ?? intendedSlug(entry);
    const route = postPath(slug);
    if (!post && postAnchors.some((p) => p.slug === slug)) continue;
    postAnchors.push({
      slug,
      ids: [...structure.ids],
      ...(post && { date: post.value.date, title: post.value.title, tags: post.value.tags }),
    });
    if (!post || own.length > 0 || badNames.has(entry.file)) unchecked.add(route);
    links.push(
      ...structure.links.map((l: FoundLink) => ({
        file: displayPath(entry.file),
        line: l.line,
        field: 'link',
        href: l.href,
        page: route,
      })),
    );
    if (!post) continue;
    for (const image of structure.images) {
      images.push([
        { file: displayPath(post.file), line: image.line, field: 'GalleryImage src' },
        image.file,
        GALLERY_IMAGE_MIN,
      ]);
    }
    const { updated, source } = updatedDate(
      post.value,
      post.file,
      () => (history ??= contentHistory(contentDir).files),
    );
    summaries.push({
      slug: post.slug,
      title: post.value.title,
      description: post.value.description,
      date: post.value.date,
      updated,
      updatedSource: source,
      ...(post.value.repo ? { repo: post.value.repo } : {}),
      source: displayPath(post.file),
      readingMinutes: structure.readingMinutes,
      draft: post.value.draft === true,
      ids: [...structure.ids],
      tags: post.value.tags,
      cover: structure.cover,
    });
  }
  summaries.sort(byDate);

  // Project bodies: a project whose file has text after its frontmatter gets a page, checked as a
  // post's body is (its compile, its links, its images), without a post's required sections.
  const projectPages = new Map<string, ProjectPage>();
  const projectSlugs = new Map(projectList.map((project) => [project.file, project.slug]));
  for (const entry of projects) {
    if (entry.fm.body.trim() === '') continue;
    const structure = await inspect(entry.file, normalizeSource(readFileSync(entry.file, 'utf8')));
    issues.push(...structure.issues);
    const slug = projectSlugs.get(entry.file) ?? intendedSlug(entry);
    const route = projectPath(slug);
    if (!entry.value || structure.issues.length > 0) unchecked.add(route);
    links.push(
      ...structure.links.map((l: FoundLink) => ({
        file: displayPath(entry.file),
        line: l.line,
        field: 'link',
        href: l.href,
        page: route,
      })),
    );
    for (const image of structure.images) {
      images.push([
        { file: displayPath(entry.file), line: image.line, field: 'GalleryImage src' },
        image.file,
        GALLERY_IMAGE_MIN,
      ]);
    }
    projectPages.set(entry.file, { source: displayPath(entry.file), ids: [...structure.ids] });
  }

  // Each tag spelled one way, over the posts the build publishes and every project.
  const tagged = [
    ...posts.filter((entry) => summaries.some((post) => post.source === displayPath(entry.file))),
    ...projects,
  ];
  issues.push(
    ...tagSpellingIssues(
      tagged.flatMap((entry) =>
        tagsOf(entry).map((tag, i) => ({
          tag,
          file: displayPath(entry.file),
          line: entry.fm.lineOf(['tags', i]),
          field: `tags[${i}]`,
        })),
      ),
    ),
  );

  // Links written in frontmatter appear on the home page.
  const frontmatterLinks = (entry: Parsed<unknown>, field: string, hrefs: readonly { href: string }[]) =>
    hrefs.forEach((l, i) =>
      links.push({
        file: displayPath(entry.file),
        line: entry.fm.lineOf([field, i, 'href']),
        field: `${field}[${i}].href`,
        href: l.href,
        page: '/',
      }),
    );
  if (site?.value) {
    frontmatterLinks(site, 'quickLinks', site.value.quickLinks);
  }
  for (const project of projects) if (project.value) frontmatterLinks(project, 'links', project.value.links);

  const publicFiles = new Set(
    listTree(publicDir).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`),
  );
  if (site?.value) publicFiles.add(site.value.resume);
  const drafts = new Map(skippedDrafts.map((d) => [postPath(d.slug), d.source]));
  // Every page of the route table a link may lead to, with the ids on it. A file that failed its
  // checks still counts towards its section, so a link to the section is not reported as well.
  const pages = linkTargets({
    site: { blog: { pageSize: site?.value?.blog.pageSize ?? DEFAULT_PAGE_SIZE } },
    posts: postAnchors,
    // A project that failed its checks still counts (see above), without tags.
    projects: projects.map((project) => ({
      slug: projectSlugs.get(project.file) ?? intendedSlug(project),
      tags: project.value?.tags,
      page: projectPages.get(project.file),
    })),
    experience,
    skills: skills?.value?.skills ?? (skills ? [skills] : []),
  });
  issues.push(...checkLinks(links, { pages, files: publicFiles, unchecked, drafts }));

  if (issues.length > 0 || !site?.value || !skills?.value) throw new ContentError(byFileAndLine(issues, files));
  const photoRef = { file: displayPath(site.file), line: site.fm.lineOf(['photo', 'src']), field: 'photo.src' };
  images.unshift([photoRef, photoFile, PROFILE_IMAGE_MIN]);
  const warnings = await Promise.all(images.map(([ref, file, min]) => smallImageWarning(ref, file, min)));
  return {
    site: site.value,
    photoFile,
    projects: projectList.map((p) => {
      const page = projectPages.get(p.file);
      return { ...p.value, slug: p.slug, ...(page && { page }) };
    }),
    experience: experienceList.map((e) => ({ ...e.value, slug: e.slug })),
    skills: skills.value.skills,
    posts: summaries,
    skippedDrafts,
    files: [...files, photoFile].filter(Boolean),
    warnings: warnings.filter((warning) => warning !== undefined),
  };
}

/** The slug a post that failed its checks was meant to have: its `slug` field if that is text, else its file name. */
function intendedSlug(entry: Parsed<unknown>): string {
  const slug = entry.fm.data.slug;
  return typeof slug === 'string' && slug !== '' ? slug : path.basename(entry.file).replace(/\.mdx?$/, '');
}

/** Groups issues by file, in the order the files were read, then by line; ties keep their order. */
function byFileAndLine(issues: readonly ContentIssue[], files: readonly string[]): ContentIssue[] {
  const rank = new Map(files.map((f, i) => [displayPath(f), i]));
  const fileRank = (i: ContentIssue) => rank.get(i.file) ?? files.length;
  return [...issues].sort((a, b) => fileRank(a) - fileRank(b) || (a.line ?? 0) - (b.line ?? 0));
}

/** The tags an entry's frontmatter gives, when it passed its checks. */
function tagsOf(entry: Parsed<{ tags?: string[] }>): string[] {
  return entry.value?.tags ?? [];
}
