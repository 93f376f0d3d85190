/**
 * Every content file read and checked against its schema, in the order the loader reads them (site,
 * skills, projects, jobs, posts, talks, pages), with their slugs; the problems go to the loader's list.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  experienceSchema,
  pageSchema,
  postSchema,
  projectSchema,
  siteSchema,
  skillsSchema,
  talkSchema,
  type Site,
} from '../../../src/content/schema.ts';
import type { ContentKind } from '../../../src/content/migrations.ts';
import type { LinkToCheck } from './checks/links.ts';
import { navOrderIssues } from './checks/nav-order.ts';
import { RENAMED_SITE_FIELDS } from './checks/renamed-fields.ts';
import { siteFieldIssues } from './checks/site-fields.ts';
import { takenSlugIssues } from './checks/taken-names.ts';
import { displayPath, type ContentIssue } from './issues.ts';
import { byOrder, listFiles, withSlugs, type Parsed, type Slugged } from './read.ts';
import type { ReadCache } from './read-cache.ts';

type Of<S extends z.ZodType> = z.infer<S>;

/** The content's files, read; the lists with slugs hold those that passed their schema. */
export interface Entries {
  site: Parsed<Site> | undefined;
  skills: Parsed<Of<typeof skillsSchema>> | undefined;
  projects: Parsed<Of<typeof projectSchema>>[];
  experience: Parsed<Of<typeof experienceSchema>>[];
  posts: Parsed<Of<typeof postSchema>>[];
  talks: Parsed<Of<typeof talkSchema>>[];
  pages: Parsed<Of<typeof pageSchema>>[];
  /** Projects and jobs by their `order`, talks newest first. */
  projectList: Slugged<Of<typeof projectSchema>>[];
  experienceList: Slugged<Of<typeof experienceSchema>>[];
  postList: Slugged<Of<typeof postSchema>>[];
  talkList: Slugged<Of<typeof talkSchema>>[];
  pageList: Slugged<Of<typeof pageSchema>>[];
  /** Every file read, in the order read. */
  files: string[];
}

/** The `.md` and `.mdx` files of `dir`, by name. */
const markdownFiles = (dir: string) => [...listFiles(dir, '.md'), ...listFiles(dir, '.mdx')].sort();

/**
 * Reads every file of the content in `contentDir`, adding each one's problems to `issues`; a file whose
 * text `cache` read before is not checked again.
 */
export function readEntries(contentDir: string, issues: ContentIssue[], cache: ReadCache): Entries {
  const files: string[] = [];
  const read = <S extends z.ZodType>(
    file: string,
    schema: S,
    kind?: ContentKind,
    renamed?: typeof RENAMED_SITE_FIELDS,
  ): Parsed<z.infer<S>> => {
    files.push(file);
    return cache.entry(file, { schema, kind, renamed }, issues);
  };
  const required = (file: string, what: string): boolean => {
    if (existsSync(file)) return true;
    issues.push({ file: displayPath(file), field: 'file', expected: `expected ${what} here`, found: 'no such file' });
    return false;
  };
  const siteFile = path.join(contentDir, 'site.md');
  const skillsFile = path.join(contentDir, 'skills.md');
  const site = required(siteFile, 'the owner’s profile')
    ? read(siteFile, siteSchema, 'site', RENAMED_SITE_FIELDS)
    : undefined;
  const skills = required(skillsFile, 'the list of skills') ? read(skillsFile, skillsSchema, 'skills') : undefined;
  const projects = markdownFiles(path.join(contentDir, 'projects')).map((f) => read(f, projectSchema, 'project'));
  const experience = listFiles(path.join(contentDir, 'experience'), '.md').map((f) =>
    read(f, experienceSchema, 'experience'),
  );
  const posts = listFiles(path.join(contentDir, 'blog'), '.mdx').map((f) => read(f, postSchema, 'post'));
  const talks = listFiles(path.join(contentDir, 'talks'), '.md').map((f) => read(f, talkSchema, 'talk'));
  const pages = markdownFiles(path.join(contentDir, 'pages')).map((f) => read(f, pageSchema, 'page'));
  const entries: Entries = {
    site,
    skills,
    projects,
    experience,
    posts,
    talks,
    pages,
    projectList: withSlugs(projects, 'project', issues).sort(byOrder),
    experienceList: withSlugs(experience, 'experience entry', issues).sort(byOrder),
    postList: withSlugs(posts, 'post', issues),
    talkList: withSlugs(talks, 'talk', issues).sort(
      (a, b) => b.value.date.localeCompare(a.value.date) || a.slug.localeCompare(b.slug),
    ),
    pageList: withSlugs(pages, 'page', issues),
    files,
  };
  issues.push(
    ...takenSlugIssues(
      entries.postList,
      entries.projectList.filter((project) => project.fm.body.trim() !== ''),
    ),
    ...navOrderIssues(entries.pageList),
  );
  if (site?.value) issues.push(...siteFieldIssues(displayPath(site.file), site.fm, site.value));
  return entries;
}

/**
 * The links written in frontmatter, which appear on the home page: the quick links, each project's
 * links, and a talk's slides, video or recording (any of which may be a file of the site).
 */
export function frontmatterLinks({ site, projects, talks }: Entries): LinkToCheck[] {
  const linksOf = (entry: Parsed<unknown>, field: string, hrefs: readonly { href: string }[]) =>
    hrefs.map((l, i) => ({
      file: displayPath(entry.file),
      line: entry.fm.lineOf([field, i, 'href']),
      field: `${field}[${i}].href`,
      href: l.href,
      page: '/',
    }));
  const talkLinks = (talk: Entries['talks'][number]) =>
    (['slides', 'video', 'recording'] as const).flatMap((field) => {
      const href = talk.value?.[field];
      return href === undefined
        ? []
        : [{ file: displayPath(talk.file), line: talk.fm.lineOf([field]), field, href, page: '/' }];
    });
  return [
    ...(site?.value ? linksOf(site, 'quickLinks', site.value.quickLinks) : []),
    ...projects.flatMap((project) => (project.value ? linksOf(project, 'links', project.value.links) : [])),
    ...talks.flatMap(talkLinks),
  ];
}
