/**
 * Names the site's own pages and files take, which content must not take too: a post whose slug is a
 * fixed part of another route's path (a post `tags.mdx` would be /blog/tags, the tags page, and one
 * of the two pages would overwrite the other), and a resume path that names a file the build writes or
 * serves from public/. (A page of content/pages/, at the top of the site, has its own: page-slugs.ts.)
 */
import { INDEX_SLUG } from '../../../../src/content/schema.ts';
import { PROJECT_PATTERN, POST_PATTERN } from '../../../../src/lib/routes-paths.ts';
import type { RouteTable } from '../../../../src/route-entry.ts';
import { routeTable } from '../../../../src/route-table.ts';
import { type ContentIssue, displayPath } from '../issues.ts';
import type { Parsed } from '../read.ts';
import { BUILD_FOLDERS } from './page-slugs.ts';

/** A pattern's parts: `/blog/:slug` is `['blog', ':slug']`. */
const parts = (pattern: string) => pattern.split('/').filter(Boolean);

/**
 * The values of the parameter that ends `pattern` (`/blog/:slug`) that another route of `table` takes
 * as a fixed part of its own path, each with that route's pattern: `tags` (`/blog/tags`) and `page`
 * (`/blog/page/:page`) for posts; and `index` for any, which hosts serve as the folder's own page
 * (`/blog/index` is `/blog`, from `blog/index.html`).
 */
export function routeTakenSlugs(pattern: string, table: RouteTable = routeTable): Map<string, string> {
  const own = parts(pattern);
  const at = own.length - 1;
  const reserved = new Map<string, string>([[INDEX_SLUG, `/${own.slice(0, at).join('/')}`]]);
  for (const entry of Object.values(table)) {
    const other = parts(entry.path);
    const fixed = other[at];
    if (fixed === undefined || fixed.startsWith(':') || other.length < own.length) continue;
    if (other.slice(0, at).every((part, i) => part === own[i]) && !reserved.has(fixed)) reserved.set(fixed, entry.path);
  }
  return reserved;
}

/** An entry with the slug it would have. */
interface SluggedEntry {
  file: string;
  slug: string;
  fm: Parsed<unknown>['fm'];
  value: { slug?: string | undefined };
}

/** One issue for each post or project page whose slug another page of the site takes. */
export function takenSlugIssues(posts: readonly SluggedEntry[], projectPages: readonly SluggedEntry[]): ContentIssue[] {
  const check = (entries: readonly SluggedEntry[], pattern: string) => {
    const reserved = routeTakenSlugs(pattern);
    return entries.flatMap((entry): ContentIssue[] => {
      const taken = reserved.get(entry.slug);
      if (taken === undefined) return [];
      const fromName = entry.value.slug === undefined;
      return [
        {
          file: displayPath(entry.file),
          line: entry.fm.lineOf(['slug']),
          field: 'slug',
          expected: 'expected a slug that no page of the site’s own takes',
          found: `"${entry.slug}"${fromName ? ' (from the file name)' : ''}, which the site’s ${taken} takes`,
          hint: fromName ? 'rename the file, or set slug: to another name' : 'choose another slug',
        },
      ];
    });
  };
  return [...check(posts, POST_PATTERN), ...check(projectPages, PROJECT_PATTERN)];
}

/**
 * The problem with `resume`, the resume's site path in `site` (site.md), if it names a file the site already has:
 * one in public/ (`publicFiles`, site paths), or one in a folder the build fills.
 */
export function resumePathIssue(
  site: Parsed<unknown>,
  resume: string,
  publicFiles: ReadonlySet<string>,
): ContentIssue | undefined {
  const folder = parts(resume)[0] ?? '';
  const inFolder = parts(resume).length > 1 && BUILD_FOLDERS.includes(folder);
  if (!publicFiles.has(resume) && !inFolder) return undefined;
  return {
    file: displayPath(site.file),
    line: site.fm.lineOf(['resume']),
    field: 'resume',
    expected: 'expected a site path no other file of the site has (the build writes the resume there)',
    ...(inFolder
      ? {
          found: `"${resume}", in /${folder}/, which the build fills with files of its own`,
          hint: 'choose a path outside it, such as /resume.pdf',
        }
      : {
          found: `"${resume}", a file in public/`,
          hint: 'remove that file from public/ (the build makes the resume from content/), or choose another path',
        }),
  };
}
