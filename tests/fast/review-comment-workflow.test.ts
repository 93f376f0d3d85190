/**
 * The comment workflow's steps (.github/workflows/review-comment.yml), run as actions/github-script runs
 * them, its script text read from the workflow, against a local stand-in for GitHub's REST API that
 * records each call: the review's artifact becomes one comment, created on the first push and updated on
 * each later one, with its pictures on the pull request's own branch; a fork's pull request gets the same
 * by its claim, checked; an artifact cannot send the comment elsewhere; closing deletes the pictures.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { MARKER } from '../../scripts/tools/pr-comment/body.ts';
import { picturesBranch } from '../../scripts/tools/pr-comment/github.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in.ts';
import { picturesOf, sampleChecks, sampleReview, writeArtifact } from '../support/review-artifact.ts';

const REPO = { owner: 'noor', repo: 'site' };
const FULL = `${REPO.owner}/${REPO.repo}`;
const WORKFLOW = parse(readFileSync('.github/workflows/review-comment.yml', 'utf8')) as {
  jobs: Record<string, { steps: { uses?: string; with?: { script?: string } }[] }>;
};

/** The github-script step's script of `job`. */
function scriptOf(job: string): string {
  const step = WORKFLOW.jobs[job]?.steps.find((s) => s.uses?.startsWith('actions/github-script@'));
  if (!step?.with?.script) throw new Error(`no github-script step in ${job}`);
  return step.with.script;
}

type AsyncFn = (...args: unknown[]) => Promise<unknown>;
// The constructor of async functions, as github-script makes its script one.
const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => AsyncFn;

/** Runs `job`'s script as actions/github-script does: an async function of its arguments, with the event's payload. */
async function runStep(job: string, standIn: GitHubStandIn, eventName: string, payload: Record<string, unknown>) {
  const log = { info: [] as string[], warning: [] as string[] };
  const core = { info: (m: string) => log.info.push(m), warning: (m: string) => log.warning.push(m) };
  const context = { repo: REPO, serverUrl: 'https://github.com', eventName, payload };
  // Vitest runs this file in a context where code made by `new Function` has no `import()` of its own:
  // the script's import is handed this file's. (tests/integration/review-comment.test.ts runs the same
  // script in a plain Node process, as the runner does.)
  const script = scriptOf(job).replace(/\bawait import\(/g, 'await importModule(');
  const fn = new AsyncFunction(
    'require',
    'github',
    'context',
    'core',
    'exec',
    'glob',
    'io',
    'fetch',
    'importModule',
    script,
  );
  const refuse = () => {
    throw new Error('the step may not use this');
  };
  const importModule = (specifier: string): Promise<unknown> => import(specifier);
  await fn(refuse, standIn.client(), context, core, refuse, refuse, refuse, refuse, importModule);
  return log;
}

/** A workflow_run event for a run of the review on `headSha`, as GitHub sends it. */
function runEvent(headSha: string, options: { fork?: string; number?: number; id?: number } = {}) {
  return {
    action: 'completed',
    workflow_run: {
      id: options.id ?? 777,
      name: 'Content review',
      event: 'pull_request',
      conclusion: 'success',
      head_sha: headSha,
      head_branch: 'new-post',
      head_repository: { full_name: options.fork ?? FULL },
      // GitHub links a run to no pull request when its branch is in a fork.
      pull_requests: options.fork ? [] : [{ number: options.number ?? 7, head: { sha: headSha } }],
    },
  };
}

const SHA = ['a'.repeat(40), 'b'.repeat(40)] as const;

let standIn: GitHubStandIn;
let artifact: string;

beforeEach(async () => {
  standIn = await startGitHubStandIn(REPO);
  artifact = mkdtempSync(path.join(os.tmpdir(), 'review-artifact-'));
  vi.stubEnv('GITHUB_WORKSPACE', process.cwd());
  vi.stubEnv('ARTIFACT_DIR', artifact);
  vi.stubEnv('REVIEW_PREVIEW', '');
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await standIn.close();
  rmSync(artifact, { recursive: true, force: true });
});

const callsOf = (method: string, pattern: RegExp) =>
  standIn.calls.filter((c) => c.method === method && pattern.test(c.path) && c.status < 300);

describe('the comment job of review-comment.yml', () => {
  it('creates one comment on the first push and updates it on the next, with the pictures of each push', async () => {
    const review = sampleReview();
    writeArtifact(artifact, { review, checks: sampleChecks(), number: 7 });
    standIn.pulls.set(7, { number: 7, state: 'open', headSha: SHA[0], headRef: 'new-post', headRepo: FULL });
    // Someone else quoting the marker does not make their comment the review's.
    standIn.comments.set(7, [{ id: 1, body: `I saw ${MARKER} in the last one`, login: 'someone' }]);

    await runStep('comment', standIn, 'workflow_run', runEvent(SHA[0]));
    const first = standIn.comments.get(7)?.find((c) => c.login === 'github-actions[bot]')?.body ?? '';
    const branch = `heads/${picturesBranch(7)}`;
    const firstPictures = standIn.refs.get(branch) ?? '';

    standIn.pulls.set(7, { number: 7, state: 'open', headSha: SHA[1], headRef: 'new-post', headRepo: FULL });
    await runStep('comment', standIn, 'workflow_run', runEvent(SHA[1], { id: 778 }));

    expect(callsOf('POST', /\/issues\/7\/comments$/)).toHaveLength(1);
    expect(callsOf('PATCH', /\/issues\/comments\/\d+$/)).toHaveLength(1);
    const mine = standIn.comments.get(7)?.filter((c) => c.login === 'github-actions[bot]') ?? [];
    expect(mine).toHaveLength(1);
    const body = mine[0]?.body ?? '';
    expect(body.split(MARKER)).toHaveLength(2);
    expect(body).not.toBe(first);
    expect(first).toContain(`reviewed at ${SHA[0].slice(0, 7)}`);
    expect(body).toContain(`reviewed at ${SHA[1].slice(0, 7)}`);
    expect(body).toContain(`(https://github.com/${FULL}/actions/runs/778)`);
    // The branch holds only this push's pictures, in a commit of its own that replaced the first.
    const pictures = standIn.refs.get(branch) ?? '';
    expect(pictures).not.toBe(firstPictures);
    expect(standIn.commits.get(pictures)?.parents).toEqual([]);
    expect([...(standIn.filesAt(pictures)?.keys() ?? [])].sort()).toEqual(picturesOf(review).sort());
    for (const file of picturesOf(review))
      expect(body).toContain(`(https://raw.githubusercontent.com/${FULL}/${pictures}/${file})`);
    expect(body).not.toContain(firstPictures);
  });

  it('takes a fork’s claim of its number only after the API confirms the head, and links the host’s preview', async () => {
    const fork = 'visitor/site';
    writeArtifact(artifact, { review: sampleReview(), checks: sampleChecks(), number: 9 });
    standIn.pulls.set(9, { number: 9, state: 'open', headSha: SHA[0], headRef: 'patch-1', headRepo: fork });
    vi.stubEnv('REVIEW_PREVIEW', 'netlify:noor-site');
    await runStep('comment', standIn, 'workflow_run', runEvent(SHA[0], { fork }));
    const body = standIn.comments.get(9)?.[0]?.body ?? '';
    expect(body).toContain(MARKER);
    expect(body).toContain('(https://deploy-preview-9--noor-site.netlify.app/blog/new-name)');
    expect(body).not.toContain('deploy-preview-9--noor-site.netlify.app/blog/old-name)');
  });

  it('posts nothing when the claimed pull request’s head is another commit, or it is closed', async () => {
    writeArtifact(artifact, { review: sampleReview(), number: 9 });
    standIn.pulls.set(9, { number: 9, state: 'open', headSha: SHA[1], headRef: 'patch-1', headRepo: 'visitor/site' });
    standIn.pulls.set(7, { number: 7, state: 'closed', headSha: SHA[0], headRef: 'new-post', headRepo: FULL });
    await runStep('comment', standIn, 'workflow_run', runEvent(SHA[0], { fork: 'visitor/site' }));
    await runStep('comment', standIn, 'workflow_run', runEvent(SHA[0], { number: 7 }));
    expect(standIn.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('says the review did not finish when the run left no artifact, and still checks the spelling’s absence', async () => {
    standIn.pulls.set(7, { number: 7, state: 'open', headSha: SHA[0], headRef: 'new-post', headRepo: FULL });
    rmSync(artifact, { recursive: true, force: true });
    const log = await runStep('comment', standIn, 'workflow_run', runEvent(SHA[0]));
    const body = standIn.comments.get(7)?.[0]?.body ?? '';
    expect(body).toContain('The review did not finish');
    expect(body).toContain('The checks did not run');
    expect(standIn.refs.size).toBe(0);
    expect(log.info.join('\n')).toContain('Created the review');
  });
});

describe('the pictures job of review-comment.yml', () => {
  it('deletes the pull request’s pictures branch when it closes, and does nothing for one without', async () => {
    writeArtifact(artifact, { review: sampleReview(), number: 7 });
    standIn.pulls.set(7, { number: 7, state: 'open', headSha: SHA[0], headRef: 'new-post', headRepo: FULL });
    await runStep('comment', standIn, 'workflow_run', runEvent(SHA[0]));
    expect(standIn.refs.has(`heads/${picturesBranch(7)}`)).toBe(true);
    await runStep('pictures', standIn, 'pull_request_target', { action: 'closed', pull_request: { number: 7 } });
    expect(standIn.refs.has(`heads/${picturesBranch(7)}`)).toBe(false);
    const log = await runStep('pictures', standIn, 'pull_request_target', {
      action: 'closed',
      pull_request: { number: 8 },
    });
    expect(log.info).toEqual(['#8 had no pictures.']);
  });
});

describe('the modules the steps import', () => {
  it('need no installed package: only Node’s own modules and each other, in scripts/tools/pr-comment/', () => {
    const dir = path.resolve('scripts/tools/pr-comment');
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      // Type-only imports are erased when Node strips the types; every other import must resolve without packages.
      for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
        if (specifier?.startsWith('node:')) continue;
        expect(specifier, `${path.basename(file)} imports ${specifier}`).toMatch(/^\.\/[\w-]+\.ts$/);
        const next = path.join(dir, specifier ?? '');
        expect(existsSync(next)).toBe(true);
        visit(next);
      }
    };
    visit(path.join(dir, 'run.ts'));
    expect([...seen].map((f) => path.basename(f)).sort()).toEqual([
      'artifact.ts',
      'body.ts',
      'github.ts',
      'markdown.ts',
      'preview.ts',
      'read-artifact.ts',
      'run.ts',
    ]);
  });
});
