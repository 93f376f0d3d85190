/**
 * The pull request's comment from a real content change, end to end, on a fixture repository: a copy of
 * this project whose content is the test site's, with the owner's word list, and a commit that edits the
 * headline, adds a post, renames another without an alias, and adds a paragraph with one misspelt word,
 * one word of the owner's list and two links to a local server (one answers 404, one 999). Then, as the
 * two workflows do: `npm run review`, `npm run check:changes` into the artifact, the comment's github-script
 * step (read from review-comment.yml) run by Node in a process of its own against a local stand-in for
 * GitHub's REST API, twice for two pushes; and `npm run review:comment`, the same body on this machine.
 * Every expected value is read from the fixture or from what the review wrote.
 */
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseChecks, parseReview, type ReviewData } from '../../scripts/tools/pr-comment/artifact.ts';
import { MARKER, pageShare } from '../../scripts/tools/pr-comment/body.ts';
import { picturesBranch } from '../../scripts/tools/pr-comment/github.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent } from '../support/fixture-content.ts';
import { startGitHubStandIn, type GitHubStandIn } from '../support/github-stand-in.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const REPO = { owner: 'noor', repo: 'site' };
const NUMBER = 7;
/** The owner's word, on the list since the first commit, and the slip the change makes. */
const OWNER_WORD = 'Kelpwatch';
const MISSPELT = 'recieve';
const { site, posts } = fixtureContent();
const RENAMED = posts[posts.length - 1] ?? posts[0];
const EDITED = posts.find((p) => p !== RENAMED && p.body.includes('[^')) ?? posts[0];
const NEW_SLUG = 'pier-notes';
const RENAMED_TO = `${RENAMED?.slug ?? ''}-renamed`;

let copy: ProjectCopy;
let links: Server;
let linkBase = '';
let standIn: GitHubStandIn;
let review: { status: number | null; stdout: string; stderr: string };
let checks: { status: number | null; stdout: string; stderr: string };
let data: ReviewData;

const git = (...args: string[]) => execFileSync('git', args, { cwd: copy.root, encoding: 'utf8' });

/**
 * Runs `npm run <args>` in the copy; asynchronously, so this process's link server answers the links it
 * checks.
 */
function npm(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', ...args],
      { cwd: copy.root, encoding: 'utf8', timeout: 600_000 },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The 1-based line of `file` in the copy that holds `text`. */
const lineOf = (file: string, text: string) =>
  copy
    .read(file)
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

/**
 * Runs the comment job's github-script step in a Node process of its own, for a run of the review on
 * `headSha`; asynchronously, so this process's stand-in answers it.
 */
function postStep(headSha: string, runId: number): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // In the copy's own .tmp/, removed with it.
  mkdirSync(path.join(copy.root, '.tmp'), { recursive: true });
  const payload = path.join(copy.root, '.tmp', `event-${runId}.json`);
  writeFileSync(
    payload,
    JSON.stringify({
      action: 'completed',
      workflow_run: {
        id: runId,
        event: 'pull_request',
        head_sha: headSha,
        head_branch: 'new-post',
        head_repository: { full_name: `${REPO.owner}/${REPO.repo}` },
        pull_requests: [{ number: NUMBER }],
      },
    }),
  );
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        'tests/support/run-github-script.ts',
        '.github/workflows/review-comment.yml',
        'comment',
        'workflow_run',
        payload,
      ],
      {
        cwd: copy.root,
        encoding: 'utf8',
        timeout: 120_000,
        env: {
          ...process.env,
          GITHUB_WORKSPACE: copy.root,
          GITHUB_REPOSITORY: `${REPO.owner}/${REPO.repo}`,
          GITHUB_API_URL: standIn.url,
          GITHUB_TOKEN: 'stand-in-token',
          ARTIFACT_DIR: path.join(copy.root, 'review'),
          REVIEW_PREVIEW: '',
        },
      },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  links = createServer((request, response) => {
    // LinkedIn's answer to a robot; a page that is gone.
    response.writeHead(request.url === '/profile' ? 999 : 404, { 'content-type': 'text/html' }).end('<p>no</p>');
  });
  await new Promise<void>((resolve) => links.listen(0, '127.0.0.1', resolve));
  linkBase = `http://127.0.0.1:${(links.address() as AddressInfo).port}`;
  standIn = await startGitHubStandIn(REPO);

  copy = copyProject('review-comment');
  copy.remove('content');
  cpSync(FIXTURE_CONTENT, path.join(copy.root, 'content'), { recursive: true });
  copy.write('content/words.txt', `# Words of mine the spelling check should know\n${OWNER_WORD}\n`);
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.email', 'review@example.com');
  git('config', 'user.name', 'Review Test');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The site');

  copy.edit(
    'content/site.md',
    `headline: ${site.headline}`,
    `headline: ${site.headline.replace(/\.$/, '')}, at sea too.`,
  );
  git('mv', `content/blog/${RENAMED?.slug ?? ''}.mdx`, `content/blog/${RENAMED_TO}.mdx`);
  copy.write(
    `content/blog/${NEW_SLUG}.mdx`,
    [
      '---',
      'title: Notes from the pier',
      'description: What a morning on the pier taught me about cables and salt.',
      'date: 2026-03-02',
      'tags:',
      '  - field-test',
      '---',
      '',
      'The tide was low, the wind was cold and every cable was wet by noon.',
      '',
      '## What I took home',
      '',
      'Bring spare glands, dry bags and a second pair of gloves.',
      '',
    ].join('\n'),
  );
  const file = `content/blog/${EDITED?.slug ?? ''}.mdx`;
  const anchor =
    copy
      .read(file)
      .split('\n')
      .find((line) => /^[A-Z]/.test(line) && !line.startsWith('The fix')) ?? '';
  copy.edit(
    file,
    `\n${anchor}\n`,
    `\n${anchor}\n\nEvery unit I ${MISSPELT} from the ${OWNER_WORD} rig is logged [here](${linkBase}/gone), and\nthe team's page is [on LinkedIn](${linkBase}/profile).\n`,
  );
  git('add', '--all');
  git('commit', '--quiet', '--message', 'A content change');

  review = await npm(['review', '--', 'HEAD~1']);
  checks = await npm(['check:changes', '--', 'HEAD~1', '--json', 'review/checks.json']);
  writeFileSync(path.join(copy.root, 'review', 'pull-request'), `${NUMBER}\n`);
  data = parseReview(readFileSync(path.join(copy.root, 'review', 'review.json'), 'utf8'));
}, 900_000);

afterAll(async () => {
  await new Promise<void>((resolve) => links.close(() => resolve()));
  await standIn.close();
  copy.dispose();
});

const editedFile = () => `content/blog/${EDITED?.slug ?? ''}.mdx`;
const misspeltLine = () => `${editedFile()}:${lineOf(editedFile(), MISSPELT)}`;
const linkLine = (suffix: string) => `${editedFile()}:${lineOf(editedFile(), `${linkBase}${suffix}`)}`;

describe('the review and the checks of a content change, as review.yml runs them', () => {
  it('both succeed, and check:changes prints each finding with its file and line, then exits 0', () => {
    expect(review.stderr).toBe('');
    expect(review.status).toBe(0);
    expect(checks.stderr).toBe('');
    expect(checks.status).toBe(0);
    const lines = checks.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('content/'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${misspeltLine()} "${MISSPELT}" is not a known word \\(.*receive.*\\?\\); if it is right, add it to content/words\\.txt$`,
        ),
      ),
      `${linkLine('/gone')} ${linkBase}/gone is broken: answered 404`,
      `${linkLine('/profile')} ${linkBase}/profile could not be checked: answered 999 (the site refuses automated checks); open it yourself`,
    ]);
    expect(checks.stdout).not.toContain(OWNER_WORD);
  });

  it('finds the pages the change makes: the edited home page and post, the new post, and the renamed one', () => {
    const status = Object.fromEntries(data.pages.map((p) => [p.route, p.status]));
    expect(status).toMatchObject({
      '/': 'changed',
      [`/blog/${EDITED?.slug ?? ''}`]: 'changed',
      [`/blog/${NEW_SLUG}`]: 'added',
      [`/blog/${RENAMED_TO}`]: 'added',
      [`/blog/${RENAMED?.slug ?? ''}`]: 'removed',
    });
    expect(data.renames.map((r) => r.path)).toEqual([`/blog/${RENAMED?.slug ?? ''}`]);
  });
});

describe('the comment, posted by review-comment.yml’s step for two pushes', () => {
  let first: Awaited<ReturnType<typeof postStep>>;
  let second: Awaited<ReturnType<typeof postStep>>;
  let body = '';
  let pictures = '';

  beforeAll(async () => {
    const head = git('rev-parse', 'HEAD').trim();
    standIn.pulls.set(NUMBER, {
      number: NUMBER,
      state: 'open',
      headSha: head,
      headRef: 'new-post',
      headRepo: 'noor/site',
    });
    first = await postStep(head, 1);
    // The next push: the same review, at a new head.
    const next = 'c'.repeat(40);
    standIn.pulls.set(NUMBER, {
      number: NUMBER,
      state: 'open',
      headSha: next,
      headRef: 'new-post',
      headRepo: 'noor/site',
    });
    second = await postStep(next, 2);
    body = standIn.comments.get(NUMBER)?.[0]?.body ?? '';
    pictures = standIn.refs.get(`heads/${picturesBranch(NUMBER)}`) ?? '';
  }, 120_000);

  it('runs in plain Node from the workflow’s own script, creating the comment once and then updating it', () => {
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(second.status).toBe(0);
    expect(first.stdout).toContain('Created the review');
    expect(second.stdout).toContain('Updated the review');
    const writes = standIn.calls.filter((c) => c.status < 300 && /\/comments/.test(c.path) && c.method !== 'GET');
    expect(writes.map((c) => c.method)).toEqual(['POST', 'PATCH']);
    expect(standIn.comments.get(NUMBER)).toHaveLength(1);
    expect(body.split(MARKER)).toHaveLength(2);
  });

  it('shows every changed page with its share of changed pixels and its before and after pictures, published', () => {
    const files = standIn.filesAt(pictures);
    for (const page of data.pages) {
      const block = body.split(`#### \`${page.route}\`: `)[1]?.split('\n#### ')[0]?.split('\n### ')[0] ?? '';
      expect(block.startsWith(pageShare(page)), page.route).toBe(true);
      for (const shot of page.shots) {
        const sides =
          page.status === 'changed' ? ['before', 'after'] : page.status === 'added' ? ['after'] : ['before'];
        for (const side of sides) {
          const file = side === 'before' ? shot.before : shot.after;
          expect(file, `${page.route} ${shot.width} ${side}`).toBeDefined();
          expect(block).toContain(
            `![${page.route} at ${shot.width} px, ${side}](https://raw.githubusercontent.com/noor/site/${pictures}/${file ?? ''})`,
          );
          expect(files?.get(file ?? '')?.equals(readFileSync(path.join(copy.root, 'review/images', file ?? '')))).toBe(
            true,
          );
        }
      }
      if (page.status === 'changed')
        expect(block).toMatch(/^(\d+\.\d\d|< 0\.01) % at 390 px, (\d+\.\d\d|< 0\.01) % at 1280 px of pixels changed/);
    }
  });

  it('names the renamed post’s old address and the alias that keeps it', () => {
    expect(body).toContain(
      `\`/blog/${RENAMED?.slug ?? ''}\` (\`content/blog/${RENAMED?.slug ?? ''}.mdx\` at \`HEAD~1\`) leads nowhere now: write \`aliases: [/blog/${RENAMED?.slug ?? ''}]\` in \`content/blog/${RENAMED_TO}.mdx\``,
    );
  });

  it('reports the misspelling with its file and line, not the owner’s word, and the two links as found', () => {
    expect(body).toContain(`- Spelling: \`${misspeltLine()}\` \`${MISSPELT}\``);
    // The owner's word is in the change's words, and no finding of the checks.
    const findings = body.split('### Checks of what the change adds')[1]?.split('\n### ')[0] ?? '';
    expect(findings).toContain(MISSPELT);
    expect(findings).not.toContain(OWNER_WORD);
    expect(body).toContain(`- Broken link: \`${linkLine('/gone')}\` \`${linkBase}/gone\` answered 404`);
    expect(body).toContain(`- Could not check: \`${linkLine('/profile')}\` \`${linkBase}/profile\` answered 999`);
  });
});

describe('npm run review:comment', () => {
  it('writes the same comment with the review folder’s own pictures, to review/comment.md', async () => {
    const local = await npm(['review:comment']);
    expect(local.stderr).toBe('');
    expect(local.status).toBe(0);
    const comment = readFileSync(path.join(copy.root, 'review', 'comment.md'), 'utf8');
    expect(local.stdout).toBe(`${comment}\n`);
    const checksData = parseChecks(readFileSync(path.join(copy.root, 'review', 'checks.json'), 'utf8'));
    expect(checksData.spelling.map((f) => f.word)).toEqual([MISSPELT]);
    for (const file of data.pages
      .flatMap((p) => p.shots.flatMap((s) => [s.before, s.after]))
      .filter((f) => f !== undefined)) {
      expect(comment).toContain(`](images/${file})`);
      expect(existsSync(path.join(copy.root, 'review', 'images', file))).toBe(true);
    }
    expect(comment).toContain(`- Spelling: \`${misspeltLine()}\` \`${MISSPELT}\``);
  });
});
