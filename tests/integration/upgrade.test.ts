/**
 * `npm run upgrade` between real git repositories. The "upstream" is a copy of this project whose sample
 * content is the test site (tests/fixtures/content), tagged as package.json's release. A fork of it (a
 * clone, with a bare repository as its own `origin`) replaces content/ with another owner's (the
 * data-engineer test site: none of the sample's posts) and adds a rule to one stylesheet. Upstream then
 * commits a code change to the same stylesheet, a change to the sample's post and profile (and a new
 * sample project), and the next major release, which renames `contactIntro` with its migration note and
 * its changelog entry. The upgrade merges; the test checks what the owner keeps and reads, fixes the
 * renamed field as the error says, reviews the change with the command the upgrade printed, and undoes
 * it with the command it printed. Both copies share this checkout's node_modules by a link. The
 * review's builds are the test's only two; its pictures are skipped (review.test.ts covers them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTree } from '../../scripts/pipeline/content/read.ts';
import { FIXTURE_CONTENT, OTHER_SITES } from '../support/fixture-build.ts';
import { fixtureContent, postWithGallery } from '../support/fixture-content.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const STYLESHEET = 'src/styles/tokens.css';
const OWNER_RULE = "\n/* The owner's accent. */\n:root {\n  --color-accent: light-dark(#7a0b5b, #bf2f8f);\n}\n";
const UPSTREAM_RULE = '/* Upstream: one more step of space. */\n:root {\n  --space-10: 6rem;\n}\n\n';
const [OLD_FIELD, NEW_FIELD] = ['contactIntro', 'contactLead'];
const WRITE = `${NEW_FIELD}: the same sentence, under its new name`;
/** The sample project upstream adds, which must not reach the fork. */
const NEW_SAMPLE = 'content/projects/upgrade-sample.md';
/** A page upstream adds, holding what a hostile upstream might: it must not reach the fork either. */
const NEW_PAGE = 'content/pages/evil.md';
/** The review's pictures are skipped: no browser at this path. */
const NO_BROWSER = { CHROME_PATH: '/nonexistent/chromium' };

let upstream: ProjectCopy;
let work: string;
let fork: string;
let origin: string;
let release: string;
let next: string;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** Runs `npm run --silent <args>` in the fork. */
function npm(args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync('npm', ['run', '--silent', ...args], {
    cwd: fork,
    encoding: 'utf8',
    env: { ...process.env, ...NO_BROWSER, ...env },
    timeout: 600_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file of the fork's content/, by path, with its bytes. */
const contentFiles = () =>
  new Map(listTree(path.join(fork, 'content')).map((file) => [path.relative(fork, file), readFileSync(file)]));

/** The fork's 1-based line that starts with `start`. */
const lineOf = (file: string, start: string) =>
  readFileSync(path.join(fork, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.startsWith(start)) + 1;

/** The release upstream makes: the field renamed in the code and the sample, its note, version and changelog. */
function makeRelease(): void {
  for (const file of git(upstream.root, 'grep', '-l', '-w', OLD_FIELD, '--', 'src', 'content').split('\n'))
    upstream.edit(file, new RegExp(`\\b${OLD_FIELD}\\b`, 'g'), NEW_FIELD);
  upstream.edit(
    'src/content/migrations.ts',
    'MIGRATION_NOTES: readonly MigrationNote[] = [',
    `$&\n  { release: '${next}', kind: 'site', change: 'renamed', fields: ['${OLD_FIELD}'], to: '${NEW_FIELD}', write: '${WRITE}' },`,
  );
  // As `npm version` does: the project's own version, in package.json and twice at the top of the lock file.
  upstream.edit('package.json', `"version": "${release}"`, `"version": "${next}"`);
  for (let i = 0; i < 2; i++) upstream.edit('package-lock.json', `"version": "${release}"`, `"version": "${next}"`);
  const upgrading = `- \`${OLD_FIELD}\` in \`content/site.md\` is now \`${NEW_FIELD}\`: rename the field, keep its sentence.`;
  const changelog = upstream.read('CHANGELOG.md');
  const heading = `## [${next}] - 2026-12-01`;
  if (!changelog.includes('## [Unreleased]'))
    upstream.edit('CHANGELOG.md', /^## \[/m, `${heading}\n\n### Upgrading\n\n${upgrading}\n\n## [`);
  else if (/## \[Unreleased\]\n\n### Upgrading\n\n/.test(changelog))
    upstream.edit(
      'CHANGELOG.md',
      /## \[Unreleased\]\n\n### Upgrading\n\n/,
      `${heading}\n\n### Upgrading\n\n${upgrading}\n`,
    );
  else upstream.edit('CHANGELOG.md', '## [Unreleased]', `${heading}\n\n### Upgrading\n\n${upgrading}`);
}

beforeAll(() => {
  upstream = copyProject('upgrade-upstream').remove('content');
  cpSync(FIXTURE_CONTENT, path.join(upstream.root, 'content'), { recursive: true });
  release = (JSON.parse(upstream.read('package.json')) as { version: string }).version;
  next = `${Number(release.split('.')[0]) + 1}.0.0`;
  const identity = (cwd: string, name: string) => {
    git(cwd, 'config', 'user.email', `${name.toLowerCase()}@example.com`);
    git(cwd, 'config', 'user.name', name);
  };
  git(upstream.root, 'init', '--quiet', '--initial-branch=main');
  identity(upstream.root, 'Upstream');
  git(upstream.root, 'add', '--all');
  git(upstream.root, 'commit', '--quiet', '--message', `Release ${release}`);
  git(upstream.root, 'tag', '--annotate', `v${release}`, '--message', `Release ${release}`);

  // The owner's fork: another owner's content in place of the sample's, and a rule of their own.
  work = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'upgrade-fork-')));
  fork = path.join(work, 'fork');
  origin = path.join(work, 'origin.git');
  git(work, 'clone', '--quiet', upstream.root, fork);
  git(fork, 'remote', 'rename', 'origin', 'upstream');
  git(work, 'clone', '--quiet', '--bare', fork, origin);
  git(fork, 'remote', 'add', 'origin', origin);
  symlinkSync(realpathSync('node_modules'), path.join(fork, 'node_modules'), 'dir');
  identity(fork, 'Owner');
  git(fork, 'rm', '-r', '--quiet', 'content');
  cpSync(OTHER_SITES['data-engineer'], path.join(fork, 'content'), { recursive: true });
  git(fork, 'add', '--all');
  git(fork, 'commit', '--quiet', '--message', 'My content');
  cpSync(path.join(fork, STYLESHEET), path.join(work, 'tokens.css'));
  execFileSync('sh', ['-c', `cat "${path.join(work, 'tokens.css')}" - > ${STYLESHEET}`], {
    cwd: fork,
    input: OWNER_RULE,
  });
  git(fork, 'commit', '--quiet', '--all', '--message', 'My accent');
  git(fork, 'push', '--quiet', 'origin', 'main');

  // Upstream's three commits after the fork point.
  upstream.edit(STYLESHEET, /^/, UPSTREAM_RULE);
  git(upstream.root, 'commit', '--quiet', '--all', '--message', 'One more step of space');
  const post = postWithGallery();
  upstream.edit(`content/blog/${post.slug}.mdx`, /\n## [^\n]+\n\n/, '$&A sentence the sample added. ');
  upstream.edit('content/site.md', /^location: .*$/m, 'location: Somewhere new');
  upstream.write(NEW_SAMPLE, upstream.read(`content/${fixtureContent().projects[0]?.file ?? ''}`));
  upstream.write(
    NEW_PAGE,
    "---\ntitle: Evil\ndescription: A page the fork never asked for.\nnav:\n  label: '\"><img src=x onerror=alert(1)>'\n  order: 1\n---\n\nText.\n",
  );
  upstream.remove(`content/experience/${fixtureContent().experience[0]?.slug ?? ''}.md`);
  git(upstream.root, 'add', '--all');
  git(upstream.root, 'commit', '--quiet', '--message', 'Sample: a sentence, a place, a project, a page, one job less');
  makeRelease();
  git(upstream.root, 'commit', '--quiet', '--all', '--message', `Release ${next}`);
  git(upstream.root, 'tag', '--annotate', `v${next}`, '--message', `Release ${next}`);
}, 120_000);

afterAll(() => {
  upstream?.dispose();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('npm run upgrade', () => {
  it('refuses a working tree with uncommitted changes, saying why, and changes nothing', () => {
    const head = git(fork, 'rev-parse', 'HEAD');
    execFileSync('sh', ['-c', 'echo "An edit." >> README.md && echo "A new note." > notes.txt'], { cwd: fork });
    try {
      const { status, stdout, stderr } = npm(['upgrade']);
      expect(status).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(
        /^upgrade: your working tree has uncommitted changes:\n {3}M README\.md\n {2}\?\? notes\.txt\n/,
      );
      expect(stderr).toContain('the command that undoes it (git reset --hard) would throw');
      expect(stderr).toContain(
        'Commit them (git add --all && git commit) or set them aside (git stash --include-untracked),',
      );
      expect(git(fork, 'rev-parse', 'HEAD')).toBe(head);
    } finally {
      git(fork, 'checkout', '--quiet', '--', 'README.md');
      rmSync(path.join(fork, 'notes.txt'));
    }
  }, 60_000);

  describe('to the next release', () => {
    let run: ReturnType<typeof npm>;
    let orig: string;
    let index: string;
    let before: Map<string, Buffer>;
    const originRefs = () => git(fork, 'ls-remote', 'origin');
    let originBefore: string;

    beforeAll(() => {
      orig = git(fork, 'rev-parse', 'HEAD');
      index = git(fork, 'ls-files', '--stage');
      before = contentFiles();
      originBefore = originRefs();
      run = npm(['upgrade']);
    }, 240_000);

    it('says which release the fork is on and which it moves to', () => {
      expect(run.stdout.split('\n')[0]).toBe(
        `Upgrading from upstream: you are on release ${release}; this moves you to release ${next}.`,
      );
    });

    it('merges the release and commits it, pushing nothing', () => {
      const tagged = git(upstream.root, 'rev-parse', `v${next}^{commit}`);
      expect(git(fork, 'rev-parse', 'HEAD^1', 'HEAD^2').split('\n')).toEqual([orig, tagged]);
      expect(git(fork, 'status', '--porcelain')).toBe('');
      expect(originRefs()).toBe(originBefore);
      expect(run.stdout).toContain(`Nothing was pushed. To undo the upgrade:\n  git reset --hard ${orig}\n`);
      // Only the project's own version moved in the lock file: nothing to install.
      expect(run.stdout).not.toContain('The release changes the packages');
    });

    it('keeps content/ byte for byte, with no sample post restored and no sample file added', () => {
      expect(contentFiles()).toEqual(before);
      expect(git(fork, 'diff', '--name-only', orig, 'HEAD', '--', 'content')).toBe('');
      for (const post of [...fixtureContent().posts, ...fixtureContent().drafts])
        expect(existsSync(path.join(fork, 'content/blog', `${post.slug}.mdx`))).toBe(false);
      expect(existsSync(path.join(fork, NEW_SAMPLE))).toBe(false);
      expect(existsSync(path.join(fork, NEW_PAGE))).toBe(false);
      expect(run.stdout).toContain(
        `content/ is exactly as you had it (upstream’s changes to 5 files of the sample’s content left out).`,
      );
    });

    it('lists the stylesheet as the owner’s change that upstream changed too, and merges both changes', () => {
      expect(run.stdout).toContain(
        [
          `Your changes outside content/, compared with release ${release}:`,
          `  modified  ${STYLESHEET}  upstream changed it too`,
          'Upstream changed one of them too: after the merge, check that it still does what you meant.',
        ].join('\n'),
      );
      const merged = readFileSync(path.join(fork, STYLESHEET), 'utf8');
      expect(merged.startsWith(UPSTREAM_RULE)).toBe(true);
      expect(merged.endsWith(OWNER_RULE)).toBe(true);
    });

    it('prints what the release asks of the owner, from its changelog', () => {
      expect(run.stdout).toContain(`What the releases ask of you (CHANGELOG.md, "Upgrading"):\n  ${next}:\n`);
      expect(run.stdout).toContain(`\`${OLD_FIELD}\` in \`content/site.md\` is now \`${NEW_FIELD}\``);
    });

    it('fails the content check at the renamed field’s line, naming the release and what to write', () => {
      expect(run.status).toBe(1);
      expect(run.stderr.split('\n')).toContain(
        `content/site.md:${lineOf('content/site.md', `${OLD_FIELD}:`)} ${OLD_FIELD}: unknown field since release ${next}, which renamed ${OLD_FIELD} to ${NEW_FIELD}; write ${WRITE}`,
      );
      expect(run.stdout).toContain(`your site: npm run review -- ${orig}\n`);
      expect(run.stdout).not.toContain('What the upgrade changes on your site');
    });

    describe('once the owner fixed the field', () => {
      let review: ReturnType<typeof npm>;

      beforeAll(() => {
        execFileSync('sed', ['-i', `s/^${OLD_FIELD}:/${NEW_FIELD}:/`, 'content/site.md'], { cwd: fork });
        git(fork, 'commit', '--quiet', '--all', '--message', `Rename ${OLD_FIELD} for release ${next}`);
        const command = /npm run review -- ([0-9a-f]{40})/.exec(run.stdout);
        review = npm(['review', '--', command?.[1] ?? 'missing']);
      }, 600_000);

      it('passes the content check', () => {
        const { status, stdout } = npm(['check:content']);
        expect(status).toBe(0);
        expect(stdout).toMatch(/^Content checked: no problems/);
      }, 60_000);

      it('builds, and the printed review runs: the content read by each side’s own code, every page restyled', () => {
        expect(review.stderr).toBe('');
        expect(review.status).toBe(0);
        expect(review.stdout).toContain(
          '- BASE: its content was read by its own revision’s code, for which it was written',
        );
        expect(review.stdout).toMatch(new RegExp(`^- site: ${NEW_FIELD} set to .*; ${OLD_FIELD} removed`, 'm'));
        const pages = review.stdout.split('## Pages affected\n\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
        expect(pages.length).toBeGreaterThan(0);
        for (const line of pages) expect(line).toMatch(/^- \S+ changed \(new styles\)$/);
        // The working tree's own build, with the renamed field's sentence on the home page.
        const sentence = String(
          matter(readFileSync(path.join(OTHER_SITES['data-engineer'], 'site.md'), 'utf8')).data[OLD_FIELD],
        );
        expect(readFileSync(path.join(fork, '.tmp/review/out-head/index.html'), 'utf8')).toContain(sentence);
      });

      it('has nothing more to take from upstream', () => {
        const { status, stdout } = npm(['upgrade']);
        expect(status).toBe(0);
        expect(stdout).toBe(`You already have everything in v${next} from upstream: nothing to upgrade.\n`);
      }, 60_000);

      it('is undone exactly by the command the upgrade printed', () => {
        const undo = /^ {2}(git reset --hard [0-9a-f]{40})$/m.exec(run.stdout)?.[1] ?? 'false';
        execFileSync('sh', ['-c', undo], { cwd: fork, stdio: 'ignore' });
        expect(git(fork, 'rev-parse', 'HEAD')).toBe(orig);
        expect(git(fork, 'ls-files', '--stage')).toBe(index);
        expect(git(fork, 'status', '--porcelain')).toBe('');
        expect(contentFiles()).toEqual(before);
      });
    });
  });

  it('stops at a conflict outside content/, listing it with how to finish or abort', () => {
    const head = git(fork, 'rev-parse', 'HEAD');
    execFileSync(
      'sh',
      ['-c', `printf '/* Mine at the top. */\\n' | cat - "${path.join(work, 'tokens.css')}" > ${STYLESHEET}`],
      {
        cwd: fork,
      },
    );
    git(fork, 'commit', '--quiet', '--all', '--message', 'My top comment');
    try {
      const { status, stdout } = npm(['upgrade']);
      expect(status).toBe(1);
      expect(stdout).toContain(`  ${STYLESHEET}  changed on both sides\n`);
      expect(stdout).toContain('To abort, leaving everything as it was: git merge --abort');
      // content/ is resolved already: the stylesheet is the only file left to resolve.
      expect(git(fork, 'diff', '--name-only', '--diff-filter=U')).toBe(STYLESHEET);
      expect(git(fork, 'diff', '--cached', '--name-only', 'HEAD', '--', 'content')).toBe('');
      expect(readdirSync(path.join(fork, 'content/blog')).sort()).toEqual(
        readdirSync(path.join(OTHER_SITES['data-engineer'], 'blog')).sort(),
      );
    } finally {
      git(fork, 'merge', '--abort');
      git(fork, 'reset', '--quiet', '--hard', head);
    }
    expect(git(fork, 'status', '--porcelain')).toBe('');
  }, 120_000);
});
