/**
 * `npm run review` on a fixture repository: a copy of this project in a temporary folder whose content
 * is a copy of the test site's (tests/fixtures/content), with a first commit (the site as it is) and a
 * second, a day later, that changes one project's stack, a number in one job highlight, a word in a
 * hard-wrapped paragraph of each post, replaces one gallery image, adds another and adds a skill. Real
 * builds of both commits, real screenshots; then the error cases, each with its one clear message, and
 * a change that deletes every post (the content left with none), reviewed without a browser.
 * Every expected line is made from the fixture's own text.
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
import { startStaticServer } from '../../scripts/hosting/server.ts';
import { formatDate } from '../../src/lib/posts.ts';
import { postPath } from '../../src/lib/routes-paths.ts';
import { axeViolations } from '../support/axe.ts';
import { launchChromium } from '../support/browser.ts';
import { unknownFieldProblem, wholeLine } from '../support/content-fixture.ts';
import { FIXTURE_CONTENT } from '../support/fixture-build.ts';
import { fixtureContent, postWithGallery, postWithoutGallery, type FixturePost } from '../support/fixture-content.ts';

const PROJECT = process.cwd();
let repo: string;

/**
 * The two commits' dates: a day apart, so the post without an `updated` field, edited in the second,
 * shows an Updated date that git moved on (after its published date, so the page shows it).
 */
const DATES = ['2026-07-01', '2026-07-02'] as const;

const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' });

/** Commits every change in the fixture as made on `date`. */
function commitAll(message: string, date: string): void {
  const at = `${date}T12:00:00Z`;
  execFileSync('git', ['commit', '--quiet', '--all', '--message', message], {
    cwd: repo,
    env: { ...process.env, GIT_AUTHOR_DATE: at, GIT_COMMITTER_DATE: at },
  });
}

/** Replaces `from` with `to` in the fixture's `file`; fails when `from` is not there. */
function edit(file: string, from: string, to: string): void {
  const full = path.join(repo, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  writeFileSync(full, text.replace(from, to));
}

/** The 1-based line of the fixture's `file` that holds `text`. */
function lineOf(file: string, text: string): number {
  return (
    readFileSync(path.join(repo, file), 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(text)) + 1
  );
}

/** Runs `npm run review -- ...args` in the fixture. */
function review(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync('npm', ['run', '--silent', 'review', '--', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 600_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * A change excerpt as the review prints one: the sentence of `text` around the first `from`, with
 * `from` replaced by `to` in git's word-diff notation and at most ten words kept on either side.
 */
function excerpt(text: string, from: string, to: string): string {
  const sentence = text.split(/(?<=[.!?])\s+/).find((s) => s.includes(from)) ?? '';
  const at = sentence.indexOf(from);
  const before = sentence.slice(0, at).match(/\S+\s*/g) ?? [];
  const after = sentence.slice(at + from.length).match(/\s*\S+/g) ?? [];
  const head = before.length > 10 ? `…${before.slice(-10).join('')}` : before.join('');
  const tail = after.length > 10 ? `${after.slice(0, 10).join('')}…` : after.join('');
  return `${head}[-${from}-]{+${to}+}${tail}`;
}

/**
 * The prose of the section `title` of a post, its hard-wrapped lines joined as the page shows them (a
 * Markdown image on a line of its own is a picture, not prose).
 */
function section(post: FixturePost, title: string): string {
  return (
    (post.body.split(`## ${title}\n`)[1] ?? '')
      .split('\n## ')[0]
      ?.replace(/^!\[[^\]]*\]\([^)]*\)$/gm, '')
      .trim()
      .replace(/\s*\n\s*/g, ' ') ?? ''
  );
}

/** A whole number standing on its own (not part of 99.7 or 1,200), which the word diff reads as one word. */
const WHOLE_NUMBER = /(?<![\d.,])\d+(?![\d.,])/;

/**
 * The first section of `post` with a whole number in its prose (not in a table or code): its title, the
 * line of the file that holds the number, and the number.
 */
function sectionWithNumber(post: FixturePost): { title: string; line: string; number: string } {
  for (const title of post.sections) {
    const prose = (post.body.split(`## ${title}\n`)[1] ?? '').split('\n## ')[0]?.split('```')[0] ?? '';
    const line = prose.split('\n').find((l) => /^[A-Z]/.test(l) && WHOLE_NUMBER.test(l));
    const number = line === undefined ? undefined : WHOLE_NUMBER.exec(line)?.[0];
    if (line !== undefined && number !== undefined) return { title, line, number };
  }
  throw new Error(`no section of ${post.file} has a whole number in its prose`);
}

const { skills, projects, experience } = fixtureContent();
const project = projects[0] as (typeof projects)[number];
const job = experience[0] as (typeof experience)[number];
const gallery = postWithGallery();
const plain = postWithoutGallery();

/** The edits of the second commit (new values are one word each, which the summary shows bare). */
const NEW_SKILL = 'Telemetry';
const DROPPED_TAG = project.stack[project.stack.length - 1] ?? '';
const NEW_TAG = 'Altium';
const HIGHLIGHT = job.highlights.findIndex((h) => WHOLE_NUMBER.test(h));
const highlightNumber = WHOLE_NUMBER.exec(job.highlights[HIGHLIGHT] ?? '')?.[0] ?? '';
const edited = sectionWithNumber(gallery);
const REPLACED_IMAGE = gallery.gallery[gallery.gallery.length - 1]?.src ?? '';
const NEW_IMAGE = {
  src: `./${gallery.slug}/board-detail.jpg`,
  caption: 'The board again, mirrored for a review test.',
};
/** The last section of the post without a gallery, far below its header: its first word is edited. */
const plainSection = plain.sections[plain.sections.length - 1] ?? '';
const plainWord = section(plain, plainSection).split(' ')[0] ?? '';
const PLAIN_WORD = 'This';

const bumped = (number: string) => String(Number(number) + 1);

beforeAll(async () => {
  repo = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'review-fixture-')));
  // The project as it stands, including files not committed yet, without what git ignores, and with
  // the test site's content in place of the owner's.
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: PROJECT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && !f.startsWith('content/') && existsSync(path.join(PROJECT, f)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    cpSync(path.join(PROJECT, file), path.join(repo, file));
  }
  cpSync(FIXTURE_CONTENT, path.join(repo, 'content'), { recursive: true });
  symlinkSync(realpathSync(path.join(PROJECT, 'node_modules')), path.join(repo, 'node_modules'), 'dir');
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.email', 'review@example.com');
  git('config', 'user.name', 'Review Test');
  git('add', '--all');
  commitAll('The site', DATES[0]);

  edit(`content/${project.file}`, `  - ${DROPPED_TAG}\n`, `  - ${NEW_TAG}\n`);
  const highlight = job.highlights[HIGHLIGHT] ?? '';
  edit(`content/experience/${job.slug}.md`, highlight, highlight.replace(WHOLE_NUMBER, bumped(highlightNumber)));
  const galleryFile = `content/blog/${gallery.slug}.mdx`;
  edit(galleryFile, edited.line, edited.line.replace(WHOLE_NUMBER, bumped(edited.number)));
  const image = path.join(repo, 'content/blog', REPLACED_IMAGE);
  writeFileSync(image, await sharp(readFileSync(image)).flop().jpeg({ quality: 80 }).toBuffer());
  const board = path.join(repo, 'content/blog', gallery.gallery[0]?.src ?? '');
  writeFileSync(path.join(repo, 'content/blog', NEW_IMAGE.src), await sharp(readFileSync(board)).flop().toBuffer());
  edit(
    galleryFile,
    '</Gallery>',
    `  <GalleryImage src="${NEW_IMAGE.src}" alt="The logger's board, seen from the other side" caption="${NEW_IMAGE.caption}" />\n</Gallery>`,
  );
  edit(`content/blog/${plain.slug}.mdx`, `## ${plainSection}\n\n${plainWord} `, `## ${plainSection}\n\n${PLAIN_WORD} `);
  edit(
    'content/skills.md',
    `  - ${skills[skills.length - 1] ?? ''}\n`,
    `  - ${skills[skills.length - 1] ?? ''}\n  - ${NEW_SKILL}\n`,
  );
  git('add', '--all');
  commitAll('A content change', DATES[1]);
}, 120_000);

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
  }, 660_000);

  it('succeeds, after removing the worktree an interrupted run left', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'Removed .tmp/review/worktrees/base, a worktree left by an interrupted review (with uncommitted changes)\n',
    );
  }, 10_000);

  it('names each changed entity on one line, and each one-word edit as that word only', () => {
    const content = summary.split('## Content changes\n\n')[1]?.split('\n\n')[0];
    const highlight = job.highlights[HIGHLIGHT] ?? '';
    expect(content?.split('\n')).toEqual([
      `- skills: +${NEW_SKILL} (position ${skills.length + 1})`,
      `- projects/${project.slug}: stack +${NEW_TAG} (position ${project.stack.length}) −${DROPPED_TAG}`,
      `- experience/${job.slug}: highlight ${HIGHLIGHT + 1} edited`,
      `  - highlight ${HIGHLIGHT + 1}: ${excerpt(highlight, highlightNumber, bumped(highlightNumber))}`,
      `- blog/${plain.slug}: section "${plainSection}" edited (+1 −1 words)`,
      `  - "${plainSection}": ${excerpt(section(plain, plainSection), plainWord, PLAIN_WORD)}`,
      `- blog/${gallery.slug}: section "${edited.title}" edited (+1 −1 words); gallery image ${REPLACED_IMAGE} replaced; gallery image ${NEW_IMAGE.src} added`,
      `  - "${edited.title}": ${excerpt(section(gallery, edited.title), edited.number, bumped(edited.number))}`,
    ]);
  }, 10_000);

  it('says how the base was built and that it used the installed packages', () => {
    expect(summary).toContain(
      '- BASE: HEAD~1 (' +
        git('rev-parse', '--short=7', 'HEAD~1').trim() +
        '), built in a temporary git worktree (.tmp/review/worktrees/base) that reuses this checkout’s installed packages (node\\_modules); removed after the review',
    );
    expect(summary).toContain('- HEAD: the working tree, uncommitted edits included');
  }, 10_000);

  it('lists exactly the routes whose pages changed, counting words a visitor sees and pictures, not image files', () => {
    const section = summary.split('## Pages affected\n\n')[1]?.split('\n\n')[0] ?? '';
    const routes = section.split('\n').filter((line) => line.startsWith('- '));
    const captionWords = NEW_IMAGE.caption.split(' ').length;
    expect(routes).toEqual([
      expect.stringMatching(/^- \/ changed \(\+\d+ −\d+ words\)$/) as string,
      expect.stringMatching(new RegExp(`^- /blog/${plain.slug} changed \\(\\+\\d+ −\\d+ words\\)$`)) as string,
      // The new caption's words and the edited number; not the label for screen readers beside each picture.
      `- /blog/${gallery.slug} changed (+${captionWords + 1} −1 words, 1 picture replaced, 1 new picture)`,
      // The edited project's page shows its stack too.
      ...(project.body === ''
        ? []
        : [expect.stringMatching(new RegExp(`^- /projects/${project.slug} changed `)) as string]),
      expect.stringMatching(/^- Unchanged: \/blog(, |$)/) as string,
    ]);
    expect(section).toContain(
      `  - ${project.stack[project.stack.length - 2] ?? ''} / [-${DROPPED_TAG}-]{+${NEW_TAG}+}`,
    );
    expect(section).toContain(`  - ${skills[skills.length - 1] ?? ''} / {+${NEW_SKILL}+}`);
  }, 10_000);

  it('reads a post header’s parts with spaces between them: dates, and the reading time', () => {
    const section = summary.split('## Pages affected\n\n')[1]?.split('\n\n')[0] ?? '';
    // The commit that added the post is no update: the edit after it brings the first Updated date.
    expect(section.split('\n')).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^ {2}- Published ${formatDate(plain.date)} \\{\\+Updated ${formatDate(DATES[1])} \\+\\}\\d+ min read$`,
        ),
      ),
    );
  }, 10_000);

  it('photographs exactly the changed routes, before and after, at 390 and 1280 px, whole and close up', () => {
    const changed = ['home', `blog-${plain.slug}`, `blog-${gallery.slug}`];
    if (project.body !== '') changed.push(`projects-${project.slug}`);
    const shots = changed.flatMap((route) =>
      [390, 1280].flatMap((width) =>
        ['after', 'before', 'diff'].flatMap((side) => [
          `${route}-${width}-${side}.png`,
          `${route}-${width}-${side}-close.png`,
        ]),
      ),
    );
    expect(readdirSync(path.join(reportDir(), 'images')).sort()).toEqual(shots.sort());
  }, 10_000);

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
    // Two whole-page PNGs decoded in JavaScript: more than 10 s while both cores are busy, as the close-ups' check.
  }, 30_000);

  it('cuts each close-up narrow enough to read in the report at its own size', () => {
    for (const file of readdirSync(path.join(reportDir(), 'images')).filter((f) => f.endsWith('-close.png'))) {
      const { width, height } = PNG.sync.read(readFileSync(path.join(reportDir(), 'images', file)));
      expect(width, file).toBeLessThanOrEqual(400);
      expect(height, file).toBeLessThanOrEqual(560);
    }
  }, 30_000);

  it('centres the close-up on the edited paragraph, not on the Updated date that git moved', async () => {
    const html = readFileSync(path.join(reportDir(), 'index.html'), 'utf8');
    const article = html.split(`<code>/blog/${plain.slug}</code>`)[1]?.split('</article>')[0] ?? '';
    const shown = /<h4>1280 px:.*?(\d+) × (\d+) px around the largest change, ([\d,]+) px down the page<\/h4>/.exec(
      article,
    );
    expect(shown).not.toBeNull();
    const [top, height] = [Number(shown?.[3]?.replace(/,/g, '')), Number(shown?.[2])];
    // Where the two are on the built page, as the review photographed it.
    const server = await startStaticServer({ root: path.join(repo, '.tmp/review/out-head'), base: '/' });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(new URL(`blog/${plain.slug}`, server.url).href, { waitUntil: 'networkidle' });
      const rows = (locator: ReturnType<typeof page.locator>) =>
        locator.evaluate((node) => {
          const box = node.getBoundingClientRect();
          return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
        });
      const rest = section(plain, plainSection).split(' ').slice(1, 6).join(' ');
      const paragraph = await rows(page.locator('p', { hasText: `${PLAIN_WORD} ${rest}` }));
      const date = await rows(page.locator('time').last());
      expect(paragraph.top).toBeGreaterThanOrEqual(top);
      expect(paragraph.top).toBeLessThan(top + height);
      expect(date.bottom <= top || date.top >= top + height).toBe(true);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);

  it('removes its worktrees afterwards', () => {
    expect(git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(existsSync(path.join(repo, '.tmp/review/worktrees/base'))).toBe(false);
  }, 10_000);

  it('writes a report page with no inline scripts or styles that passes axe, its close-ups at their own size', async () => {
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
        if (viewport.width === 1280) {
          // Shown at (nearly) the size they were cut, so their text reads as on the page.
          const scales = await page
            .locator('img[src$="-close.png"]')
            .evaluateAll((images) =>
              images.map((img) => (img as HTMLImageElement).width / (img as HTMLImageElement).naturalWidth),
            );
          expect(scales.length).toBeGreaterThan(0);
          expect(Math.min(...scales)).toBeGreaterThanOrEqual(0.9);
        }
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
  }, 60_000);

  it('lists the content errors of each revision, naming its side, and runs no code a content file holds', () => {
    const projectFile = `content/projects/${project.slug}.md`;
    // A job whose frontmatter is JavaScript that would write a file outside the repository, if it ran.
    const marker = path.join(path.dirname(repo), `${path.basename(repo)}-PWNED`);
    const jobFile = 'content/experience/acme.md';
    git('checkout', '--quiet', '-b', 'broken');
    edit(projectFile, `order: ${project.order}`, 'order: first');
    writeFileSync(
      path.join(repo, jobFile),
      `---js\n{ order: 3, company: 'Acme', role: 'Engineer', period: '2019–2020', stack: ['C'], highlights: [require('child_process').execSync('id > ${marker}').toString() || 'Shipped things.'] }\n---\n`,
    );
    git('add', jobFile);
    commitAll('Broken content', DATES[1]);
    git('checkout', '--quiet', 'main');
    edit('content/skills.md', 'skills:', 'skils:');
    try {
      const { status, stderr } = review(['broken']);
      const broken = git('rev-parse', '--short=7', 'broken').trim();
      expect(status).toBe(1);
      expect(stderr.split('\n')).toEqual([
        `review: BASE broken (${broken}) has content that does not build:`,
        `BASE ${projectFile}:${lineOf(projectFile, 'order:')} order: expected a whole number, got "first"`,
        `BASE ${jobFile}:1 frontmatter: expected a line of --- alone, opening YAML frontmatter, got "---js", a language the site does not read; frontmatter is YAML only, and nothing in a content file runs: write --- alone, then each field as YAML, such as title: My post`,
        'HEAD the working tree has content that does not build:',
        'HEAD content/skills.md:1 skills: expected a list of skill tags, got nothing',
        expect.stringMatching(
          wholeLine(
            unknownFieldProblem(`HEAD content/skills.md:${lineOf('content/skills.md', 'skils:')}`, 'skils', 'skills'),
          ),
        ),
        '',
      ]);
      expect(existsSync(path.join(repo, '.tmp/review/worktrees/base'))).toBe(false);
      expect(existsSync(marker)).toBe(false);
    } finally {
      git('checkout', '--quiet', '--', 'content');
    }
  }, 120_000);

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
  }, 60_000);

  it('reviews content left with no posts, and without Chromium says why pictures were skipped', () => {
    // Every post deleted, as a new owner deletes the sample's, with the links that led to them.
    const { posts, drafts } = fixtureContent();
    const index = path.posix.dirname(postPath(posts[0]?.slug ?? ''));
    git('checkout', '--quiet', '-b', 'no-posts', 'main');
    rmSync(path.join(repo, 'content', 'blog'), { recursive: true });
    rmSync(path.join(repo, 'content', 'replies', 'blog'), { recursive: true, force: true });
    for (const file of git('ls-files', 'content')
      .split('\n')
      .filter((f) => /\.mdx?$/.test(f) && existsSync(path.join(repo, f)))) {
      const text = readFileSync(path.join(repo, file), 'utf8');
      writeFileSync(
        path.join(repo, file),
        text
          .replace(new RegExp(`^ +- label: .*\\n +href: ${index}(/.*)?\\n`, 'gm'), '')
          // A link in a project page's body to a post keeps its words.
          .replace(new RegExp(`\\[([^\\]]*)\\]\\(${index}(/[^)]*)?\\)`, 'g'), '$1'),
      );
    }
    git('add', '--all');
    commitAll('Every post removed', DATES[1]);
    git('checkout', '--quiet', 'main');
    const { status, stdout, stderr } = review(['main', 'no-posts'], { CHROME_PATH: '/nonexistent/chromium' });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    for (const post of posts) expect(stdout).toContain(`\n- blog/${post.slug}: removed\n`);
    for (const draft of drafts) expect(stdout).toContain(`\n- blog/${draft.slug} (draft): removed\n`);
    // The rename guard, first: each published post's address now leads nowhere, and the review says what to write.
    const breaking = stdout.indexOf('## Links that would break');
    expect(breaking).toBeGreaterThan(-1);
    expect(breaking).toBeLessThan(stdout.indexOf('## Content changes'));
    for (const post of posts) {
      expect(stdout).toMatch(
        new RegExp(
          `\\n- ${postPath(post.slug)} \\(content/blog/${post.slug}\\.mdx at main\\): write aliases: .*removed: \\[${postPath(post.slug)}\\] in content/site\\.md\\n`,
        ),
      );
    }
    for (const post of posts) expect(stdout).toContain(`\n- ${postPath(post.slug)} removed\n`);
    expect(stdout).toContain('- / changed');
    expect(stdout).toContain(
      'Pictures skipped: No Chromium or Chrome found. Tried: /nonexistent/chromium (from CHROME_PATH).',
    );
    expect(existsSync(path.join(repo, 'review/images'))).toBe(false);
    expect(readFileSync(path.join(repo, 'review/summary.md'), 'utf8')).toContain('Pictures skipped: No Chromium');
  }, 600_000);
});
