/**
 * Where a pull request's pages are on the host's deploy preview, for an owner who deploys to Netlify or
 * Cloudflare Pages. The repository variable `REVIEW_PREVIEW` names the host and the site:
 * `netlify:<site name>` or `cloudflare:<project name>`. Each host puts a pull request's build at an
 * address it works out the same way every time:
 * - Netlify: `https://deploy-preview-<number>--<site>.netlify.app/`, for pull requests from forks too
 *   (when the site builds them);
 * - Cloudflare Pages: `https://<branch alias>.<project>.pages.dev/`, the branch's name lowercased, each
 *   character other than a letter, a digit or `-` made `-`, without `-` at either end, at most 28
 *   characters; Cloudflare builds no pull request from a fork, so none gets a link.
 * Both serve the site at the root, so a page's address there is its route.
 */

/** The host and site `REVIEW_PREVIEW` names. */
export interface PreviewHost {
  host: 'netlify' | 'cloudflare';
  site: string;
}

/** A site's or project's name on either host: a DNS label. */
const SITE_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The host `REVIEW_PREVIEW` names, undefined when it is not set, or an Error saying what is wrong with it. */
export function parsePreviewHost(value: string | undefined): PreviewHost | Error | undefined {
  const setting = value?.trim() ?? '';
  if (setting === '') return undefined;
  const match = /^(netlify|cloudflare):(.+)$/.exec(setting);
  if (!match || !SITE_NAME.test(match[2] ?? ''))
    return new Error(
      `REVIEW_PREVIEW is "${setting}": expected netlify:<site name> or cloudflare:<project name>, such as netlify:my-portfolio`,
    );
  return { host: match[1] as PreviewHost['host'], site: match[2] as string };
}

/** Cloudflare Pages' alias of a branch: the first label of its preview's address. */
export function cloudflareBranchAlias(branch: string): string | undefined {
  const alias = branch
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 28);
  return alias === '' ? undefined : alias;
}

/** The pull request, as the host sees it. */
export interface PreviewPull {
  number: number;
  /** Its branch's name. */
  branch: string;
  /** Whether it comes from a fork. */
  fork: boolean;
}

/** The preview's address of each route, or undefined when the host builds no preview of this pull request. */
export function previewUrl(host: PreviewHost, pull: PreviewPull): ((route: string) => string) | undefined {
  let origin: string;
  if (host.host === 'netlify') origin = `https://deploy-preview-${pull.number}--${host.site}.netlify.app`;
  else {
    const alias = cloudflareBranchAlias(pull.branch);
    if (pull.fork || alias === undefined) return undefined;
    origin = `https://${alias}.${host.site}.pages.dev`;
  }
  return (route) => `${origin}${route}`;
}
