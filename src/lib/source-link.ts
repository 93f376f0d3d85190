/**
 * The link from a page to its source file in the owner's repository, when `site.md` names one. The
 * build works out, once, how the repository's forge writes a file's address (repository.ts), so a page
 * carries only the repository's address, the forge's name and the path to a file on the branch; any page
 * with a body calls `sourceLink` with that body's source file.
 */

/** The repository as every page receives it (`site.repository`), worked out by `sourceRepository`. */
export interface SourceRepository {
  /** The repository's web address, with no final slash: https://github.com/me/portfolio. */
  url: string;
  /** The forge's name, as the link says it: GitHub. */
  forge: string;
  /** The path from the address to a file on the branch, the branch's name encoded: `blob/main/`. */
  files: string;
}

/** A page's link to its source: the file's address and the link's text. */
export interface SourceLink {
  href: string;
  label: string;
}

/**
 * The link to `source` (a file's path relative to the repository's root, as the build names a body's
 * file) in `repository`; none without a repository, or for a file outside the repository (a content
 * folder built from elsewhere).
 */
export function sourceLink(repository: SourceRepository | undefined, source: string): SourceLink | undefined {
  if (!repository || source.startsWith('../') || source.startsWith('/')) return undefined;
  const path = source.split('/').map(encodeURIComponent).join('/');
  return { href: `${repository.url}/${repository.files}${path}`, label: `View this page on ${repository.forge}` };
}
