/**
 * The rename guard: every page the content made at an earlier commit (a post, a project's page, a page,
 * and every old path it sent on or marked removed) must still lead somewhere: to a page, an alias or a
 * path removed on purpose. A page that leads nowhere now is a finding, with the page that most likely
 * replaced it (the same title, else the same body, else much the same body) and the `aliases:` line to
 * write there. Findings are data (`renameGuard`), for `npm run check:content -- --since <ref>`, the
 * review and a pull request's comment alike; `formatRenameFindings` is their printed form. The lists the
 * site makes (the blog's pages, tag pages) come and go with the posts, and are not guarded.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentPagePath, postPath, projectPath } from '../../../src/lib/routes-paths.ts';
import { isLive, postMoment } from '../dates/schedule.ts';
import { normalisePath } from './checks/links.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { displayPath } from './issues.ts';
import { listTree } from './read.ts';

/** A page a revision's content makes: its path, the file (relative to the content folder), what it says. */
export interface RevisionPage {
  path: string;
  file: string;
  title: string;
  /** Its text after the frontmatter, whitespace collapsed. */
  body: string;
  /** Its `aliases:`, as written. */
  aliases: string[];
  /** The line of its `aliases:` field, when it has one. */
  aliasesLine?: number | undefined;
}

/** What a revision's content makes: its pages, and every path it leads somewhere from. */
export interface RevisionPages {
  pages: RevisionPage[];
  /** Every path that leads somewhere: the pages', their aliases and the paths removed on purpose. */
  paths: Set<string>;
}

/** A page of the earlier revision that leads nowhere now. */
export interface RenameFinding {
  /** Its site path: `/blog/karl`. */
  path: string;
  /** The file that made it then (relative to the content folder), or `site.md` for an old path it listed. */
  was: string;
  /** The page that most likely replaced it, when one looks like it. */
  replacement?: {
    /** Its file, as the build names it (`content/blog/karl-rover.mdx`). */
    file: string;
    path: string;
    why: 'same title' | 'same body' | 'much the same body';
    /** The whole line to write in its frontmatter: `aliases: [/blog/karl]`. */
    aliasesLine: string;
    /** The line it replaces, when the file has an `aliases:` line already. */
    line?: number | undefined;
  };
}

/** What the guard found, compared with `since` (the ref as given, and its commit). */
export interface RenameGuard {
  since: string;
  commit: string;
  findings: RenameFinding[];
}

/** A file of the content, by its path relative to the content folder. */
type ReadFile = (file: string) => string;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/**
 * The pages of a content folder whose files are `files` (relative to it, forward slashes), read with
 * `read`. Drafts and posts still to come at `now` make no page; a file that is not readable is skipped.
 */
export function revisionPages(files: readonly string[], read: ReadFile, now: Date): RevisionPages {
  const site = files.includes('site.md') ? parseFrontmatter('site.md', read('site.md')).data : {};
  const zone = asText(site.timezone) || 'UTC';
  const pages: RevisionPage[] = [];
  for (const file of files) {
    const [folder, name = ''] = file.split('/');
    if (file.split('/').length !== 2 || name.startsWith('_') || !/\.mdx?$/.test(name)) continue;
    const fm = parseFrontmatter(file, read(file));
    const slug = asText(fm.data.slug) || name.replace(/\.mdx?$/, '');
    const body = collapse(fm.body);
    let sitePath: string | undefined;
    if (folder === 'blog' && name.endsWith('.mdx') && fm.data.draft !== true && live(fm.data.date, now, zone)) {
      sitePath = postPath(slug);
    } else if (folder === 'projects' && body !== '') sitePath = projectPath(slug);
    else if (folder === 'pages') sitePath = contentPagePath(slug);
    if (sitePath === undefined) continue;
    pages.push({
      path: sitePath,
      file,
      title: collapse(asText(fm.data.title)),
      body,
      aliases: asList(fm.data.aliases),
      aliasesLine: 'aliases' in fm.data ? fm.lineOf(['aliases']) : undefined,
    });
  }
  const paths = new Set<string>();
  for (const page of pages) for (const p of [page.path, ...page.aliases]) paths.add(normalisePath(p));
  for (const removed of asList(site.removed)) paths.add(normalisePath(removed));
  return { pages, paths };
}

/** Whether a post dated `date` (as written) had gone live by `now`; a date the schema refuses counts as live. */
function live(date: unknown, now: Date, zone: string): boolean {
  const text = date instanceof Date ? date.toISOString().slice(0, 10) : asText(date);
  try {
    return isLive(postMoment(text), now, zone);
  } catch {
    return true;
  }
}

/** The words of a body, for comparing two. */
const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** How much of two bodies' words they share (Jaccard), from 0 to 1. */
function overlap(a: string, b: string): number {
  const [x, y] = [words(a), words(b)];
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared / (x.size + y.size - shared);
}

/** Two bodies this alike are one page rewritten a little. */
const MUCH_THE_SAME = 0.6;

/** The page of `after` that most likely replaced `old`, and why. */
function likelyReplacement(old: RevisionPage, after: RevisionPages) {
  const sameTitle = after.pages.find((p) => old.title !== '' && p.title.toLowerCase() === old.title.toLowerCase());
  if (sameTitle) return { page: sameTitle, why: 'same title' as const };
  const sameBody = after.pages.find((p) => old.body !== '' && p.body === old.body);
  if (sameBody) return { page: sameBody, why: 'same body' as const };
  const [best] = after.pages
    .map((page) => ({ page, score: overlap(old.body, page.body) }))
    .sort((a, b) => b.score - a.score);
  return best && best.score >= MUCH_THE_SAME ? { page: best.page, why: 'much the same body' as const } : undefined;
}

/**
 * Every page of `before` (and every old path it led from) that `after` leads nowhere: the guard's
 * findings, each with its likely replacement. `contentPrefix` is how the build names files of the
 * content folder (`content/`).
 */
export function renameFindings(before: RevisionPages, after: RevisionPages, contentPrefix: string): RenameFinding[] {
  const findings: RenameFinding[] = [];
  const pageOf = new Map(before.pages.map((page) => [page.path, page]));
  const wasOf = new Map<string, string>();
  for (const page of before.pages) for (const p of [page.path, ...page.aliases]) wasOf.set(normalisePath(p), page.file);
  for (const sitePath of [...before.paths].sort()) {
    if (after.paths.has(sitePath)) continue;
    const old = pageOf.get(sitePath);
    const found = old && likelyReplacement(old, after);
    const finding: RenameFinding = { path: sitePath, was: wasOf.get(sitePath) ?? 'site.md' };
    if (found) {
      const aliases = [...found.page.aliases, sitePath];
      finding.replacement = {
        file: `${contentPrefix}${found.page.file}`,
        path: found.page.path,
        why: found.why,
        aliasesLine: `aliases: [${aliases.join(', ')}]`,
        line: found.page.aliasesLine,
      };
    }
    findings.push(finding);
  }
  return findings;
}

/** The findings as lines to print: a heading line, then one line per page that leads nowhere. */
export function formatRenameFindings(guard: RenameGuard, contentPrefix = 'content/'): string[] {
  const since = `${guard.since} (${guard.commit.slice(0, 7)})`;
  if (guard.findings.length === 0)
    return [`Rename guard: every page at ${since} still has a page, an alias or a removal.`];
  const count = guard.findings.length === 1 ? '1 page' : `${guard.findings.length} pages`;
  const site = `${contentPrefix}site.md`;
  return [
    `Rename guard: ${count} at ${since} ${guard.findings.length === 1 ? 'leads' : 'lead'} nowhere now:`,
    ...guard.findings.map(({ path: sitePath, was, replacement }) => {
      const removal = `removed: [${sitePath}] in ${site}`;
      const where = `${sitePath} (${contentPrefix}${was} at ${guard.since})`;
      if (!replacement) {
        return `${where}: write aliases: [${sitePath}] on the page that replaced it, or, if it is gone on purpose, ${removal}`;
      }
      const at = replacement.line === undefined ? '' : `, replacing line ${replacement.line}`;
      return `${where}: write ${replacement.aliasesLine} in ${replacement.file} (${replacement.why}${at}), or, if it is gone on purpose, ${removal}`;
    }),
  ];
}

/** Runs git in `cwd`. */
const git = (cwd: string, args: string[], input?: string) =>
  execFileSync('git', args, { cwd, input, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });

/** The files of the content folder `contentDir` at commit `commit`, and a reader of each (one `git cat-file`). */
export function filesAt(contentDir: string, commit: string): { files: string[]; read: ReadFile } {
  const listed = git(contentDir, ['ls-tree', '-r', '--name-only', commit, '--', '.']).toString('utf8');
  const files = listed.split('\n').filter(Boolean);
  const prefix = git(contentDir, ['rev-parse', '--show-prefix']).toString('utf8').trim();
  const wanted = files.filter((file) => /\.mdx?$/.test(file));
  // One process reads every file: `<commit>:<path>` in, `<sha> blob <size>\n<bytes>\n` out for each.
  const out = git(contentDir, ['cat-file', '--batch'], wanted.map((f) => `${commit}:${prefix}${f}\n`).join(''));
  const texts = new Map<string, string>();
  let at = 0;
  for (const file of wanted) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString('utf8').split(' ')[2]);
    texts.set(file, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8'));
    at = headerEnd + 1 + size + 1;
  }
  return { files, read: (file) => texts.get(file) ?? '' };
}

/** The pages the content folder `contentDir` makes as its files are now. */
export function pagesInFolder(contentDir: string, now: Date): RevisionPages {
  const files = listTree(contentDir).map((file) => path.relative(contentDir, file).split(path.sep).join('/'));
  return revisionPages(files, (file) => readFileSync(path.join(contentDir, file), 'utf8'), now);
}

/**
 * The guard on the content folder `contentDir` (its files as they are now) against its files at `since`,
 * a git ref of the repository it is in. Throws when `since` is no commit there.
 */
export function renameGuard(contentDir: string, since: string, now: Date): RenameGuard {
  let commit: string;
  try {
    commit = git(contentDir, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${since}^{commit}`])
      .toString('utf8')
      .trim();
  } catch {
    throw new Error(`--since ${since}: not a commit of the repository ${displayPath(contentDir) || '.'} is in`);
  }
  const before = filesAt(contentDir, commit);
  const after = pagesInFolder(contentDir, now);
  const prefix = `${displayPath(contentDir)}/`;
  return { since, commit, findings: renameFindings(revisionPages(before.files, before.read, now), after, prefix) };
}
