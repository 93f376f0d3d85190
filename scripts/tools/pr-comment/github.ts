/**
 * What the comment workflow asks of GitHub's REST API, through the Octokit client it is handed
 * (actions/github-script's `github`, or @octokit/rest's in the tests): which pull request a run of the
 * review was for, the one comment that holds the review (found by its marker, created once, then
 * updated), and the branch that holds the pull request's current pictures. Types only are imported, so
 * the module runs with no package installed.
 */
import type { Octokit } from '@octokit/rest';
import { MARKER } from './body.ts';

/** A repository, as the API names it. */
export interface Repo {
  owner: string;
  repo: string;
}

/** What GitHub's own record of the review's run says (the workflow_run event's payload): trusted. */
export interface ReviewRun {
  /** The commit the run reviewed: the pull request's head when it ran. */
  head_sha: string;
  /** The repository the pull request's branch is in (the fork, for a fork's pull request). */
  head_repository: { full_name: string } | null;
  /** The pull requests GitHub links to the run: empty for a fork's. */
  pull_requests?: { number: number }[] | null;
}

/** The account that writes with the workflow's token; only its comments are the review's. */
export const WORKFLOW_BOT = 'github-actions[bot]';

/** The status of an API error, when the client threw one. */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * The open pull request of `repo` the run reviewed, or undefined. Its number comes from GitHub's record
 * of the run, or, for a fork's (which that record leaves out), from the artifact's claim; either way it
 * counts only if the API's pull request of that number is open, has the run's commit as its head, and
 * comes from the run's head repository. A claim that fails any of these is ignored: an artifact cannot
 * send the comment to another pull request.
 */
export async function findPullRequest(
  github: Octokit,
  repo: Repo,
  run: ReviewRun,
  claimed: number | undefined,
): Promise<number | undefined> {
  const candidates = [...(run.pull_requests ?? []).map((pr) => pr.number), ...(claimed === undefined ? [] : [claimed])];
  for (const number of new Set(candidates)) {
    let pull;
    try {
      ({ data: pull } = await github.rest.pulls.get({ ...repo, pull_number: number }));
    } catch (error) {
      if (statusOf(error) === 404) continue;
      throw error;
    }
    // A fork deleted since has no repository: the API says null, whatever the types say.
    const headRepo = pull.head.repo as { full_name: string } | null;
    const sameHead = pull.head.sha === run.head_sha && headRepo?.full_name === run.head_repository?.full_name;
    const here = pull.base.repo.full_name === `${repo.owner}/${repo.repo}`;
    if (pull.state === 'open' && sameHead && here) return pull.number;
  }
  return undefined;
}

/** What `upsertComment` did. */
export interface Upserted {
  action: 'created' | 'updated';
  id: number;
  url: string;
}

/**
 * Puts `body` in the review's comment on pull request `number`: the workflow's own comment holding the
 * marker is updated; with none, one is created. A marker in someone else's comment is not the review's.
 */
export async function upsertComment(
  github: Octokit,
  repo: Repo,
  number: number,
  body: string,
  bot = WORKFLOW_BOT,
): Promise<Upserted> {
  const comments = await github.paginate(github.rest.issues.listComments, {
    ...repo,
    issue_number: number,
    per_page: 100,
  });
  const own = comments.find((comment) => comment.user?.login === bot && comment.body?.includes(MARKER));
  if (own) {
    const { data } = await github.rest.issues.updateComment({ ...repo, comment_id: own.id, body });
    return { action: 'updated', id: data.id, url: data.html_url };
  }
  const { data } = await github.rest.issues.createComment({ ...repo, issue_number: number, body });
  return { action: 'created', id: data.id, url: data.html_url };
}

/** The branch that holds pull request `number`'s pictures: one branch a pull request, so no two runs race. */
export const picturesBranch = (number: number) => `review-pictures/pr-${number}`;

/**
 * Publishes `pictures` as the only files of the pull request's pictures branch: one commit with no
 * parent, which replaces the branch's last (so the repository keeps only the current pictures). Returns
 * the commit, by which the comment addresses them.
 */
export async function publishPictures(
  github: Octokit,
  repo: Repo,
  number: number,
  headSha: string,
  pictures: ReadonlyMap<string, Buffer>,
): Promise<string> {
  const tree = [];
  for (const [name, bytes] of [...pictures].sort(([a], [b]) => a.localeCompare(b))) {
    const { data: blob } = await github.rest.git.createBlob({
      ...repo,
      content: bytes.toString('base64'),
      encoding: 'base64',
    });
    tree.push({ path: name, mode: '100644' as const, type: 'blob' as const, sha: blob.sha });
  }
  const { data: made } = await github.rest.git.createTree({ ...repo, tree });
  const { data: commit } = await github.rest.git.createCommit({
    ...repo,
    message: `Pictures of pull request #${number} at ${headSha.slice(0, 7)}, for its review comment`,
    tree: made.sha,
    parents: [],
  });
  const ref = `heads/${picturesBranch(number)}`;
  // Whether the branch is there is asked, not found by a failed update: a 422 would be logged as an error.
  if (await refExists(github, repo, ref))
    await github.rest.git.updateRef({ ...repo, ref, sha: commit.sha, force: true });
  else await github.rest.git.createRef({ ...repo, ref: `refs/${ref}`, sha: commit.sha });
  return commit.sha;
}

/** Whether reference `ref` (`heads/…`) exists: the API lists the references that start with it. */
async function refExists(github: Octokit, repo: Repo, ref: string): Promise<boolean> {
  const { data } = await github.rest.git.listMatchingRefs({ ...repo, ref });
  return data.some((found) => found.ref === `refs/${ref}`);
}

/** Deletes pull request `number`'s pictures branch; true if there was one. */
export async function deletePictures(github: Octokit, repo: Repo, number: number): Promise<boolean> {
  const ref = `heads/${picturesBranch(number)}`;
  if (!(await refExists(github, repo, ref))) return false;
  await github.rest.git.deleteRef({ ...repo, ref });
  return true;
}

/** A published picture's address: the file at the pictures commit, served as itself by GitHub. */
export const pictureAddress = (repo: Repo, commit: string, file: string) =>
  `https://raw.githubusercontent.com/${repo.owner}/${repo.repo}/${commit}/${file}`;
