/**
 * The owner's content is data: an ordinary edit of `content/` never turns the tests red, and a broken
 * edit still fails the build. On a copy of the project, whatever its content says, this rewrites
 * content/ as an owner would (a new headline, a skill added and one removed, a project removed, a new
 * post, a post's text edited), then builds it and checks it as the deploy does; then breaks the new
 * post and expects the build to name its file and line. No test layer reads content/: the fast layer's
 * setup refuses it, and the dist and browser layers build test sites of their own (see
 * fixture-build.ts). Rather than run them again in the copy, this checks both.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';
import { scriptCommand } from '../../scripts/tools/npm-scripts.ts';
import { runBuild } from '../support/build.ts';
import { unknownComponentLine } from '../support/named-lists.ts';
import { fixtureContentDir, OTHER_SITES, type FixtureVariant } from '../support/fixture-build.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const NEW_HEADLINE = 'Headline rewritten by the owner to check that no test depends on it.';
const NEW_SKILL = 'Skill added by the owner';
const NEW_POST = 'blog/owner-edit-check.mdx';

let project: ProjectCopy;

/** Rewrites the frontmatter of `file` (in the copy's content/) with `change`, keeping its body. */
function editFrontmatter(file: string, change: (doc: ReturnType<typeof parseDocument>) => void): void {
  const text = project.read(path.join('content', file));
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, ''));
  if (!match) throw new Error(`content/${file} has no frontmatter`);
  const doc = parseDocument(match[1] ?? '');
  change(doc);
  project.write(path.join('content', file), `---\n${doc.toString()}---\n${match[2] ?? ''}`);
}

/** The content files of a folder of the copy's content/. */
const filesIn = (folder: string, extension: string) =>
  existsSync(path.join(project.root, 'content', folder))
    ? readdirSync(path.join(project.root, 'content', folder)).filter((f) => f.endsWith(extension) && !f.startsWith('_'))
    : [];

/** Runs a command in the copy; resolves with its exit code and output. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: project.root, env: { ...process.env, CI: '1', ...env }, stdio: 'pipe' });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: stripVTControlCharacters(Buffer.concat(output).toString()) }));
  });
}

beforeAll(() => {
  project = copyProject('owner-edits');
  editFrontmatter('site.md', (doc) => doc.setIn(['headline'], NEW_HEADLINE));
  editFrontmatter('skills.md', (doc) => {
    const skills = doc.getIn(['skills']) as { items: unknown[] };
    skills.items.shift();
    doc.addIn(['skills'], NEW_SKILL);
  });
  const projects = filesIn('projects', '.md');
  if (projects.length > 1) project.remove(path.join('content', 'projects', projects.at(-1) ?? ''));
  const posts = filesIn('blog', '.mdx');
  const edited = posts.find((file) => !/^draft:\s*true\s*$/m.test(project.read(path.join('content', 'blog', file))));
  if (edited) {
    // `$&` is the heading matched: the sentence starts the section's first paragraph.
    project.edit(path.join('content', 'blog', edited), /\n## [^\n]+\n\n/, "$&An owner's new sentence. ");
  }
  project.write(
    path.join('content', NEW_POST),
    [
      '---',
      'title: A post the owner just added',
      'description: Written to check that a new post builds and turns no test red.',
      'date: 2026-11-01',
      '---',
      '',
      '<Contents />',
      '',
      '## What changed',
      '',
      'A new post, with a [link home](/) and a section.',
      '',
    ].join('\n'),
  );
});
afterAll(() => project.dispose());

describe('an owner’s ordinary edit of content/', () => {
  it('builds the site', async () => {
    const { code, log } = await runBuild({ OUT_DIR: path.join(project.root, 'dist') }, project.root);
    expect(log).toContain('Prerendered');
    expect(code).toBe(0);
  });

  it('passes the deploy’s check of the built site', async () => {
    const { command, args } = scriptCommand('check:site', project.root);
    const { code, output } = await run(command, args, {
      OUT_DIR: path.join(project.root, 'dist'),
    });
    expect(output).toMatch(/pages with content/);
    expect(code).toBe(0);
  });

  it('cannot reach the fast layer, whose setup refuses any read of content/', () => {
    // tests/support/no-content.ts fails a fast test that reads a file of content/ (tests/fast/no-content.test.ts
    // shows it does), so what content/ says cannot change a fast test's result.
    const fast = config.test?.projects?.find(
      (project): project is { test: { name: string; setupFiles?: string[] } } =>
        typeof project === 'object' && 'test' in project && project.test?.name === 'fast',
    );
    expect(fast?.test.setupFiles).toContain('tests/support/no-content.ts');
  });

  it('cannot reach the dist and browser layers, which build test sites of their own', () => {
    const content = path.resolve('content');
    const variants: FixtureVariant[] = ['root', 'subpath', 'large', ...(Object.keys(OTHER_SITES) as FixtureVariant[])];
    for (const variant of variants) {
      const from = path.relative(content, fixtureContentDir(variant));
      expect(from === '' || !from.startsWith('..'), `${variant} is built from ${fixtureContentDir(variant)}`).toBe(
        false,
      );
    }
  });
});

describe('a broken edit of content/', () => {
  it('still fails the build, naming the file and line', async () => {
    project.edit(path.join('content', NEW_POST), '<Contents />', '<Contnets />');
    const { code, log } = await runBuild({ OUT_DIR: path.join(project.root, 'dist-broken') }, project.root);
    expect(code).toBe(1);
    expect(log.split('\n')).toContainEqual(
      expect.stringMatching(unknownComponentLine(`content/${NEW_POST}:7`, 'Contnets', 'Contents')),
    );
  });
});
