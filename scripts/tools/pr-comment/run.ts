/**
 * The comment workflow's two steps (.github/workflows/review-comment.yml), run by actions/github-script
 * from the default branch's copy of this folder, with no packages installed and no code of the pull
 * request: `postReview` after each review run (publish the pictures, then create or update the one
 * comment), `removePictures` when a pull request closes. Everything from the review's artifact is
 * untrusted (artifact.ts reads it); the pull request, the commit and the run come from GitHub's own
 * record of the run (the event's payload).
 */
import type { Octokit } from '@octokit/rest';
import { readArtifact } from './read-artifact.ts';
import { commentBody } from './body.ts';
import {
  deletePictures,
  findPullRequest,
  pictureAddress,
  publishPictures,
  upsertComment,
  type Repo,
  type ReviewRun,
  type Upserted,
} from './github.ts';
import { parsePreviewHost, previewUrl } from './preview.ts';

/** The parts of actions/github-script's arguments the steps use. */
export interface ScriptArgs {
  github: Octokit;
  context: { repo: Repo; serverUrl: string; payload: Record<string, unknown> };
  core: { info(message: string): void; warning(message: string): void };
}

/** The workflow_run event's run, as far as the comment reads it. */
interface RunPayload extends ReviewRun {
  id: number;
  event: string;
  head_branch: string | null;
}

/** Where the review's artifact was unpacked, and the repository's settings for the comment. */
export interface PostOptions {
  artifactDir: string;
  /** The repository variable REVIEW_PREVIEW (preview.ts), when set. */
  preview?: string | undefined;
  /** The account whose comment is the review's (github.ts's WORKFLOW_BOT, unless a GitHub App writes it). */
  bot?: string | undefined;
}

/**
 * Posts the review of the run in the event's payload on its pull request: one comment, created on the
 * first run and updated on each later one. Returns what it did, or undefined when the run was for no
 * open pull request whose head is the commit it reviewed (closed since, or pushed to again).
 */
export async function postReview(
  { github, context, core }: ScriptArgs,
  options: PostOptions,
): Promise<Upserted | undefined> {
  const run = context.payload.workflow_run as RunPayload | undefined;
  if (run?.event !== 'pull_request') {
    core.info('The run was not for a pull request: nothing to post.');
    return undefined;
  }
  const artifact = readArtifact(options.artifactDir);
  for (const line of artifact.refused) core.warning(`Left out of the comment: ${line}`);
  const number = await findPullRequest(github, context.repo, run, artifact.claimedNumber);
  if (number === undefined) {
    core.info(`No open pull request has ${run.head_sha} as its head (closed, or pushed to since): nothing to post.`);
    return undefined;
  }
  let pictureUrl: (file: string) => string | undefined = () => undefined;
  let picturesMissing: string | undefined;
  if (artifact.pictures.size > 0) {
    try {
      const commit = await publishPictures(github, context.repo, number, run.head_sha, artifact.pictures);
      pictureUrl = (file) => (artifact.pictures.has(file) ? pictureAddress(context.repo, commit, file) : undefined);
    } catch (error) {
      picturesMissing = error instanceof Error ? error.message : String(error);
      core.warning(`The pictures could not be published: ${picturesMissing}`);
    }
  }
  const host = parsePreviewHost(options.preview);
  if (host instanceof Error) core.warning(host.message);
  const fork = run.head_repository?.full_name !== `${context.repo.owner}/${context.repo.repo}`;
  const body = commentBody(artifact.review, artifact.checks, {
    headSha: run.head_sha,
    runUrl: `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}/actions/runs/${run.id}`,
    pictureUrl,
    previewUrl:
      host === undefined || host instanceof Error
        ? undefined
        : previewUrl(host, { number, branch: run.head_branch ?? '', fork }),
    picturesMissing,
    refused: artifact.refused,
  });
  const done = await upsertComment(github, context.repo, number, body, options.bot);
  core.info(`${done.action === 'created' ? 'Created' : 'Updated'} the review's comment: ${done.url}`);
  return done;
}

/** Deletes the pictures of the pull request the event closed (pull_request_target: closed). */
export async function removePictures({ github, context, core }: ScriptArgs): Promise<boolean> {
  const pull = context.payload.pull_request as { number: number } | undefined;
  if (pull === undefined) return false;
  const removed = await deletePictures(github, context.repo, pull.number);
  core.info(removed ? `Deleted the pictures of #${pull.number}.` : `#${pull.number} had no pictures.`);
  return removed;
}
