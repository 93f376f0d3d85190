/** Checks that every internal link and `#anchor` in the content leads somewhere that exists. */
import { closestName, type ContentIssue } from '../issues.ts';

/** Up to this many pages, a link to no page lists them all; past it, a did-you-mean names the closest. */
const LISTED_PAGES = 8;

/** A link to check, with the page it appears on (a route path) for bare `#anchor` links. */
export interface LinkToCheck {
  file: string;
  line?: number | undefined;
  field: string;
  href: string;
  page: string;
}

/** What exists on the built site. */
export interface SiteTargets {
  /** Route path (`/`, `/blog/karl`) to the ids on that page. */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Static files served at a path, such as `/resume.pdf`. */
  files: ReadonlySet<string>;
  /** Pages whose own file has problems: links to them are not checked until it is fixed. */
  unchecked?: ReadonlySet<string>;
  /** Route paths of drafts left out of the build, to the file of each. */
  drafts?: ReadonlyMap<string, string>;
  /** Route paths of posts still to come, left out of the build, to when each goes live (`<file> goes live on …`). */
  scheduled?: ReadonlyMap<string, string>;
}

/** Removes a trailing slash (but keeps `/`). */
export function normalisePath(p: string): string {
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/** One issue for each link in `links` that points at no page, file or id. */
export function checkLinks(links: readonly LinkToCheck[], targets: SiteTargets): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const paths = [...targets.pages.keys()];
  const pageList = paths.length <= LISTED_PAGES ? ` (${paths.join(', ')})` : '';
  for (const link of links) {
    const { href } = link;
    // Protocol-relative `//host/…` links leave the site, as the app's `isInternal` treats them.
    if ((!href.startsWith('/') && !href.startsWith('#')) || href.startsWith('//')) continue;
    const hashAt = href.indexOf('#');
    const pathPart = hashAt === -1 ? href : href.slice(0, hashAt);
    const id = hashAt === -1 ? '' : decodeURIComponent(href.slice(hashAt + 1));
    const page = pathPart === '' ? link.page : normalisePath(pathPart.split('?')[0] ?? '');
    const at = { file: link.file, line: link.line, field: link.field, found: JSON.stringify(href) };
    if (targets.unchecked?.has(page)) continue;
    const ids = targets.pages.get(page);
    if (!ids) {
      const draft = targets.drafts?.get(page);
      const scheduled = targets.scheduled?.get(page);
      if (draft !== undefined) {
        issues.push({
          ...at,
          expected: 'expected a published page',
          found: `${at.found}, a draft (draft: true in ${draft})`,
        });
      } else if (scheduled !== undefined) {
        issues.push({
          ...at,
          expected: 'expected a published page',
          found: `${at.found}, a post still to come (${scheduled})`,
          hint: 'the link can go in once the post is live',
        });
      } else if (!targets.files.has(page)) {
        const guess = pageList === '' ? closestName(page, [...paths, ...targets.files]) : undefined;
        issues.push({
          ...at,
          expected: `expected a page of this site${pageList} or a file in public/`,
          hint: guess && `did you mean ${guess}?`,
        });
      } else if (id !== '') {
        issues.push({ ...at, expected: `expected no #anchor on a file link` });
      }
      continue;
    }
    if (id !== '' && !ids.has(id)) {
      const known = [...ids].map((i) => `#${i}`).join(', ');
      issues.push({ ...at, expected: `expected an anchor that exists on ${page} (${known})` });
    }
  }
  return issues;
}
