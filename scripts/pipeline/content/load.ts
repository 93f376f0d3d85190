/**
 * Reads and checks everything in `content/`: frontmatter against the schemas, unique slugs, images
 * that exist, and links that lead somewhere. Returns the site's data or throws one ContentError
 * listing every problem found. Reading one file is in read.ts, post dates in dates.ts, link checks in
 * links.ts; this module assembles them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  experienceSchema,
  pageSchema,
  postSchema,
  projectSchema,
  siteSchema,
  skillsSchema,
  talkSchema,
  type ContentPage,
  type Experience,
  type PostSummary,
  type Project,
  type ProjectPage,
  type Site,
  type Talk,
} from '../../../src/content/schema.ts';
import type { ContentKind } from '../../../src/content/migrations.ts';
import { contentPagePath, postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { presentSections, sectionCounts } from '../../../src/lib/sections.ts';
import { linkTargets } from '../../../src/route-build.ts';
import { inspectPost, type PostInspector } from '../mdx/inspect.ts';
import type { GalleryImageRef } from '../mdx/rehype/gallery.ts';
import { checkContentPath } from './paths.ts';
import { readBodies } from './bodies.ts';
import { badFileNames } from './checks/file-names.ts';
import { reservedPageSlugs, reservedSlugIssues } from './checks/page-slugs.ts';
import { resumePathIssue, takenSlugIssues } from './checks/taken-names.ts';
import { RENAMED_SITE_FIELDS } from './checks/renamed-fields.ts';
import { siteFieldIssues } from './checks/site-fields.ts';
import { PROFILE_IMAGE_MIN } from '../images/presets.ts';
import { ContentError, type ContentIssue, displayPath } from './issues.ts';
import { checkLinks } from './checks/links.ts';
import { smallImageWarning } from '../images/image-size.ts';
import { tagSpellingIssues } from './checks/tags.ts';
import { byOrder, intendedSlug, listFiles, listTree, readEntry, withSlugs, type Parsed } from './read.ts';
import { readPosts } from './posts.ts';

/** The checked content, before images are turned into pictures by the bundler. */
export interface LoadedContent {
  site: Site;
  /** Absolute path of the profile photo. */
  photoFile: string;
  projects: Project[];
  experience: Experience[];
  skills: string[];
  /** Talks, newest first. */
  talks: Talk[];
  /** Pages from content/pages/, by slug; their preview cards are drawn by the bundler's half. */
  pages: Omit<ContentPage, 'previewCard'>[];
  /** Oldest first; drafts only when `drafts` was set. */
  posts: LoadedPost[];
  /** Drafts left out (none when `drafts` was set), in file order. */
  skippedDrafts: SkippedDraft[];
  /** Every file read, for watching in dev. */
  files: string[];
  /** The file of each project, job and talk, as the build names it, by `projects/<slug>`, `experience/<slug>`, `talks/<slug>`. */
  sources: Record<string, string>;
  /** site.md as the build names it, and the lines of its fields checked after the content (the resume's limit). */
  siteSource: { file: string; lines: { resumeMaxPages?: number | undefined } };
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

  function read<S extends z.ZodType>(
    file: string,
    schema: S,
    kind?: ContentKind,
    renamed?: typeof RENAMED_SITE_FIELDS,
  ): Parsed<z.infer<S>> {
    files.push(file);
    return readEntry(file, schema, issues, kind, renamed);
  }

  function required(file: string, what: string): boolean {
    if (existsSync(file)) return true;
    issues.push({ file: displayPath(file), field: 'file', expected: `expected ${what} here`, found: 'no such file' });
    return false;
  }

  const siteFile = path.join(contentDir, 'site.md');
  const skillsFile = path.join(contentDir, 'skills.md');
  const site = required(siteFile, 'the owner’s profile')
    ? read(siteFile, siteSchema, 'site', RENAMED_SITE_FIELDS)
    : undefined;
  const skills = required(skillsFile, 'the list of skills') ? read(skillsFile, skillsSchema, 'skills') : undefined;
  const projectsDir = path.join(contentDir, 'projects');
  const projects = [...listFiles(projectsDir, '.md'), ...listFiles(projectsDir, '.mdx')]
    .sort()
    .map((f) => read(f, projectSchema, 'project'));
  const experience = listFiles(path.join(contentDir, 'experience'), '.md').map((f) =>
    read(f, experienceSchema, 'experience'),
  );
  const posts = listFiles(path.join(contentDir, 'blog'), '.mdx').map((f) => read(f, postSchema, 'post'));
  const talks = listFiles(path.join(contentDir, 'talks'), '.md').map((f) => read(f, talkSchema));
  const pagesDir = path.join(contentDir, 'pages');
  const pages = [...listFiles(pagesDir, '.md'), ...listFiles(pagesDir, '.mdx')].sort().map((f) => read(f, pageSchema));

  const projectList = withSlugs(projects, 'project', issues).sort(byOrder);
  const experienceList = withSlugs(experience, 'experience entry', issues).sort(byOrder);
  const postList = withSlugs(posts, 'post', issues);
  const talkList = withSlugs(talks, 'talk', issues).sort(
    (a, b) => b.value.date.localeCompare(a.value.date) || a.slug.localeCompare(b.slug),
  );
  const pageList = withSlugs(pages, 'page', issues);
  issues.push(
    ...takenSlugIssues(
      postList,
      projectList.filter((project) => project.fm.body.trim() !== ''),
    ),
  );
  if (site?.value) issues.push(...siteFieldIssues(displayPath(site.file), site.fm, site.value));

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
  // A project's and a page's name is their URL (and their files') when they set no slug.
  const { files: badNames, issues: nameIssues } = badFileNames(posts, 'post');
  const pageNames = badFileNames(pages, 'page');
  issues.push(...nameIssues, ...pageNames.issues, ...badFileNames(projects, 'project').issues);

  // Post bodies: ids they define, links they hold, and gallery or MDX problems (see posts.ts).
  const postReading = await readPosts(posts, postList, {
    inspect,
    drafts: options.drafts === true,
    contentDir,
    badNames,
  });
  const { summaries, skippedDrafts, anchors: postAnchors } = postReading;
  const { links, images, unchecked } = postReading;
  issues.push(...postReading.issues);

  // Project bodies: a project whose file has text after its frontmatter gets a page, checked as a
  // post's body is (its compile, its links, its images), without a post's required sections; and so is
  // each page from content/pages/, which must have text.
  const projectSlugs = new Map(projectList.map((project) => [project.file, project.slug]));
  const pageSlugs = new Map(pageList.map((page) => [page.file, page.slug]));
  const projectBodies = await readBodies(projects, {
    inspect,
    routeOf: (entry) => projectPath(projectSlugs.get(entry.file) ?? intendedSlug(entry)),
  });
  const pageBodies = await readBodies(pages, {
    inspect,
    routeOf: (entry) => contentPagePath(pageSlugs.get(entry.file) ?? intendedSlug(entry)),
    requireText: true,
  });
  for (const reading of [projectBodies, pageBodies]) {
    issues.push(...reading.issues);
    links.push(...reading.links);
    images.push(...reading.images);
    for (const route of reading.unchecked) unchecked.add(route);
  }
  for (const page of pages) if (pageNames.files.has(page.file)) unchecked.add(contentPagePath(intendedSlug(page)));
  const projectPages = new Map<string, ProjectPage>(projectBodies.bodies);

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
  // A talk's slides, video or recording may be a file of the site.
  for (const talk of talks) {
    for (const field of ['slides', 'video', 'recording'] as const) {
      const href = talk.value?.[field];
      if (href === undefined) continue;
      links.push({ file: displayPath(talk.file), line: talk.fm.lineOf([field]), field, href, page: '/' });
    }
  }

  const publicFiles = new Set(
    listTree(publicDir).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`),
  );
  if (site?.value) {
    const clash = resumePathIssue(site, site.value.resume, publicFiles);
    if (clash) issues.push(clash);
    publicFiles.add(site.value.resume);
  }
  issues.push(...reservedSlugIssues(pageList, reservedPageSlugs(publicFiles)));
  const drafts = new Map(skippedDrafts.map((d) => [postPath(d.slug), d.source]));
  // Every page of the route table a link may lead to, with the ids on it. A file that failed its
  // checks still counts towards its section, so a link to the section is not reported as well.
  const skillList = skills?.value?.skills ?? (skills ? [skills] : []);
  const targets = linkTargets({
    site: {
      blog: { pageSize: site?.value?.blog.pageSize ?? DEFAULT_PAGE_SIZE },
      // A file that failed its checks still counts towards its section, as below.
      sections: presentSections(
        sectionCounts({ projects, experience, skills: skillList, talks, posts: postAnchors }),
        site?.value?.home.sections,
      ),
    },
    posts: postAnchors,
    talks,
    // A page that failed its checks still counts, so a link to it is not reported as well.
    pages: pages.map((page) => ({
      slug: pageSlugs.get(page.file) ?? intendedSlug(page),
      ids: pageBodies.bodies.get(page.file)?.ids ?? [],
    })),
    // A project that failed its checks still counts (see above), without tags.
    projects: projects.map((project) => ({
      slug: projectSlugs.get(project.file) ?? intendedSlug(project),
      tags: project.value?.tags,
      page: projectPages.get(project.file),
    })),
    experience,
    skills: skillList,
  });
  issues.push(...checkLinks(links, { pages: targets, files: publicFiles, unchecked, drafts }));

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
    talks: talkList.map((t) => ({ ...t.value, slug: t.slug })),
    pages: pageList.flatMap((p) => {
      const body = pageBodies.bodies.get(p.file);
      return body ? [{ ...p.value, slug: p.slug, ...body }] : [];
    }),
    posts: summaries,
    skippedDrafts,
    files: [...files, photoFile].filter(Boolean),
    sources: Object.fromEntries([
      ...projectList.map((entry) => [`projects/${entry.slug}`, displayPath(entry.file)]),
      ...experienceList.map((entry) => [`experience/${entry.slug}`, displayPath(entry.file)]),
      ...talkList.map((entry) => [`talks/${entry.slug}`, displayPath(entry.file)]),
    ]) as Record<string, string>,
    siteSource: { file: displayPath(site.file), lines: { resumeMaxPages: site.fm.lineOf(['resumeMaxPages']) } },
    warnings: warnings.filter((warning) => warning !== undefined),
  };
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
