/**
 * The owner's repository (`repository` in site.md), at build time: what it must be for a page's source
 * link to stay in it (the `https://` address of a repository, exactly an owner and a name, on a forge
 * the site knows, and a branch name git would accept, `git check-ref-format --branch`), which the schema
 * reports at its line; and how its forge writes a file's address, worked out once into what every page
 * receives (`SourceRepository`). The browser loads only source-link.ts, with no table of forges.
 */
import { PLAIN_HOST } from './host-name.ts';
import type { SourceRepository } from './source-link.ts';

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

/** A forge the site links into: its name as the link says it, and the path to a file on a branch. */
interface Forge {
  name: string;
  /** The path from a repository's address to its files on `branch` (encoded), ending in `/`. */
  files: (branch: string) => string;
}

const GITHUB = (branch: string) => `blob/${branch}/`;
const GITLAB = (branch: string) => `-/blob/${branch}/`;
/** Gitea's, which Forgejo (Codeberg's software) keeps. */
const GITEA = (branch: string) => `src/branch/${branch}/`;

/** The public forges, by the host name of their repositories' addresses. */
const PUBLIC_FORGES: Readonly<Record<string, Forge>> = {
  'github.com': { name: 'GitHub', files: GITHUB },
  'gitlab.com': { name: 'GitLab', files: GITLAB },
  'codeberg.org': { name: 'Codeberg', files: GITEA },
  'bitbucket.org': { name: 'Bitbucket', files: (branch) => `src/${branch}/` },
  'git.sr.ht': { name: 'Sourcehut', files: (branch) => `tree/${branch}/item/` },
};

/** A server of one's own, by the forge `repository.forge` names. */
const SELF_HOSTED: Readonly<Record<SelfHostedForge, Forge>> = {
  gitlab: { name: 'GitLab', files: GITLAB },
  gitea: { name: 'Gitea', files: GITEA },
  forgejo: { name: 'Forgejo', files: GITEA },
};

/**
 * The forge of a repository: the one `forge` declares, else the public forge of its host, else GitLab
 * for a host named `gitlab.…` (a GitLab server of one's own, as such servers are usually named).
 */
function forgeOf(url: string, forge?: SelfHostedForge): Forge | undefined {
  if (forge) return SELF_HOSTED[forge];
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return PUBLIC_FORGES[host] ?? (host.startsWith('gitlab.') ? SELF_HOSTED.gitlab : undefined);
}

/**
 * The repository as every page receives it: its address, its forge's name and the path to its files on
 * the branch; undefined for one on a forge the site does not know (which the schema refuses).
 */
export function sourceRepository(repository: Repository | undefined): SourceRepository | undefined {
  const forge = repository && forgeOf(repository.url, repository.forge);
  if (!repository || !forge) return undefined;
  const branch = repository.branch.split('/').map(encodeURIComponent).join('/');
  return { url: repository.url.replace(/\/+$/, ''), forge: forge.name, files: forge.files(branch) };
}

/** An owner or repository name: letters, digits, `_`, `.` and `-` (GitHub's, GitLab's, Gitea's). */
const NAME = /^[A-Za-z0-9_.-]+$/;
/** A Sourcehut owner: a user name after `~`. */
const SOURCEHUT_OWNER = /^~[A-Za-z0-9_-]+$/;

/** `https://host[:port]/owner/repository`, with at most a final `/` after it. */
const REPOSITORY_ADDRESS = /^https:\/\/([^/?#@:]+)(?::(\d{1,5}))?\/([^/?#]+)\/([^/?#]+)\/?$/i;

const EXAMPLE = 'such as https://github.com/me/portfolio';

/** The forges the guide names, for the sentence "expected a repository on …". */
const KNOWN = `${Object.values(PUBLIC_FORGES)
  .map((forge) => forge.name)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1')} (or a server of your own with forge: ${SELF_HOSTED_FORGES.join(', ')})`;

/** What is wrong with an owner or repository name, or undefined. */
function nameProblem(name: string, what: 'owner' | 'repository', host: string): string | undefined {
  if (what === 'owner' && host === 'git.sr.ht')
    return SOURCEHUT_OWNER.test(name) ? undefined : 'expected a Sourcehut owner with its ~, such as ~me';
  if (!NAME.test(name) || name === '.' || name === '..')
    return `expected exactly an owner and a repository after the host, ${EXAMPLE}, with nothing after them`;
  if (what === 'repository' && name.toLowerCase().endsWith('.git'))
    return 'expected the repository’s web address, without the .git of its clone address';
  return undefined;
}

/**
 * Why `url` (with the `forge` site.md declares) is not a repository's address a source link can
 * extend, as the sentence "expected …" says it; undefined when it is one.
 */
export function repositoryUrlProblem(url: string, forge?: SelfHostedForge): string | undefined {
  if (!/^https:\/\//i.test(url)) return `expected the repository’s https:// address, ${EXAMPLE}`;
  const match = REPOSITORY_ADDRESS.exec(url);
  if (!match) return `expected exactly an owner and a repository after the host, ${EXAMPLE}, with nothing after them`;
  const [, rawHost = '', port, owner = '', name = ''] = match;
  const host = rawHost.toLowerCase();
  if (!PLAIN_HOST.test(host)) return `expected a plain host name before the owner, ${EXAMPLE}`;
  if (!forgeOf(`https://${host}/`, forge)) return `expected a repository on ${KNOWN}`;
  if (port !== undefined && !forge) return `expected no port on a public forge’s address, ${EXAMPLE}`;
  return nameProblem(owner, 'owner', host) ?? nameProblem(name, 'repository', host);
}

/** Characters git refuses anywhere in a branch name: controls, space, `~ ^ : ? * [ \` and DEL. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what git refuses
const REFUSED_CHARACTERS = /[\u0000-\u0020~^:?*[\\\u007f]/;

/**
 * Why `branch` is not a name `git check-ref-format --branch` accepts, as "expected …" says it; undefined
 * when it is one.
 */
export function branchProblem(branch: string): string | undefined {
  const rule = (() => {
    if (REFUSED_CHARACTERS.test(branch)) return 'no space, control character or any of ~ ^ : ? * [ \\';
    if (branch.includes('..')) return 'no ..';
    if (branch.includes('@{') || branch === '@') return 'no @{ and not @ alone';
    if (branch.startsWith('-')) return 'no - at the start';
    if (branch === 'HEAD') return 'not HEAD';
    if (branch.startsWith('/') || branch.endsWith('/') || branch.includes('//'))
      return 'parts between single slashes, with none at either end';
    if (branch.endsWith('.')) return 'no . at the end';
    const parts = branch.split('/');
    if (parts.some((part) => part.startsWith('.'))) return 'no part starting with .';
    if (parts.some((part) => part.endsWith('.lock'))) return 'no part ending with .lock';
    return undefined;
  })();
  return rule && `expected a branch name git accepts, such as main or release/2026 (${rule})`;
}
