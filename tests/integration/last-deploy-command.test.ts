/**
 * `npm run deploy:last` as the deploy runs it, against a local stand-in for GitHub's REST API that answers
 * with the deployments API's shapes (a list of deployments, newest first; each one's statuses, newest
 * first): it prints the commit of the newest deploy to github-pages whose latest status is a success,
 * passing over newer ones that failed or are under way, or `commit=` when there is none or this clone
 * lacks it. Nothing reaches GitHub.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';

let repo: string;
let server: Server;
let api: string;
const commits: string[] = [];
const asked: IncomingMessage[] = [];
/** The stand-in's deployments (newest first) and each one's latest status. */
let deployments: { id: number; sha: string; state: string }[] = [];

const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'O',
      GIT_AUTHOR_EMAIL: 'o@example.org',
      GIT_COMMITTER_NAME: 'O',
      GIT_COMMITTER_EMAIL: 'o@example.org',
    },
  }).trim();

/** Runs the script's command in the repository, with the environment an Actions job has. */
function last(env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { command, args } = scriptCommand('deploy:last');
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repo,
      env: { ...process.env, GITHUB_API_URL: api, GITHUB_REPOSITORY: 'owner/site', GITHUB_TOKEN: 'token-1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'last-deploy-'));
  git('init', '--quiet', '--initial-branch=main');
  for (const name of ['a', 'b', 'c']) {
    writeFileSync(path.join(repo, name), name);
    git('add', name);
    git('commit', '--quiet', '-m', name);
    commits.push(git('rev-parse', 'HEAD'));
  }
  server = createServer((req, res) => {
    asked.push(req);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const list = /^\/repos\/owner\/site\/deployments$/.test(url.pathname);
    const statuses = /^\/repos\/owner\/site\/deployments\/(\d+)\/statuses$/.exec(url.pathname);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    if (list && url.searchParams.get('environment') === 'github-pages') {
      res.end(
        JSON.stringify(
          deployments.map(({ id, sha }) => ({ id, sha, ref: 'main', environment: 'github-pages', task: 'deploy' })),
        ),
      );
    } else if (statuses) {
      const found = deployments.find((d) => d.id === Number(statuses[1]));
      res.end(JSON.stringify(found ? [{ id: found.id * 10, state: found.state, environment: 'github-pages' }] : []));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: 'Not Found' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('npm run deploy:last', () => {
  it('prints the commit of the newest deploy that succeeded, passing over newer ones that failed or are under way', async () => {
    deployments = [
      { id: 3, sha: commits[2] ?? '', state: 'in_progress' },
      { id: 2, sha: commits[2] ?? '', state: 'failure' },
      { id: 1, sha: commits[1] ?? '', state: 'success' },
    ];
    asked.length = 0;
    const run = await last();
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`commit=${commits[1] ?? ''}\n`);
    expect(run.stderr).toContain(`made from ${commits[1] ?? ''}`);
    // As GitHub's API asks: the token, and the API's version.
    expect(asked[0]?.headers.authorization).toBe('Bearer token-1');
    expect(asked[0]?.headers['x-github-api-version']).toBe('2022-11-28');
  });

  it('prints no commit when no deploy has succeeded yet', async () => {
    deployments = [{ id: 5, sha: commits[2] ?? '', state: 'failure' }];
    const run = await last();
    expect(run.stdout).toBe('commit=\n');
    expect(run.stderr).toContain('No deploy to github-pages has succeeded yet');
  });

  it('prints no commit when this clone does not have the one deployed (after a force push)', async () => {
    deployments = [{ id: 6, sha: 'f'.repeat(40), state: 'success' }];
    const run = await last();
    expect(run.stdout).toBe('commit=\n');
    expect(run.stderr).toContain('which this clone does not have');
  });

  it('prints no commit, and says why, when the API refuses', async () => {
    const run = await last({ GITHUB_REPOSITORY: 'someone/else' });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('commit=\n');
    expect(run.stderr).toContain('GitHub answered 404');
  });
});
