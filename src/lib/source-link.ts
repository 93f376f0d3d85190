/**
 * The link from a page to its source file in the owner's repository, when `site.md` names one
 * (`repository: { url, branch }`). Any page with a body calls it with that body's source file; each
 * host writes a file's address its own way.
 */

/** The repository as `site.md` gives it. */
export interface Repository {
  /** The repository's web address, e.g. https://github.com/me/portfolio. */
  url: string;
  /** The branch the site is built from. */
  branch: string;
}

/** A host whose file addresses the site knows, by the repository URL's host name. */
interface Host {
  name: string;
  matches: (host: string) => boolean;
  /** The path from the repository's address to a file on `branch`. */
  file: (branch: string, path: string) => string;
}

/** GitHub, GitLab (gitlab.com or a gitlab.* server of one's own) and Codeberg (Forgejo). */
export const SOURCE_HOSTS: readonly Host[] = [
  { name: 'GitHub', matches: (host) => host === 'github.com', file: (branch, path) => `blob/${branch}/${path}` },
  {
    name: 'GitLab',
    matches: (host) => host === 'gitlab.com' || host.startsWith('gitlab.'),
    file: (branch, path) => `-/blob/${branch}/${path}`,
  },
  {
    name: 'Codeberg',
    matches: (host) => host === 'codeberg.org',
    file: (branch, path) => `src/branch/${branch}/${path}`,
  },
];

/** The host of a repository URL, if the site knows how it writes file addresses. */
export function sourceHost(url: string): Host | undefined {
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return SOURCE_HOSTS.find((candidate) => candidate.matches(host));
}

/** A page's link to its source: the file's address and the link's text. */
export interface SourceLink {
  href: string;
  label: string;
}

/**
 * The link to `source` (a file's path relative to the repository's root, as the build names a body's
 * file) in `repository`; none without a repository, for a host the site does not know, or for a file
 * outside the repository (a content folder built from elsewhere).
 */
export function sourceLink(repository: Repository | undefined, source: string): SourceLink | undefined {
  if (!repository || source.startsWith('../') || source.startsWith('/')) return undefined;
  const host = sourceHost(repository.url);
  if (!host) return undefined;
  const path = source.split('/').map(encodeURIComponent).join('/');
  const branch = repository.branch.split('/').map(encodeURIComponent).join('/');
  return {
    href: `${repository.url.replace(/\/+$/, '')}/${host.file(branch, path)}`,
    label: `View this page on ${host.name}`,
  };
}
