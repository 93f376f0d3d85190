/**
 * Reads and checks everything in `content/`: frontmatter against the schemas, unique slugs, images
 * that exist, and links that lead somewhere. Returns the site's data or throws one ContentError
 * listing every problem found. Reading the files is in entries.ts (one file in read.ts), the bodies in
 * posts.ts and bodies.ts, the checks in checks/; this module runs them in turn and assembles the result.
 */
import path from 'node:path';
import {
  DEFAULT_PAGE_SIZE,
  type ContentPage,
  type Experience,
  type PostSummary,
  type Project,
  type ProjectPage,
  type Site,
  type Talk,
} from '../../../src/content/schema.ts';
import { contentPagePath, postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { presentSections, sectionCounts } from '../../../src/lib/sections.ts';
import { linkTargets } from '../../../src/route-build.ts';
import { inspectPost, type PostInspector } from '../mdx/inspect.ts';
import type { GalleryImageRef } from '../mdx/rehype/gallery.ts';
import { checkContentPath } from './paths.ts';
import { readBodies, type BodyReading } from './bodies.ts';
import { badFileNames } from './checks/file-names.ts';
import { reservedPageSlugs, reservedSlugIssues } from './checks/page-slugs.ts';
import { resumePathIssue } from './checks/taken-names.ts';
import { PROFILE_IMAGE_MIN } from '../images/presets.ts';
import { ContentError, type ContentIssue, displayPath } from './issues.ts';
import { checkLinks } from './checks/links.ts';
import { smallImageWarning } from '../images/image-size.ts';
import { tagSpellingIssues } from './checks/tags.ts';
import { frontmatterLinks, readEntries, type Entries } from './entries.ts';
import { intendedSlug, listTree } from './read.ts';
import { readPosts, type PostReading } from './posts.ts';

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

/** Every body read (posts, project pages, pages), and what they hold, gathered for the checks. */
interface Bodies {
  posts: PostReading;
  projectPages: Map<string, ProjectPage>;
  pageBodies: BodyReading['bodies'];
  /** Every body's links and pictures, and the pages whose links are not checked. */
  found: Pick<BodyReading, 'links' | 'images' | 'unchecked'>;
  projectSlugs: Map<string, string>;
  pageSlugs: Map<string, string>;
}

/** Loads and validates the whole content folder. */
export async function loadContent(options: LoadOptions): Promise<LoadedContent> {
  const { contentDir, publicDir, inspect = inspectPost } = options;
  const issues: ContentIssue[] = [];
  const entries = readEntries(contentDir, issues);
  const photoFile = checkPhoto(entries.site, contentDir, issues);
  const bodies = await readAllBodies(entries, { contentDir, inspect, drafts: options.drafts === true }, issues);
  issues.push(...tagIssues(entries, bodies.posts));
  const { links, images } = bodies.found;
  links.push(...frontmatterLinks(entries));
  issues.push(...linkIssues(entries, bodies, publicDir));

  const { site, skills } = entries;
  if (issues.length > 0 || !site?.value || !skills?.value) throw new ContentError(byFileAndLine(issues, entries.files));
  const photoRef = { file: displayPath(site.file), line: site.fm.lineOf(['photo', 'src']), field: 'photo.src' };
  images.unshift([photoRef, photoFile, PROFILE_IMAGE_MIN]);
  const warnings = await Promise.all(images.map(([ref, file, min]) => smallImageWarning(ref, file, min)));
  return {
    ...loaded(entries, bodies, site.value, skills.value.skills),
    photoFile,
    files: [...entries.files, photoFile].filter(Boolean),
    siteSource: { file: displayPath(site.file), lines: { resumeMaxPages: site.fm.lineOf(['resumeMaxPages']) } },
    warnings: warnings.filter((warning) => warning !== undefined),
  };
}

/** The profile photo's file, checked before anything reads it: inside the content folder, an image, a file that exists. */
function checkPhoto(site: Entries['site'], contentDir: string, issues: ContentIssue[]): string {
  if (!site?.value) return '';
  const photo = checkContentPath(site.value.photo.src, {
    baseDir: contentDir,
    contentDir,
    kind: 'image',
    describe: 'an image file, relative to content/',
  });
  if ('file' in photo) return photo.file;
  issues.push({ file: displayPath(site.file), line: site.fm.lineOf(['photo', 'src']), field: 'photo.src', ...photo });
  return '';
}

/**
 * Every body: the posts' (see posts.ts), then each project's with text after its frontmatter, which
 * gets a page checked as a post's body is without a post's required sections, and each page's from
 * content/pages/, which must have text. A post's or page's file name is its URL unless it sets a slug;
 * either way it must be one a host can serve.
 */
async function readAllBodies(
  { posts, postList, projects, projectList, pages, pageList }: Entries,
  options: { contentDir: string; inspect: PostInspector; drafts: boolean },
  issues: ContentIssue[],
): Promise<Bodies> {
  const { files: badNames, issues: nameIssues } = badFileNames(posts, 'post');
  const pageNames = badFileNames(pages, 'page');
  // A project's and a page's name is their URL (and their files') when they set no slug.
  issues.push(...nameIssues, ...pageNames.issues, ...badFileNames(projects, 'project').issues);
  const postReading = await readPosts(posts, postList, { ...options, badNames });
  issues.push(...postReading.issues);
  const projectSlugs = new Map(projectList.map((project) => [project.file, project.slug]));
  const pageSlugs = new Map(pageList.map((page) => [page.file, page.slug]));
  const projectBodies = await readBodies(projects, {
    inspect: options.inspect,
    routeOf: (entry) => projectPath(projectSlugs.get(entry.file) ?? intendedSlug(entry)),
  });
  const pageBodies = await readBodies(pages, {
    inspect: options.inspect,
    routeOf: (entry) => contentPagePath(pageSlugs.get(entry.file) ?? intendedSlug(entry)),
    requireText: true,
  });
  const { links, images, unchecked } = postReading;
  for (const reading of [projectBodies, pageBodies]) {
    issues.push(...reading.issues);
    links.push(...reading.links);
    images.push(...reading.images);
    for (const route of reading.unchecked) unchecked.add(route);
  }
  for (const page of pages) if (pageNames.files.has(page.file)) unchecked.add(contentPagePath(intendedSlug(page)));
  return {
    posts: postReading,
    projectPages: new Map<string, ProjectPage>(projectBodies.bodies),
    pageBodies: pageBodies.bodies,
    found: { links, images, unchecked },
    projectSlugs,
    pageSlugs,
  };
}

/** Each tag spelled one way, over the posts the build publishes and every project. */
function tagIssues({ posts, projects }: Entries, { summaries }: PostReading): ContentIssue[] {
  const tagged = [
    ...posts.filter((entry) => summaries.some((post) => post.source === displayPath(entry.file))),
    ...projects,
  ];
  return tagSpellingIssues(
    tagged.flatMap((entry) =>
      (entry.value?.tags ?? []).map((tag, i) => ({
        tag,
        file: displayPath(entry.file),
        line: entry.fm.lineOf(['tags', i]),
        field: `tags[${i}]`,
      })),
    ),
  );
}

/**
 * Every link checked against what the site has: the pages of the route table with the ids on them
 * (a file that failed its checks still counts towards its section and its own page, so a link to
 * either is not reported as well) and the public files; and each page's slug against those files.
 */
function linkIssues(entries: Entries, bodies: Bodies, publicDir: string): ContentIssue[] {
  const { site, skills, projects, experience, talks, pages, pageList } = entries;
  const { posts, projectPages, pageBodies, found, projectSlugs, pageSlugs } = bodies;
  const publicFiles = new Set(
    listTree(publicDir).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`),
  );
  const clash = site?.value && resumePathIssue(site, site.value.resume, publicFiles);
  if (site?.value) publicFiles.add(site.value.resume);
  const reserved = [...(clash ? [clash] : []), ...reservedSlugIssues(pageList, reservedPageSlugs(publicFiles))];
  const drafts = new Map(posts.skippedDrafts.map((d) => [postPath(d.slug), d.source]));
  const skillList = skills?.value?.skills ?? (skills ? [skills] : []);
  const targets = linkTargets({
    site: {
      blog: { pageSize: site?.value?.blog.pageSize ?? DEFAULT_PAGE_SIZE },
      sections: presentSections(
        sectionCounts({ projects, experience, skills: skillList, talks, posts: posts.anchors }),
        site?.value?.home.sections,
      ),
    },
    posts: posts.anchors,
    talks,
    pages: pages.map((page) => ({
      slug: pageSlugs.get(page.file) ?? intendedSlug(page),
      ids: pageBodies.get(page.file)?.ids ?? [],
    })),
    // A project that failed its checks still counts, without tags.
    projects: projects.map((project) => ({
      slug: projectSlugs.get(project.file) ?? intendedSlug(project),
      tags: project.value?.tags,
      page: projectPages.get(project.file),
    })),
    experience,
    skills: skillList,
  });
  const { links, unchecked } = found;
  return [...reserved, ...checkLinks(links, { pages: targets, files: publicFiles, unchecked, drafts })];
}

/** The checked content as the site uses it: each list by its order, with its slugs, pages and sources. */
function loaded(
  { projectList, experienceList, talkList, pageList }: Entries,
  { posts, projectPages, pageBodies }: Bodies,
  site: Site,
  skills: string[],
): Omit<LoadedContent, 'photoFile' | 'files' | 'siteSource' | 'warnings'> {
  return {
    site,
    projects: projectList.map((p) => {
      const page = projectPages.get(p.file);
      return { ...p.value, slug: p.slug, ...(page && { page }) };
    }),
    experience: experienceList.map((e) => ({ ...e.value, slug: e.slug })),
    skills,
    talks: talkList.map((t) => ({ ...t.value, slug: t.slug })),
    pages: pageList.flatMap((p) => {
      const body = pageBodies.get(p.file);
      return body ? [{ ...p.value, slug: p.slug, ...body }] : [];
    }),
    posts: posts.summaries,
    skippedDrafts: posts.skippedDrafts,
    sources: Object.fromEntries([
      ...projectList.map((entry) => [`projects/${entry.slug}`, displayPath(entry.file)]),
      ...experienceList.map((entry) => [`experience/${entry.slug}`, displayPath(entry.file)]),
      ...talkList.map((entry) => [`talks/${entry.slug}`, displayPath(entry.file)]),
    ]) as Record<string, string>,
  };
}

/** Groups issues by file, in the order the files were read, then by line; ties keep their order. */
function byFileAndLine(issues: readonly ContentIssue[], files: readonly string[]): ContentIssue[] {
  const rank = new Map(files.map((f, i) => [displayPath(f), i]));
  const fileRank = (i: ContentIssue) => rank.get(i.file) ?? files.length;
  return [...issues].sort((a, b) => fileRank(a) - fileRank(b) || (a.line ?? 0) - (b.line ?? 0));
}
