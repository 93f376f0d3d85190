/**
 * `npm run bench` in its short mode on the test site (CONTENT_DIR): it finds the pages to measure in
 * what the build made, copies one of the site's own posts for the scale check, and prints every figure
 * and budget line, whatever the content. Only the mobile preset, home and two generated posts, to stay
 * cheap: three builds (the content cold, with the posts cold, the one-post change) and two Lighthouse
 * runs (home and its no-JS floor; the other pages' sizes and loads are still read).
 * The figures themselves are never asserted: the benchmark measures, tests do not time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPath } from '../../src/lib/routes-paths.ts';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent, projectsWithPages } from '../support/fixture-content.ts';

const { posts } = fixtureContent();
let out: string;

/** Runs `npm run bench`'s command with `args` and `env` added. */
function bench(args: string[], env: Record<string, string>) {
  const { command, args: script } = scriptCommand('bench');
  return spawnSync(command, [...script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 1_200_000,
  });
}

beforeAll(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'bench-'));
});

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('npm run bench -- --short', () => {
  let run: ReturnType<typeof bench>;
  const lines = () => run.stdout.split('\n');

  beforeAll(() => {
    run = bench(['--short'], {
      CONTENT_DIR: FIXTURE_CONTENT,
      OUT_DIR: path.join(out, 'dist'),
      BENCH_PRESETS: 'mobile',
      BENCH_PAGES: 'home',
      SCALE_SIZES: '2',
    });
  }, 1_200_000);

  it('measures the test site to the end, without a stack trace', () => {
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^(All \d+ budgets measured were met\.|\d+ of \d+ budgets measured MISSED)/m);
  });

  it('measures home, the post index, one of the site’s posts, a tag and a project page, found in the built site', () => {
    const index = path.posix.dirname(postPath(posts[0]?.slug ?? ''));
    const pages = /^Pages: (\S+), (\S+), (\S+), (\S+), (\S+) \(/m.exec(run.stdout);
    expect(pages?.slice(1, 3)).toEqual(['/', index]);
    expect(posts.map((p) => postPath(p.slug))).toContain(pages?.[3]);
    expect(pages?.[4]).toMatch(/^\/blog\/tags\/[a-z0-9-]+$/);
    expect(projectsWithPages().map((p) => `/projects/${p.slug}`)).toContain(pages?.[5]);
  });

  it('runs Lighthouse on the kinds of page BENCH_PAGES names, and skips the others’ budgets', () => {
    const index = path.posix.dirname(postPath(posts[0]?.slug ?? ''));
    expect(run.stdout).toMatch(/^Lighthouse measures \/ \(BENCH_PAGES\)\.$/m);
    expect(run.stdout).toMatch(/^(PASS|FAIL {2}<<<) +Lighthouse 100 x4, \/ mobile /m);
    expect(run.stdout).toMatch(
      new RegExp(`^SKIP +Lighthouse, ${index} +not measured: BENCH_PAGES leaves its kind out`, 'm'),
    );
    expect(run.stdout).not.toMatch(new RegExp(`^\\S+ +Lighthouse 100 x4, ${index} `, 'm'));
  });

  it('prints the Total Blocking Time of every run of every page measured, site and floor', () => {
    const table = run.stdout.split('Total Blocking Time of every run')[1]?.split('\n\n')[0] ?? '';
    const rows = table.split('\n').filter((line) => / mobile /.test(line));
    expect(rows).toHaveLength(1);
    for (const row of rows) expect(row).toMatch(/^\/ +mobile\s+\d+\s+\d+$/);
  });

  it('prints the cold builds, peak memory, a one-post change and the compile floor', () => {
    // The short mode builds cold only, then makes the one-post change.
    expect(lines()).toContainEqual(expect.stringMatching(/^0 +[\d.]+ s +– +– +– +\d+ MB /));
    expect(lines()).toContainEqual(expect.stringMatching(/^2 +[\d.]+ s +– +-?\d+ ms +– +\d+ MB /));
    expect(run.stdout).toMatch(/^One-post change at 2 posts added \(warm cache, one post edited\): [\d.]+ s/m);
    expect(run.stdout).toMatch(/^Per post added at 2, cold, against the compile floor: -?\d+ \/ \d+ ms = -?[\d.]+x$/m);
    expect(run.stdout).toMatch(
      /^Cold build at 2 posts added against the content as it is \(\d+ posts?\), cold: [\d.]+x$/m,
    );
  });

  it('prints a line for each budget of the build at scale, skipping the size it did not build', () => {
    expect(run.stdout).toMatch(/^SKIP +cold build with 200 posts added < 30 s +not built at 200 posts/m);
    expect(run.stdout).toMatch(/^SKIP +build of the content as it is, warm, <= 20 s +no warm build in the short mode/m);
    expect(run.stdout).toMatch(/^(PASS|FAIL {2}<<<) +peak memory of any build < 1 GB +\d+ MB/m);
    expect(run.stdout).toMatch(/^(PASS|FAIL {2}<<<) +per post added <= 1\.2x the compile floor /m);
    expect(run.stdout).toMatch(/^(PASS|FAIL {2}<<<) +mobile TBT of every run <= no-JS floor \+ 50 ms, \/ /m);
    expect(run.stdout).toMatch(/^(PASS|FAIL {2}<<<) +mobile TBT median <= no-JS floor's median \+ 50 ms, \/ /m);
    expect(run.stdout).toMatch(
      /^SKIP +cold build with 200 posts added <= 6x the content as it is \(\d+ posts?\), cold +not built at 200 posts/m,
    );
    expect(run.stdout).toMatch(
      /^SKIP +one-post change at 200 posts added <= 25 % of its cold build +not built at 200 posts/m,
    );
    // Bytes are read for every page found, measured by Lighthouse or not.
    expect(run.stdout).toMatch(/^(PASS|FAIL {2}<<<) +home JavaScript <= 80 KB brotli/m);
  });
});

describe('npm run bench on what it cannot use', () => {
  it('says so in one line: a setting', () => {
    const run = bench([], { SCALE_SIZES: 'lots' });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('bench: SCALE_SIZES must be whole numbers of posts separated by commas, got "lots"\n');
  }, 120_000);

  it('says so in one line, before any build: no browser, in the full run and in one of its parts', () => {
    for (const only of ['', 'first-tap']) {
      const run = bench(['--short'], {
        CONTENT_DIR: FIXTURE_CONTENT,
        OUT_DIR: path.join(out, 'no-browser'),
        CHROME_PATH: path.join(out, 'no-such-chrome'),
        BENCH_ONLY: only,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(
        /^bench: No Chromium or Chrome found\. Tried: \S+no-such-chrome \(from CHROME_PATH\)\. [^\n]+\n$/,
      );
      expect(existsSync(path.join(out, 'no-browser'))).toBe(false);
    }
  }, 120_000);

  it('says so in one line: a folder that is not content', () => {
    const run = bench(['--short'], { CONTENT_DIR: out });
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(
      `bench: ${path.relative(process.cwd(), out)} holds no site.md: is CONTENT_DIR a content folder?\n`,
    );
  }, 120_000);
});
