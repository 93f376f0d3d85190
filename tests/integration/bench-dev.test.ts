/**
 * `npm run bench:dev -- --short` on the test site (CONTENT_DIR): it starts the dev server as `npm run
 * dev` does, makes one edit of each kind (the headline, a paragraph of one of the site's posts, its
 * title) and prints every figure, whatever the content. The figures themselves are never asserted: the
 * benchmark measures, tests do not time. And when the dev server cannot start, it says why in the
 * server's own words, without a stack trace.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';

const { posts } = fixtureContent();

/** Runs `npm run bench:dev`'s command with `args` and `env` added. */
function benchDev(args: string[], env: Record<string, string>) {
  const { command, args: script } = scriptCommand('bench:dev');
  return spawnSync(command, [...script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, SITE_URL: '', ...env },
    timeout: 600_000,
  });
}

describe('npm run bench:dev -- --short', () => {
  let run: ReturnType<typeof benchDev>;

  beforeAll(() => {
    run = benchDev(['--short'], { CONTENT_DIR: FIXTURE_CONTENT });
  }, 600_000);

  it('measures the test site to the end, without a stack trace', () => {
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.status).toBe(0);
  });

  it('prints the start of the dev server, and the first visit of a post', () => {
    expect(run.stdout).toMatch(/^the content as it is +– +\d+\.\d s \(listening at \d+\.\d s\) +\d+\.\d s$/m);
  });

  it('prints one edit of each kind, on one of the site’s own posts, and whether it stayed in place', () => {
    const edited = /^the content as it is +post paragraph \(blog\/(\S+)\.mdx\) +\d+ +[01]\/1$/m.exec(run.stdout)?.[1];
    expect(posts.map((post) => path.basename(post.file, '.mdx'))).toContain(edited);
    expect(run.stdout).toMatch(/^the content as it is +headline \(site\.md, home\) +\d+ +[01]\/1$/m);
    expect(run.stdout).toMatch(
      new RegExp(`^the content as it is +post title, frontmatter \\(blog/${edited ?? ''}\\.mdx\\) +\\d+ +[01]/1$`, 'm'),
    );
  });
});

describe('npm run bench:dev when the dev server cannot start', () => {
  it('prints the server’s own error, not the tail of a stack', () => {
    const run = benchDev(['--short'], { CONTENT_DIR: FIXTURE_CONTENT, SITE_URL: 'not a url' });
    expect(run.status).toBe(1);
    expect(run.stderr.split('\n').slice(-3)).toEqual([
      'bench:dev: the dev server (npm run dev) exited with 1:',
      expect.stringMatching(/^ {2}dev: .*URL/),
      '',
    ]);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('says so in one line: a setting', () => {
    const run = benchDev([], { RUNS: 'many' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('bench:dev: RUNS must be a whole number of 1 or more, got "many"\n');
  }, 60_000);
});
