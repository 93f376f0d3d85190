/**
 * The replies files (`content/replies/blog/<slug>.md` for a post, `content/replies/projects/<slug>.md`
 * for a project's page), which `npm run replies` writes: read and checked like any content file (a bad
 * one fails the build at its line), each reply's HTML sanitised again (the build trusts no file), and
 * the replies a page hides (`hide:` in its frontmatter) left out, so no page says which they were.
 */
import path from 'node:path';
import { repliesFileSchema, type Reply, type ShownReply } from '../../../src/content/schema.ts';
import { postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { cleanText, sanitizeReply } from '../replies/sanitize.ts';
import type { Entries } from './entries.ts';
import { displayPath, type ContentIssue } from './issues.ts';
import type { PostReading } from './posts.ts';
import { intendedSlug, listFiles, readEntry, type Parsed } from './read.ts';

/** What the content says of readers' answers: the replies each page shows, and site.md's settings. */
export interface LoadedConversation {
  /** The replies to show under each post and project page, by the page's path (`/blog/<slug>`), oldest first. */
  replies: Record<string, ShownReply[]>;
  /** site.md's `replyByEmail`. */
  replyByEmail: boolean;
  /** site.md's `replies.webmention`: the endpoint every page names. */
  webmention?: string | undefined;
  /** What each page hides (its frontmatter's `hide`), by path: for `npm run replies`, which imports none of it. */
  hide: Record<string, string[]>;
  /** site.md's `replies.moderate`: the daily run opens a pull request with new replies. */
  moderate: boolean;
}

/** The folder of the replies files, in the content folder. */
export const REPLIES_DIR = 'replies';

/** The replies files of a content folder: each file and the path of the page it answers. */
export function repliesFiles(contentDir: string): { file: string; page: string }[] {
  const kinds: [folder: string, path: (slug: string) => string][] = [
    ['blog', postPath],
    ['projects', projectPath],
  ];
  return kinds.flatMap(([folder, pathOf]) =>
    listFiles(path.join(contentDir, REPLIES_DIR, folder), '.md').map((file) => ({
      file,
      page: pathOf(path.basename(file, '.md')),
    })),
  );
}

/** The replies file of the page at `pagePath` (`/blog/<slug>` or `/projects/<slug>`), in `contentDir`. */
export function repliesFileOf(contentDir: string, pagePath: string): string {
  const [, folder = '', slug = ''] = pagePath.split('/');
  return path.join(contentDir, REPLIES_DIR, folder, `${slug}.md`);
}

/** A page replies may answer: its path, and the addresses of the replies (or authors) it hides. */
export interface RepliedPage {
  path: string;
  hide: readonly string[];
}

/**
 * The replies each page shows, by path, oldest first. A file whose page the content does not have
 * (renamed, or a project without a page) is a problem at its first line, unless the page is `known` to
 * exist without being built (a draft); `files` lists what was read, for watching.
 */
export function readReplies(
  contentDir: string,
  pages: readonly RepliedPage[],
  known: ReadonlySet<string>,
  issues: ContentIssue[],
): { replies: Record<string, ShownReply[]>; files: string[] } {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const replies: Record<string, ShownReply[]> = {};
  const found = repliesFiles(contentDir);
  for (const { file, page } of found) {
    const target = byPath.get(page);
    if (!target) {
      if (!known.has(page)) issues.push(orphan(file, page));
      continue;
    }
    const entry = readEntry(file, repliesFileSchema, issues);
    if (!entry.value) continue;
    const hidden = new Set(target.hide);
    replies[page] = entry.value.replies
      .filter((reply) => !hidden.has(reply.url) && !(reply.author.url !== undefined && hidden.has(reply.author.url)))
      .map(shown)
      .sort((a, b) => Date.parse(a.published) - Date.parse(b.published));
  }
  return { replies, files: found.map(({ file }) => file) };
}

/** A reply as its page shows it. */
function shown(reply: Reply): ShownReply {
  const { html, cut } = sanitizeReply(reply.content);
  const { name, handle, url } = reply.author;
  return {
    ...reply,
    author: {
      name: cleanText(name),
      ...(handle === undefined ? {} : { handle: cleanText(handle) }),
      ...(url === undefined ? {} : { url }),
    },
    content: html,
    cut,
  };
}

/** The problem of a replies file no page of the site answers to. */
function orphan(file: string, page: string): ContentIssue {
  const kind = page.startsWith('/blog/') ? 'post' : 'project with a page';
  return {
    file: displayPath(file),
    line: 1,
    field: 'file',
    expected: `expected the replies to a ${kind} of the site, named after its slug`,
    found: `replies to ${page}, which the site does not have`,
    hint: 'rename the file after the page’s slug, or delete it',
  };
}

/**
 * The replies each post and project page shows: the published posts' (unlisted ones too) and the
 * projects' that have pages, each hiding what its frontmatter's `hide` names. The replies file of a draft, or of a page
 * whose file has problems of its own, is no problem: the dev server shows a draft's with it, a build
 * leaves both out, and a broken page is reported where it breaks.
 */
export function readConversation(
  contentDir: string,
  { posts: postFiles, projects: projectFiles, postList, projectList }: Entries,
  { posts, projectPages }: { posts: PostReading; projectPages: ReadonlyMap<string, unknown> },
  issues: ContentIssue[],
): { replies: Record<string, ShownReply[]>; files: string[]; hide: Record<string, string[]> } {
  // Listed and unlisted posts alike: an unlisted post is a page of its own, read by whoever has its link.
  const published = new Set([...posts.summaries, ...posts.unlisted].map((post) => post.source));
  const pages = [
    ...postList
      .filter((post) => published.has(displayPath(post.file)))
      .map((post) => ({ path: postPath(post.slug), hide: post.value.hide })),
    ...projectList
      .filter((project) => projectPages.has(project.file))
      .map((project) => ({ path: projectPath(project.slug), hide: project.value.hide })),
  ];
  // A draft's page is no orphan's; nor is one whose file has problems of its own (reported there), by
  // its slug or its file's name, whichever it was meant to have.
  const checked = new Set([...postList, ...projectList].map((entry) => entry.file));
  const names = (entry: Parsed<unknown>) =>
    checked.has(entry.file)
      ? [intendedSlug(entry)]
      : [intendedSlug(entry), path.basename(entry.file).replace(/\.mdx?$/, '')];
  const known = new Set([
    ...postFiles.flatMap((entry) => names(entry).map(postPath)),
    ...projectFiles.filter((entry) => entry.fm.body.trim() !== '').flatMap((entry) => names(entry).map(projectPath)),
  ]);
  return {
    ...readReplies(contentDir, pages, known, issues),
    hide: Object.fromEntries(pages.map((page) => [page.path, [...page.hide]])),
  };
}
