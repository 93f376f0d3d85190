/**
 * The old paths of pages: each `aliases:` entry of a post, a project's page or a page gets a page that
 * sends its visitors on, and each `removed:` path of site.md one that says the page was removed. Each must
 * be a path of this site (under the base path, as every link is) that nothing else has: not a page of the
 * site, not another page's alias or a removed path, not a file the site serves or the build writes.
 */
import { normalisePath } from './links.ts';
import type { FrontmatterFile } from '../frontmatter.ts';
import { describeValue, displayPath, type ContentIssue } from '../issues.ts';

/** An old path and the page it now leads to. */
export interface Redirect {
  /** The old site path, without a trailing slash: `/blog/karl`. */
  from: string;
  /** The page's site path: `/blog/karl-rover`. */
  to: string;
  /** The page's title, the redirect page's link text. */
  title: string;
}

/** The aliases of one page the build writes, as its file lists them. */
export interface AliasSource {
  /** The content file, absolute. */
  file: string;
  fm: FrontmatterFile;
  /** Its page's site path. */
  to: string;
  title: string;
  aliases: readonly string[];
}

/** What an old path may not be: the site's pages and files, and the build's own. */
export interface TakenPaths {
  /** Every page of the site, by site path. */
  pages: ReadonlySet<string>;
  /** Every file served at a path: public/ and the resume. */
  files: ReadonlySet<string>;
}

/** Folders and files the build writes at the top of the site, which no old path may be or lie in. */
const BUILD_PATHS = ['/assets', '/pagefind', '/404', '/404.html', '/feed.xml', '/sitemap.xml', '/robots.txt'];
const BUILD_FILES = ['/llms.txt', '/_headers', '/_redirects'];

/** A path's parts: each starts with a letter, digit, `_`, `~` or `-`, so none is `.` or `..`. */
const PART = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The longest part of an old path: each is a folder or a file of the built site, and a file system
 * refuses a name over 255 bytes (a part's letters are ASCII, one byte each).
 */
export const MAX_PATH_PART = 255;

/**
 * What is wrong with `path` as an old path of this site, or undefined: it must start with one `/`, hold
 * parts of URL-safe letters, and name a page (no extension) or an `.html` file, which a host serves as one.
 */
export function oldPathProblem(path: string): { expected: string; hint?: string } | undefined {
  const expected = 'expected a path of this site, such as /blog/old-name';
  if (!path.startsWith('/') || path.startsWith('//')) {
    return { expected, hint: 'an address of another site, or one without its leading /, is outside this site' };
  }
  const parts = normalisePath(path).split('/').slice(1);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) {
    return { expected, hint: 'the home page is a page of the site' };
  }
  if (!parts.every((part) => PART.test(part))) {
    return {
      expected: `${expected}, of letters, digits and - _ ~ . (no part . or ..)`,
      hint: 'a path with other characters (spaces, ?, #, %) cannot be a file of the built site',
    };
  }
  const long = parts.find((part) => part.length > MAX_PATH_PART);
  if (long !== undefined) {
    return {
      expected: `${expected}, each part between slashes at most ${MAX_PATH_PART} characters`,
      hint: `a part of ${long.length.toLocaleString('en-US')} characters names a folder or file no file system takes`,
    };
  }
  const last = parts.at(-1) ?? '';
  if (parts.slice(0, -1).some((part) => part.includes('.')) || (last.includes('.') && !last.endsWith('.html'))) {
    return {
      expected: `${expected}, a page or an .html file`,
      hint: 'a static host serves any other file as a download, not as the page that sends visitors on',
    };
  }
  return undefined;
}

/** Why `path` is taken, or undefined. */
function takenBy(path: string, taken: TakenPaths): string | undefined {
  if (taken.pages.has(path)) return 'a page of this site';
  if (taken.files.has(path)) return 'a file the site serves';
  if (BUILD_FILES.includes(path) || BUILD_PATHS.some((p) => path === p || path.startsWith(`${p}/`))) {
    return 'a path the build writes itself';
  }
  return undefined;
}

/** One old path, and where it is written. */
interface OldPath {
  path: string;
  file: string;
  line: number | undefined;
  field: string;
}

/**
 * The problems of every old path (`aliases` of each page, then `removed` of site.md, whose entries are
 * `removed`), and the redirects the build writes for the good ones.
 */
export function checkOldPaths(
  pages: readonly AliasSource[],
  removed: { file: string; fm: FrontmatterFile; paths: readonly string[] } | undefined,
  taken: TakenPaths,
): { issues: ContentIssue[]; redirects: Redirect[]; removed: string[] } {
  const issues: ContentIssue[] = [];
  const claimed = new Map<string, string>();
  const check = (old: OldPath): boolean => {
    const at = { file: old.file, line: old.line, field: old.field, found: describeValue(old.path) };
    const problem = oldPathProblem(old.path);
    if (problem) {
      issues.push({ ...at, ...problem });
      return false;
    }
    const path = normalisePath(old.path);
    const why = takenBy(path, taken);
    const other = claimed.get(path);
    if (why !== undefined || other !== undefined) {
      issues.push({
        ...at,
        expected: 'expected an old path that nothing else of the site has',
        found: `${at.found}, ${why ?? `listed already in ${other ?? ''}`}`,
      });
      return false;
    }
    claimed.set(path, old.line === undefined ? old.file : `${old.file}:${old.line}`);
    return true;
  };
  const redirects: Redirect[] = [];
  for (const page of pages) {
    page.aliases.forEach((alias, i) => {
      const old = {
        path: alias,
        file: displayPath(page.file),
        line: page.fm.lineOf(['aliases', i]),
        field: `aliases[${i}]`,
      };
      if (check(old)) redirects.push({ from: normalisePath(alias), to: page.to, title: page.title });
    });
  }
  const gone: string[] = [];
  removed?.paths.forEach((path, i) => {
    const old = {
      path,
      file: displayPath(removed.file),
      line: removed.fm.lineOf(['removed', i]),
      field: `removed[${i}]`,
    };
    if (check(old)) gone.push(normalisePath(path));
  });
  return { issues, redirects, removed: gone };
}
