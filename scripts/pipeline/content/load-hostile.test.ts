/**
 * loadContent on copies of the test site that hostile or odd content breaks: frontmatter in another
 * language than YAML (whose code must never run), names the site's own pages take or a file system
 * cannot hold, too many tags, a resume path that is no PDF of its own, and control characters. One copy
 * holds several problems, each in its own file: the loader reports them all at once, each at its line.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_NOTES, type ContentKind } from '../../../src/content/migrations.ts';
import { MAX_SLUG_LENGTH, MAX_TAGS } from '../../../src/content/schema.ts';
import { datedContentFixture, lineOf, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import { fixtureContent } from '../../../tests/support/fixture-content.ts';
import { ContentError, formatIssue } from './issues.ts';
import { loadContent } from './load.ts';

const fixtures: ContentFixture[] = [];
const scratch = mkdtempSync(path.join(tmpdir(), 'load-hostile-'));
afterAll(() => {
  fixtures.forEach((f) => f.dispose());
  rmSync(scratch, { recursive: true, force: true });
});

function fixture(name: string): ContentFixture {
  const f = datedContentFixture(`load-hostile-${name}`);
  fixtures.push(f);
  return f;
}

/** The problem lines loadContent reports for `f` (with `publicDir`, by default the project's). */
async function problems(f: ContentFixture, publicDir = path.resolve('public')): Promise<string[]> {
  try {
    await loadContent({ contentDir: f.dir, publicDir });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map(formatIssue);
  }
}

/** A post of the test's own, with `frontmatter` lines besides its title, description and dates. */
const post = (...frontmatter: string[]) =>
  [
    '---',
    'title: A post of the test',
    'description: Written by the test.',
    'date: 2026-01-05',
    'updated: 2026-01-05',
    ...frontmatter,
    '---',
    '',
    '## A section',
    '',
    'Text.',
    '',
  ].join('\n');

/** A project of the test's own, listed at `order`, with a body (so a page of its own). */
const testProject = (order: number) =>
  [
    '---',
    `order: ${order}`,
    'title: A project of the test',
    'tagline: Made by the test.',
    'description: A project the test writes.',
    'stack: [C]',
    '---',
    '',
    '## What it is',
    '',
    'Text.',
    '',
  ].join('\n');

/**
 * What the content check adds to a problem with a field a release changed (its migration note): the
 * newest note about the field, and about the problem (`expected`), where the note names one.
 */
function changed(kind: ContentKind, field: string, expected: string): string {
  const note = MIGRATION_NOTES.find(
    (n) => n.kind === kind && n.fields.includes(field) && (n.problem === undefined || expected.startsWith(n.problem)),
  );
  if (!note) throw new Error(`no migration note for ${kind} ${field}`);
  return `; changed in release ${note.release}: write ${note.write}`;
}

const { site, projects } = fixtureContent();
const project = projects[0];
if (!project) throw new Error('the test site needs a project');
/** Relative to the content folder. */
const projectFile = project.file;

describe('loadContent on hostile content', () => {
  const marker = path.join(scratch, 'PWNED');

  it('reports every problem at its line, and runs nothing a file holds', async () => {
    const longSlug = 'a'.repeat(MAX_SLUG_LENGTH + 1);
    const longTag = 't'.repeat(MAX_SLUG_LENGTH + 1);
    const manyTags = Array.from({ length: MAX_TAGS + 1 }, (_, i) => `  - topic-${i}`);
    const f = fixture('many')
      .write(
        'experience/acme.md',
        [
          '---js',
          `{ order: 3, company: 'Acme', role: 'Engineer', period: '2019–2020', stack: ['C'], highlights: [require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'Shipped things.'] }`,
          '---',
          '',
        ].join('\n'),
      )
      .write('blog/tags.mdx', post())
      .write('blog/long-name.mdx', post(`slug: ${longSlug}`, 'tags:', `  - ${longTag}`))
      .write('blog/tag-heap.mdx', post('tags:', ...manyTags))
      .edit('site.md', /^resume: .*$/m, 'resume: /index.html')
      .edit(projectFile, `title: ${project.title}`, `title: "${project.title}\\v(rev. 2)"`);
    const at = (file: string, needle: string | RegExp) => `${f.shown}/${file}:${lineOf(f, file, needle)}`;
    expect(await problems(f)).toEqual([
      `${at('site.md', 'resume:')} resume: expected the site path of a .pdf file, such as /resume.pdf, got "/index.html"${changed('site', 'resume', 'expected the site path')}`,
      `${at(projectFile, 'title:')} title: expected text without control characters, got a vertical tab (U+000B) after "${project.title.slice(-20).trimStart()}"; delete it (most editors do not show it; text pasted from a word processor often carries one)`,
      `${f.shown}/experience/acme.md:1 frontmatter: expected a line of --- alone, opening YAML frontmatter, got "---js", a language the site does not read; frontmatter is YAML only, and nothing in a content file runs: write --- alone, then each field as YAML, such as title: My post`,
      `${at('blog/long-name.mdx', 'slug:')} slug: expected a slug of at most ${MAX_SLUG_LENGTH} characters, got ${MAX_SLUG_LENGTH + 1} characters ("${longSlug.slice(0, 40)}…")${changed('post', 'slug', 'expected a slug')}`,
      `${at('blog/long-name.mdx', longTag)} tags[0]: expected a tag of at most ${MAX_SLUG_LENGTH} characters, got ${MAX_SLUG_LENGTH + 1} characters ("${longTag.slice(0, 40)}…")${changed('post', 'tags[]', 'expected a tag of at most')}`,
      `${at('blog/tag-heap.mdx', 'tags:')} tags: expected at most ${MAX_TAGS} tags, got a list of ${MAX_TAGS + 1} items${changed('post', 'tags', 'expected at most')}`,
      `${f.shown}/blog/tags.mdx:1 slug: expected a slug that no page of the site’s own takes, got "tags" (from the file name), which the site’s /blog/tags takes; rename the file, or set slug: to another name`,
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  it('refuses a post named after a fixed part of another route’s path, from its file name or its slug', async () => {
    const f = fixture('reserved').write('blog/page.mdx', post()).write('blog/other.mdx', post('slug: tags'));
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/other.mdx:${lineOf(f, 'blog/other.mdx', 'slug:')} slug: expected a slug that no page of the site’s own takes, got "tags", which the site’s /blog/tags takes; choose another slug`,
      `${f.shown}/blog/page.mdx:1 slug: expected a slug that no page of the site’s own takes, got "page" (from the file name), which the site’s /blog/page/:page takes; rename the file, or set slug: to another name`,
    ]);
  });

  it('refuses a post or project file name too long to name its page and files', async () => {
    const name = 'n'.repeat(MAX_SLUG_LENGTH + 1);
    const f = fixture('file-name')
      .write(`blog/${name}.mdx`, post())
      .write(`projects/${name}.md`, testProject(99))
      .write(`projects/Bench Rig.md`, testProject(98));
    expect(await problems(f)).toEqual([
      `${f.shown}/projects/Bench Rig.md file name: expected a file name of lowercase letters, digits and hyphens (it becomes the project’s URL), got "Bench Rig.md"; rename it to bench-rig.md`,
      `${f.shown}/projects/${name}.md file name: expected a file name of at most ${MAX_SLUG_LENGTH} characters before .md (it names the project’s page and files), got ${name.length} characters; rename it to a shorter name`,
      `${f.shown}/blog/${name}.mdx file name: expected a file name of at most ${MAX_SLUG_LENGTH} characters before .mdx (it names the post’s page and files), got ${name.length} characters; rename it to a shorter name`,
    ]);
  });

  it('refuses a resume path that leaves the site, or names a file of public/ or of a folder the build fills', async () => {
    const publicDir = path.join(scratch, 'public');
    mkdirSync(publicDir, { recursive: true });
    writeFileSync(path.join(publicDir, 'cv.pdf'), '%PDF-1.4\n');
    const cases = [
      [
        '/../outside.pdf',
        `expected the site path of a .pdf file, such as /resume.pdf, got "/../outside.pdf"${changed('site', 'resume', 'expected the site path')}`,
      ],
      [
        '/cv.pdf',
        'expected a site path no other file of the site has (the build writes the resume there), got "/cv.pdf", a file in public/; remove that file from public/ (the build makes the resume from content/), or choose another path',
      ],
      [
        '/assets/cv.pdf',
        'expected a site path no other file of the site has (the build writes the resume there), got "/assets/cv.pdf", in /assets/, which the build fills with files of its own; choose a path outside it, such as /resume.pdf',
      ],
    ] as const;
    for (const [resume, expected] of cases) {
      // The resume, and the quick link to it.
      const f = fixture(`resume-${cases.findIndex(([r]) => r === resume)}`).edit(
        'site.md',
        new RegExp(site.resume.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g'),
        resume,
      );
      expect(await problems(f, publicDir)).toEqual([
        `${f.shown}/site.md:${lineOf(f, 'site.md', 'resume:')} resume: ${expected}`,
      ]);
    }
    expect(site.resume).toMatch(/\.pdf$/);
  });
});
