/**
 * `npm run deploy:scope -- <before> <after>` as the workflows run it, on a repository of its own: it
 * prints `content-only=true` for a push that changes only content/, `false` for one that changes code
 * too or whose changes cannot be known, and says why on stderr. It only reads git: its dry mode is itself.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';

let repo: string;
const commits: string[] = [];

/** Runs git in the repository. */
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Owner',
      GIT_AUTHOR_EMAIL: 'owner@example.org',
      GIT_COMMITTER_NAME: 'Owner',
      GIT_COMMITTER_EMAIL: 'owner@example.org',
    },
  });

/** Writes `file` in the repository and commits it; returns the commit. */
function commit(file: string, text: string): string {
  mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
  writeFileSync(path.join(repo, file), text);
  git('add', '--all');
  git('commit', '--quiet', '-m', `Change ${file}`);
  return git('rev-parse', 'HEAD').trim();
}

/** Runs the script's command in the repository, as the workflow runs it in its checkout. */
function scope(before: string, after: string) {
  const { command, args } = scriptCommand('deploy:scope');
  return spawnSync(command, [...args, before, after], { cwd: repo, encoding: 'utf8', timeout: 30_000 });
}

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'deploy-scope-'));
  git('init', '--quiet', '--initial-branch=main');
  commits.push(commit('package.json', '{}\n'));
  commits.push(commit('content/site.md', 'name: Owner\n'));
  commits.push(commit('src/App.tsx', 'export {};\n'));
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('npm run deploy:scope', () => {
  it('finds a push that changes only content/', () => {
    const run = scope(commits[0] ?? '', commits[1] ?? '');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('content-only=true\n');
    expect(run.stderr).toBe('Only content/ changed (1 file): the build and the site check gate the deploy.\n');
  });

  it('finds a push that changes code, and names the files', () => {
    const run = scope(commits[0] ?? '', commits[2] ?? '');
    expect(run.stdout).toBe('content-only=false\n');
    expect(run.stderr).toBe('Code changed (src/App.tsx): every test runs before the deploy.\n');
  });

  it('runs every test for a new branch, whose push has no before commit', () => {
    const run = scope('0'.repeat(40), commits[2] ?? '');
    expect(run.stdout).toBe('content-only=false\n');
    expect(run.stderr).toBe('The changed files are unknown (a new branch or a manual run): every test runs.\n');
  });
});
