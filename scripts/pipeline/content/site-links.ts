/**
 * The content check's view of the whole site: every link checked against what the site has (the pages of
 * the route table with the ids on them, a file that failed its checks still counting towards its section
 * and its own page, so a link to either is not reported as well; and the public files), each page's slug
 * against those files, and each old path (`aliases:`, `removed:`) against all of them.
 */
import path from 'node:path';
import { DEFAULT_PAGE_SIZE } from '../../../src/content/schema.ts';
import { contentPagePath, postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { presentSections, sectionCounts } from '../../../src/lib/sections.ts';
import { linkTargets } from '../../../src/route-build.ts';
import { checkOldPaths, type AliasSource, type Redirect } from './checks/aliases.ts';
import { checkLinks } from './checks/links.ts';
import { reservedPageSlugs, reservedSlugIssues } from './checks/page-slugs.ts';
import { resumePathIssue } from './checks/taken-names.ts';
import type { Entries } from './entries.ts';
import { displayPath, type ContentIssue } from './issues.ts';
import type { Bodies } from './load.ts';
import { intendedSlug, listTree } from './read.ts';

/** What the whole-site checks found: the problems, and the old paths the build writes pages for. */
export interface SiteLinks {
  issues: ContentIssue[];
  redirects: Redirect[];
  removed: string[];
}

/** Checks every link, page name and old path of the content against the site it makes. */
export function siteLinks(entries: Entries, bodies: Bodies, publicDir: string): SiteLinks {
  const { site, skills, projects, experience, talks, pages, pageList } = entries;
  const { posts, projectPages, pageBodies, found, projectSlugs, pageSlugs } = bodies;
  const publicFiles = new Set(
    listTree(publicDir).map((f) => `/${path.relative(publicDir, f).split(path.sep).join('/')}`),
  );
  const clash = site?.value && resumePathIssue(site, site.value.resume, publicFiles);
  if (site?.value) publicFiles.add(site.value.resume);
  const reserved = [...(clash ? [clash] : []), ...reservedSlugIssues(pageList, reservedPageSlugs(publicFiles))];
  const drafts = new Map(posts.skippedDrafts.map((d) => [postPath(d.slug), d.source]));
  const scheduled = new Map(
    posts.skippedScheduled.map((d) => [postPath(d.slug), `${d.source} goes live on ${d.goesLive}`]),
  );
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
    unlisted: posts.unlistedAnchors,
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
  const old = checkOldPaths(
    aliasSources(entries, bodies),
    site?.value && { file: site.file, fm: site.fm, paths: site.value.removed },
    { pages: new Set(targets.keys()), files: publicFiles },
  );
  return {
    issues: [
      ...reserved,
      ...projectAliasIssues(entries, bodies),
      ...old.issues,
      ...checkLinks(links, { pages: targets, files: publicFiles, unchecked, drafts, scheduled }),
    ],
    redirects: old.redirects,
    removed: old.removed,
  };
}

/** The pages the build writes with the old paths each lists: published posts, projects' pages and pages. */
function aliasSources({ postList, projectList, pageList }: Entries, bodies: Bodies): AliasSource[] {
  const built = new Set([...bodies.posts.summaries, ...bodies.posts.unlisted].map((post) => post.source));
  return [
    ...postList
      .filter((post) => built.has(displayPath(post.file)))
      .map((post) => ({ ...post, to: postPath(post.slug), title: post.value.title, aliases: post.value.aliases })),
    ...projectList
      .filter((project) => bodies.projectPages.has(project.file))
      .map((p) => ({ ...p, to: projectPath(p.slug), title: p.value.title, aliases: p.value.aliases })),
    ...pageList
      .filter((page) => bodies.pageBodies.has(page.file))
      .map((p) => ({ ...p, to: contentPagePath(p.slug), title: p.value.title, aliases: p.value.aliases })),
  ];
}

/** A project without a page has nowhere to send its old paths: its `aliases` line says so. */
function projectAliasIssues({ projectList }: Entries, bodies: Bodies): ContentIssue[] {
  return projectList
    .filter((project) => project.value.aliases.length > 0 && !bodies.projectPages.has(project.file))
    .map((project) => ({
      file: displayPath(project.file),
      line: project.fm.lineOf(['aliases']),
      field: 'aliases',
      expected: 'expected old paths only on a project with a page of its own (text below its frontmatter)',
      found: `a list of ${project.value.aliases.length} ${project.value.aliases.length === 1 ? 'path' : 'paths'}`,
      hint: 'write the project’s page, or list the old paths on the page that replaced it',
    }));
}
