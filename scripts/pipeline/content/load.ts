/**
 * Reads and checks everything in `content/`: frontmatter against the schemas, unique slugs, images
 * that exist, and links that lead somewhere. Returns the site's data or throws one ContentError
 * listing every problem found. Reading the files is in entries.ts (one file in read.ts), the bodies in
 * posts.ts and bodies.ts, the checks in checks/; this module runs them in turn and assembles the result.
 */
import {
  type ContentPage,
  type Experience,
  type PostSummary,
  type Project,
  type ProjectPage,
  type Site,
  type Talk,
} from '../../../src/content/schema.ts';
import { contentPagePath, projectPath } from '../../../src/lib/routes-paths.ts';
import { inspectPost, type PostInspector } from '../mdx/inspect.ts';
import type { GalleryImageRef } from '../mdx/rehype/gallery.ts';
import { checkContentPath } from './paths.ts';
import { readBodies, type BodyReading } from './bodies.ts';
import { badFileNames } from './checks/file-names.ts';
import { PROFILE_IMAGE_MIN } from '../images/presets.ts';
import { ContentError, type ContentIssue, displayPath } from './issues.ts';
import { smallImageWarning } from '../images/image-size.ts';
import { tagSpellingIssues } from './checks/tags.ts';
import { frontmatterLinks, readEntries, type Entries } from './entries.ts';
import { intendedSlug } from './read.ts';
import { readPosts, type PostReading, type PostSelection } from './posts.ts';
import type { Redirect } from './checks/aliases.ts';
import { siteLinks } from './site-links.ts';
import { buildDate } from '../dates/build-date.ts';
import { readCache, type ReadCache } from './read-cache.ts';
import { readConversation, type LoadedConversation } from './replies.ts';

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
  /** The posts on the site's lists, oldest first; drafts and posts still to come only when `drafts` was set. */
  posts: LoadedPost[];
  /** Posts built at their URLs and on no list (`unlisted: true`), oldest first. */
  unlisted: LoadedPost[];
  /** Drafts left out (none when `drafts` was set), in file order. */
  skippedDrafts: SkippedDraft[];
  /** Posts whose date is still to come in the owner's time zone, left out (none when `drafts` was set). */
  skippedScheduled: SkippedScheduled[];
  /** The old paths of the pages the build writes (`aliases:`), each with the page it leads to. */
  redirects: Redirect[];
  /** Paths removed on purpose (`removed:` in site.md), each of which gets a page saying so. */
  removed: string[];
  /** Every file read, for watching in dev. */
  files: string[];
  /** The file of each project, job and talk, as the build names it, by `projects/<slug>`, `experience/<slug>`, `talks/<slug>`. */
  sources: Record<string, string>;
  /** site.md as the build names it, and the lines of its fields checked after the content (the resume's limit). */
  siteSource: { file: string; lines: { resumeMaxPages?: number | undefined } };
  /** Problems that do not stop the build (images smaller than the site shows them), for printing. */
  warnings: ContentIssue[];
  /** The replies each page shows, and site.md's settings for readers' answers. */
  conversation: LoadedConversation;
}

/** A post as the loader knows it: its cover is still a source file, which the bundler turns into pictures. */
export type LoadedPost = Omit<PostSummary, 'cover' | 'previewCard'> & { cover?: GalleryImageRef | undefined };

/** A post with `draft: true` that a build leaves out. */
export interface SkippedDraft {
  slug: string;
  /** The MDX file, relative to the project root. */
  source: string;
}

/** A post whose date is still to come, which a build leaves out until then. */
export interface SkippedScheduled extends SkippedDraft {
  /** When it goes live: `2026-12-01 09:00 (Europe/Amsterdam)`. */
  goesLive: string;
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
  /**
   * Include posts marked `draft: true` and posts whose date is still to come (the dev server does); by
   * default they are left out, as in a build.
   */
  drafts?: boolean;
  /** The build's clock, which decides whether a post's date has come: build-date.ts's by default. */
  now?: Date;
  /**
   * What earlier reads of the same folder found, file by file (read-cache.ts): the dev server keeps one
   * for every read, so a save costs what it changed. By default, a cache of this read's own.
   */
  cache?: ReadCache;
}

/** Every body read (posts, project pages, pages), and what they hold, gathered for the checks. */
export interface Bodies {
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
  const { contentDir, publicDir, inspect = inspectPost, cache = readCache() } = options;
  const issues: ContentIssue[] = [];
  const entries = readEntries(contentDir, issues, cache);
  const photoFile = checkPhoto(entries.site, contentDir, issues);
  const selection = {
    drafts: options.drafts === true,
    now: options.now ?? buildDate(),
    timezone: entries.site?.value?.timezone ?? 'UTC',
  };
  const source = (file: string) => cache.source(file);
  const bodies = await readAllBodies(entries, { contentDir, inspect, source, ...selection }, issues);
  issues.push(...tagIssues(entries, bodies.posts));
  const { links, images } = bodies.found;
  links.push(...frontmatterLinks(entries));
  const checked = siteLinks(entries, bodies, publicDir);
  issues.push(...checked.issues);

  const conversation = readConversation(contentDir, entries, bodies, issues);
  const { site, skills } = entries;
  if (issues.length > 0 || !site?.value || !skills?.value) throw new ContentError(byFileAndLine(issues, entries.files));
  const photoRef = { file: displayPath(site.file), line: site.fm.lineOf(['photo', 'src']), field: 'photo.src' };
  images.unshift([photoRef, photoFile, PROFILE_IMAGE_MIN]);
  const sizes = new Map<string, ReturnType<ReadCache['imageSize']>>();
  // An image many posts show is measured once a read.
  const measure = (image: string) => {
    let size = sizes.get(image);
    if (!size) {
      size = cache.imageSize(image);
      sizes.set(image, size);
    }
    return size;
  };
  const warnings = await Promise.all(images.map(([ref, file, min]) => smallImageWarning(ref, file, min, measure)));
  return {
    ...loaded(entries, bodies, site.value, skills.value.skills),
    redirects: checked.redirects,
    removed: checked.removed,
    conversation: {
      replies: conversation.replies,
      hide: conversation.hide,
      replyByEmail: site.value.replyByEmail,
      webmention: site.value.replies.webmention,
      moderate: site.value.replies.moderate,
    },
    photoFile,
    files: [...entries.files, ...conversation.files, photoFile].filter(Boolean),
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
  options: PostSelection & { contentDir: string; inspect: PostInspector; source: (file: string) => string },
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
    source: options.source,
    routeOf: (entry) => projectPath(projectSlugs.get(entry.file) ?? intendedSlug(entry)),
  });
  const pageBodies = await readBodies(pages, {
    inspect: options.inspect,
    source: options.source,
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
  const published = new Set(summaries.map((post) => post.source));
  const tagged = [...posts.filter((entry) => published.has(displayPath(entry.file))), ...projects];
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

/** The checked content as the site uses it: each list by its order, with its slugs, pages and sources. */
function loaded(
  { projectList, experienceList, talkList, pageList }: Entries,
  { posts, projectPages, pageBodies }: Bodies,
  site: Site,
  skills: string[],
): Omit<LoadedContent, 'photoFile' | 'files' | 'siteSource' | 'warnings' | 'redirects' | 'removed' | 'conversation'> {
  return {
    site,
    // Old paths are the build's alone: no page carries them. What a project hides stays in its file; only
    // a project's page is discussed.
    projects: projectList.map(({ file, slug, value: { aliases: _aliases, hide: _hide, discussion, ...value } }) => {
      const page = projectPages.get(file);
      return { ...value, slug, ...(page && { page, ...(discussion.length > 0 && { discussion }) }) };
    }),
    experience: experienceList.map((e) => ({ ...e.value, slug: e.slug })),
    skills,
    talks: talkList.map((t) => ({ ...t.value, slug: t.slug })),
    pages: pageList.flatMap(({ file, slug, value: { aliases: _aliases, ...value } }) => {
      const body = pageBodies.get(file);
      return body ? [{ ...value, slug, ...body }] : [];
    }),
    posts: posts.summaries,
    unlisted: posts.unlisted,
    skippedDrafts: posts.skippedDrafts,
    skippedScheduled: posts.skippedScheduled,
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
