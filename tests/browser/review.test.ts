/**
 * `npm run review` on a fixture repository: a copy of this project in a temporary folder, with a first
 * commit (the content as it is, plus a second post) and a second commit that changes one project's
 * stack, rewrites one job highlight, edits one word in a hard-wrapped paragraph of the rover post,
 * replaces one gallery image and adds a skill. Real builds of both commits, real screenshots; then the
 * error cases, each with its one clear message.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';

const PROJECT = process.cwd();
let repo: string;

/** A fixed date for both commits, so posts' "updated" dates (from git) are the same on both sides. */
const DATE = '2026-01-15T12:00:00Z';
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, GIT_AUTHOR_DATE: DATE, GIT_COMMITTER_DATE: DATE },
  });

/** Replaces `from` with `to` in the fixture's `file`; fails when `from` is not there. */
function edit(file: string, from: string, to: string): void {
  const full = path.join(repo, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  writeFileSync(full, text.replace(from, to));
}

/** Runs `npm run review -- ...args` in the fixture. */
function review(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync('npm', ['run', '--silent', 'review', '--', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 400_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const RADIO = `---
title: 'Tuning a 915 MHz whip on the rover'
description: Matching the rover's quarter-wave antenna with a NanoVNA.
date: 2025-10-02
updated: 2025-10-05
repo: https://github.com/eliasbrandt/karl-rover
---

A short follow-up on Karl's radio link.

<Contents />

## Measuring the match

The whip measured a return loss of 7 dB at 915 MHz before tuning.
`;

beforeAll(async () => {
  repo = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'review-fixture-')));
  // The project as it stands, including files not committed yet, without what git ignores.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: PROJECT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && existsSync(path.join(PROJECT, f)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    cpSync(path.join(PROJECT, file), path.join(repo, file));
  }
  symlinkSync(realpathSync(path.join(PROJECT, 'node_modules')), path.join(repo, 'node_modules'), 'dir');
  writeFileSync(path.join(repo, 'content/blog/radio.mdx'), RADIO);
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.email', 'review@example.com');
  git('config', 'user.name', 'Review Test');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The site');

  edit('content/projects/karl-rover.md', '  - LiDAR\n', '  - Zephyr\n');
  edit('content/experience/helio-grid.md', 'solar sites 14 km away', 'solar sites 20 km away');
  edit('content/blog/karl.mdx', 'over the 10 cm ruts', 'over the 12 cm ruts');
  edit('content/skills.md', '  - Python test automation\n', '  - Python test automation\n  - Rust\n');
  const image = path.join(repo, 'content/blog/karl/field-test.jpg');
  writeFileSync(image, await sharp(readFileSync(image)).flop().jpeg({ quality: 80 }).toBuffer());
  git('commit', '--quiet', '--all', '--message', 'A content change');
}, 60_000);

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('npm run review on a content change', () => {
  let run: ReturnType<typeof review>;
  let summary: string;
  const reportDir = () => path.join(repo, 'review');

  beforeAll(() => {
    // An interrupted earlier run left its worktree behind, with an uncommitted edit in it.
    git('worktree', 'add', '--quiet', '--detach', '.tmp/review/worktrees/base', 'HEAD~1');
    writeFileSync(path.join(repo, '.tmp/review/worktrees/base/content/skills.md'), 'half-written');
    run = review([]);
    summary = existsSync(path.join(reportDir(), 'summary.md'))
      ? readFileSync(path.join(reportDir(), 'summary.md'), 'utf8')
      : '';
  }, 420_000);

  it('succeeds, after removing the worktree an interrupted run left', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'Removed .tmp/review/worktrees/base, a worktree left by an interrupted review (with uncommitted changes)\n',
    );
  });

  it('names each changed entity on one line, and the one-word edit as that word only', () => {
    const section = summary.split('## Content changes\n\n')[1]?.split('\n\n')[0];
    expect(section?.split('\n')).toEqual([
      '- skills: +Rust (position 13)',
      '- projects/karl-rover: stack +Zephyr (position 5) −LiDAR',
      '- experience/helio-grid: highlight 2 edited',
      '  - highlight 2: Designed a LoRa telemetry link that reaches solar sites [-14-]{+20+} km away on 25 mW.',
      '- blog/karl: section "Hardware Stack" edited (+1 −1 words); gallery image ./karl/field-test.jpg replaced',
      '  - "Hardware Stack": …rocker-bogie keeps all six wheels on the ground over the [-10-]{+12+} cm ruts and cable trenches between rows without springs, which…',
    ]);
  });

  it('says how the base was built and that it used the installed packages', () => {
    expect(summary).toContain(
      '- BASE: HEAD~1 (' +
        git('rev-parse', '--short=7', 'HEAD~1').trim() +
        '), built in a temporary git worktree (.tmp/review/worktrees/base) that reuses this checkout’s installed packages (node\\_modules); removed after the review',
    );
    expect(summary).toContain('- HEAD: the working tree, uncommitted edits included');
  });

  it('lists exactly the routes whose pages changed, with the changed text', () => {
    const section = summary.split('## Pages affected\n\n')[1]?.split('\n\n')[0] ?? '';
    const routes = section.split('\n').filter((line) => line.startsWith('- '));
    // Changed routes by their first words (the rest is their text); the unchanged ones in full.
    expect(
      routes.map((line) => (line.startsWith('- Unchanged:') ? line : line.split(' ').slice(0, 3).join(' '))),
    ).toEqual(['- / changed', '- /blog/karl changed', '- Unchanged: /blog, /blog/radio']);
    expect(section).toContain('  - STM32 / [-LiDAR-]{+Zephyr+}');
    expect(section).toContain('  - Python test automation / {+Rust+}');
  });

  it('photographs exactly the changed routes, before and after, at 390 and 1280 px, whole and close up', () => {
    const shots = ['home', 'blog-karl'].flatMap((route) =>
      [390, 1280].flatMap((width) =>
        ['after', 'before', 'diff'].flatMap((side) => [
          `${route}-${width}-${side}.png`,
          `${route}-${width}-${side}-close.png`,
        ]),
      ),
    );
    expect(readdirSync(path.join(reportDir(), 'images')).sort()).toEqual(shots.sort());
  });

  it('marks changed pixels in the home page’s difference image', () => {
    for (const width of [390, 1280]) {
      const diff = PNG.sync.read(readFileSync(path.join(reportDir(), `images/home-${width}-diff.png`)));
      let red = 0;
      for (let i = 0; i < diff.data.length; i += 4)
        if (diff.data[i] === 255 && diff.data[i + 1] === 0 && diff.data[i + 2] === 0) red++;
      expect(red).toBeGreaterThan(0);
      expect(summary).toMatch(new RegExp(`\\| / \\| ${width} px \\|.*\\| [0-9.]+ % \\([0-9,]+ px\\) \\|`));
    }
    expect(summary).not.toMatch(/\| \/ \| \d+ px \|.*\| 0\.00 %/);
  });

  it('removes its worktrees afterwards', () => {
    expect(git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(existsSync(path.join(repo, '.tmp/review/worktrees/base'))).toBe(false);
  });

  it('writes a report page with no inline scripts or styles that passes axe', async () => {
    const html = readFileSync(path.join(reportDir(), 'index.html'), 'utf8');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('<link rel="stylesheet" href="review.css">');
    // Opened from the disk, as a reviewer opens a downloaded artifact.
    const browser = await launchChromium();
    try {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        const page = await browser.newPage({ viewport });
        await page.goto(pathToFileURL(path.join(reportDir(), 'index.html')).href, { waitUntil: 'load' });
        expect(
          await page.locator('a[href="images/home-1280-diff.png"] img[src="images/home-1280-diff-close.png"]').count(),
        ).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe('npm run review on bad input', () => {
  it('says a BASE that is not a commit is not one, in one line', () => {
    const { status, stdout, stderr } = review(['no-such-revision']);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'review: BASE "no-such-revision" is not a commit in this repository (try a branch, a tag or a commit id)\n',
    );
  });

  it('lists the content errors of each revision, naming its side', () => {
    git('checkout', '--quiet', '-b', 'broken');
    edit('content/projects/karl-rover.md', 'order: 1', 'order: first');
    git('commit', '--quiet', '--all', '--message', 'Broken content');
    git('checkout', '--quiet', 'main');
    edit('content/skills.md', 'skills:', 'skils:');
    try {
      const { status, stderr } = review(['broken']);
      const broken = git('rev-parse', '--short=7', 'broken').trim();
      expect(status).toBe(1);
      expect(stderr.split('\n')).toEqual([
        `review: BASE broken (${broken}) has content that does not build:`,
        'BASE content/projects/karl-rover.md:2 order: expected a whole number, got "first"',
        'HEAD the working tree has content that does not build:',
        'HEAD content/skills.md:1 skills: expected a list of skill tags, got nothing',
        'HEAD content/skills.md:3 skils: unknown field; expected one of skills (did you mean "skills"?)',
        '',
      ]);
      expect(existsSync(path.join(repo, '.tmp/review/worktrees/base'))).toBe(false);
    } finally {
      git('checkout', '--quiet', '--', 'content');
    }
  });

  it('leaves alone a worktree in its place that it did not make', () => {
    git('worktree', 'add', '--quiet', '-b', 'someone', '.tmp/review/worktrees/base', 'HEAD');
    try {
      const { status, stderr } = review([]);
      expect(status).toBe(1);
      expect(stderr).toBe(
        'review: .tmp/review/worktrees/base is a worktree on branch someone, which the review did not make; ' +
          'remove it yourself (git worktree remove .tmp/review/worktrees/base)\n',
      );
      expect(existsSync(path.join(repo, '.tmp/review/worktrees/base/content'))).toBe(true);
    } finally {
      git('worktree', 'remove', '--force', '.tmp/review/worktrees/base');
    }
  });

  it('without Chromium still reviews words and text, and says why pictures were skipped', () => {
    const { status, stdout, stderr } = review(['HEAD~1', 'HEAD'], { CHROME_PATH: '/nonexistent/chromium' });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('- skills: +Rust (position 13)\n');
    expect(stdout).toContain('- / changed');
    expect(stdout).toContain(
      'Pictures skipped: No Chromium or Chrome found. Tried: /nonexistent/chromium (from CHROME_PATH).',
    );
    expect(existsSync(path.join(repo, 'review/images'))).toBe(false);
    expect(readFileSync(path.join(repo, 'review/summary.md'), 'utf8')).toContain('Pictures skipped: No Chromium');
  }, 420_000);
});
