/**
 * The rename guard as an owner meets it: in a git repository holding a copy of the test site, a post's
 * file is renamed (and so its slug) and committed; `npm run check:content -- --since HEAD~1` fails,
 * naming the old path and the `aliases:` line to write on the renamed post; with that line written it
 * passes, and so does a removal declared in site.md instead. An unknown ref fails with its name.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { PROJECT_ROOT } from '../../scripts/pipeline/settings.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const { posts } = fixtureContent();
// A post no other file links to, so the rename breaks nothing but links from elsewhere.
const post = posts.find(
  (p) =>
    !readFileSync(path.join(FIXTURE_CONTENT, 'site.md'), 'utf8').includes(`/blog/${p.slug}`) &&
    posts.every((other) => !other.body.includes(`/blog/${p.slug}`)),
);
if (!post) throw new Error('the test site needs a post no other file links to');
const renamed = `${post.slug}-revisited`;

let repo: string;
const content = () => path.join(repo, 'content');
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
  });

/** `npm run check:content -- …args` on the copy, as the workflows run it, from the repository's root. */
function check(...args: string[]) {
  const { command, args: own } = scriptCommand('check:content');
  return spawnSync(command, [...own, ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, CONTENT_DIR: content(), NODE_PATH: path.join(PROJECT_ROOT, 'node_modules') },
    timeout: 100_000,
  });
}

/** The file of the renamed post, relative to the repository. */
const renamedFile = `content/blog/${renamed}.mdx`;

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'rename-guard-'));
  cpSync(FIXTURE_CONTENT, content(), { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'The site');
  renameSync(path.join(content(), 'blog', `${post.slug}.mdx`), path.join(repo, renamedFile));
  git('add', '--all');
  git('commit', '--quiet', '-m', 'Rename a post');
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('npm run check:content -- --since', () => {
  it('fails on a renamed post, naming its old path and the aliases line to write', () => {
    const run = check('--', '--since', 'HEAD~1');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Content checked: no problems');
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^Rename guard: 1 page at HEAD~1 \([0-9a-f]{7}\) leads nowhere now:$/);
    expect(lines[1]).toBe(
      `/blog/${post.slug} (content/blog/${post.slug}.mdx at HEAD~1): write aliases: [/blog/${post.slug}] in ${renamedFile} (same title), or, if it is gone on purpose, removed: [/blog/${post.slug}] in content/site.md`,
    );
  });

  it('passes once the renamed post lists its old path', () => {
    const file = path.join(repo, renamedFile);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(/^---\n/, `---\naliases: [/blog/${post.slug}]\n`));
    const run = check('--', '--since', 'HEAD~1');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Rename guard: every page at HEAD~1');
    writeFileSync(file, text);
  });

  it('passes when the removal is declared instead', () => {
    const site = path.join(content(), 'site.md');
    const text = readFileSync(site, 'utf8');
    writeFileSync(site, text.replace(/^removed: \[/m, `removed: [/blog/${post.slug}, `));
    const run = check('--', '--since', 'HEAD~1');
    expect(run.status).toBe(0);
    writeFileSync(site, text);
  });

  it('fails on a ref that is no commit, naming it', () => {
    const run = check('--', '--since', 'no-such-ref');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('--since no-such-ref: not a commit of the repository');
  });
});
