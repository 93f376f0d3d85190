/**
 * What `repository` in site.md must be for a page's source link to stay in the owner's repository: the
 * `https://` address of a repository (exactly an owner and a name) on a forge the site knows, and a
 * branch name git would accept (`git check-ref-format --branch`). The schema reports each at its line;
 * the link itself is source-link.ts's, which the browser loads and this module stays out of.
 */
import { PLAIN_HOST } from './host-name.ts';
import { forgeOf, PUBLIC_FORGES, SELF_HOSTED_FORGES, type SelfHostedForge } from './source-link.ts';

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
