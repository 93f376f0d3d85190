/**
 * The link from a page to its source file in the owner's repository, when `site.md` names one
 * (`repository: { url, branch, forge }`). Any page with a body calls it with that body's source file;
 * each forge writes a file's address its own way. The content check (repository.ts) has made sure the
 * address is a repository's, and the branch a branch name, before any page is built.
 */

/** The forges a server of one's own may run, named by `repository.forge`. */
export const SELF_HOSTED_FORGES = ['gitlab', 'gitea', 'forgejo'] as const;
export type SelfHostedForge = (typeof SELF_HOSTED_FORGES)[number];

/** The repository as `site.md` gives it. */
export interface Repository {
  /** The repository's web address, e.g. https://github.com/me/portfolio. */
  url: string;
  /** The branch the site is built from. */
  branch: string;
  /** The forge a server of the owner's own runs; the public forges are known by their host. */
  forge?: SelfHostedForge | undefined;
}

/** How a forge writes the path from a repository's address to a file on a branch. */
type FileAddress = (branch: string, path: string) => string;

const GITHUB: FileAddress = (branch, path) => `blob/${branch}/${path}`;
const GITLAB: FileAddress = (branch, path) => `-/blob/${branch}/${path}`;
/** Gitea's, which Forgejo (Codeberg's software) keeps. */
const GITEA: FileAddress = (branch, path) => `src/branch/${branch}/${path}`;
const BITBUCKET: FileAddress = (branch, path) => `src/${branch}/${path}`;
const SOURCEHUT: FileAddress = (branch, path) => `tree/${branch}/item/${path}`;

/** A forge the site links into: its name as the link says it, and its file addresses. */
export interface Forge {
  name: string;
  file: FileAddress;
}

/** The public forges, by the host name of their repositories' addresses. */
export const PUBLIC_FORGES: Readonly<Record<string, Forge>> = {
  'github.com': { name: 'GitHub', file: GITHUB },
  'gitlab.com': { name: 'GitLab', file: GITLAB },
  'codeberg.org': { name: 'Codeberg', file: GITEA },
  'bitbucket.org': { name: 'Bitbucket', file: BITBUCKET },
  'git.sr.ht': { name: 'Sourcehut', file: SOURCEHUT },
};

/** A server of one's own, by the forge `repository.forge` names. */
const SELF_HOSTED: Readonly<Record<SelfHostedForge, Forge>> = {
  gitlab: { name: 'GitLab', file: GITLAB },
  gitea: { name: 'Gitea', file: GITEA },
  forgejo: { name: 'Forgejo', file: GITEA },
};

/**
 * The forge of a repository: the one `forge` declares, else the public forge of its host, else GitLab
 * for a host named `gitlab.…` (a GitLab server of one's own, as such servers are usually named).
 */
export function forgeOf(url: string, forge?: SelfHostedForge): Forge | undefined {
  if (forge) return SELF_HOSTED[forge];
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return PUBLIC_FORGES[host] ?? (host.startsWith('gitlab.') ? SELF_HOSTED.gitlab : undefined);
}

/** A page's link to its source: the file's address and the link's text. */
export interface SourceLink {
  href: string;
  label: string;
}

/**
 * The link to `source` (a file's path relative to the repository's root, as the build names a body's
 * file) in `repository`; none without a repository, for a forge the site does not know, or for a file
 * outside the repository (a content folder built from elsewhere).
 */
export function sourceLink(repository: Repository | undefined, source: string): SourceLink | undefined {
  if (!repository || source.startsWith('../') || source.startsWith('/')) return undefined;
  const forge = forgeOf(repository.url, repository.forge);
  if (!forge) return undefined;
  const path = source.split('/').map(encodeURIComponent).join('/');
  const branch = repository.branch.split('/').map(encodeURIComponent).join('/');
  return {
    href: `${repository.url.replace(/\/+$/, '')}/${forge.file(branch, path)}`,
    label: `View this page on ${forge.name}`,
  };
}
