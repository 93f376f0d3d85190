/**
 * `npm run deploy:last`: the commit the site was last deployed from, as GitHub's deployments API knows it
 * (GitHub Pages records each deploy, with its commit, in the `github-pages` environment). The deploy runs
 * the rename guard against it: a push compared with the commit before it would miss a rename in a push
 * whose deploy failed, and the daily run has no push at all. Prints `commit=<sha>` (the form GitHub
 * Actions reads from $GITHUB_OUTPUT), or `commit=` when there is none to compare with (a first deploy,
 * or a commit this clone does not have, as after a force push), and says why on stderr.
 *
 * It reads GITHUB_API_URL, GITHUB_REPOSITORY and GITHUB_TOKEN, which every Actions job has;
 * `-- --environment <name>` reads another environment's deploys.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The environment GitHub Pages deploys to (actions/deploy-pages). */
export const PAGES_ENVIRONMENT = 'github-pages';

/** How many of the newest deploys are asked about: one of them succeeded, or the site is not live. */
const DEPLOYS_ASKED = 30;

/** What the API says of a deployment and of a status (the fields read). */
interface Deployment {
  id: number;
  sha: string;
}
interface DeploymentStatus {
  state: string;
}

/** GET of an API path, as JSON. */
export type GetJson = (apiPath: string) => Promise<unknown>;

/** A reader of GitHub's REST API at `apiUrl` with `token`. */
export function githubApi(apiUrl: string, token: string | undefined): GetJson {
  return async (apiPath) => {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${apiPath}`, {
      headers: {
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`GitHub answered ${response.status} to GET ${apiPath}`);
    return (await response.json()) as unknown;
  };
}

/**
 * The commit of the newest deploy of `repository` to `environment` whose latest status is `success`
 * (a newer deploy that failed, or is under way, is passed over), or undefined when none succeeded.
 */
export async function lastDeployedCommit(
  get: GetJson,
  repository: string,
  environment = PAGES_ENVIRONMENT,
): Promise<string | undefined> {
  const query = `environment=${encodeURIComponent(environment)}&per_page=${DEPLOYS_ASKED}`;
  const deployments = (await get(`/repos/${repository}/deployments?${query}`)) as Deployment[];
  for (const deployment of deployments) {
    const [latest] = (await get(
      `/repos/${repository}/deployments/${deployment.id}/statuses?per_page=1`,
    )) as DeploymentStatus[];
    if (latest?.state === 'success') return deployment.sha;
  }
  return undefined;
}

/** Whether this clone has `commit`. */
function hasCommit(commit: string): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: { environment: { type: 'string', default: PAGES_ENVIRONMENT } },
  });
  const { GITHUB_API_URL = 'https://api.github.com', GITHUB_REPOSITORY, GITHUB_TOKEN } = process.env;
  let commit: string | undefined;
  if (!GITHUB_REPOSITORY) {
    console.error('GITHUB_REPOSITORY is not set (owner/name): no deploy to compare with.');
  } else {
    try {
      const found = await lastDeployedCommit(
        githubApi(GITHUB_API_URL, GITHUB_TOKEN),
        GITHUB_REPOSITORY,
        values.environment,
      );
      if (found === undefined)
        console.error(`No deploy to ${values.environment} has succeeded yet: nothing to compare with.`);
      else if (!hasCommit(found))
        console.error(`The last deploy was made from ${found}, which this clone does not have.`);
      else {
        console.error(`The last deploy to ${values.environment} was made from ${found}.`);
        commit = found;
      }
    } catch (error) {
      console.error(`${error instanceof Error ? error.message : String(error)}: no deploy to compare with.`);
    }
  }
  console.log(`commit=${commit ?? ''}`);
}
