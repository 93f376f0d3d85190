/**
 * loadContent's problem lines for broken frontmatter in copies of the test site: each case changes one
 * file and asserts the exact lines the build prints, with file names from the fixture and line numbers
 * read from the copy.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf, unknownFieldProblem, wholeLine } from '../../../tests/support/content-fixture.ts';
import {
  firstImage,
  imageFile,
  job,
  loadFixtures,
  otherJob,
  otherProject,
  postFile,
  problems,
  project,
  projectFiles,
  site,
} from '../../../tests/support/load-cases.ts';

const { fixture, dispose } = loadFixtures();
afterAll(dispose);

describe('loadContent: fields against the schema', () => {
  it('reports a missing required field at the start of the frontmatter', async () => {
    const f = fixture('missing-field').edit(project, /^title: .*\n/m, '');
    expect(await problems(f)).toEqual([
      `${f.shown}/${project}:${lineOf(f, project, /^---$/)} title: expected a title, got nothing`,
    ]);
  });

  it('reports a wrong type: text where a list belongs', async () => {
    const f = fixture('wrong-type').edit(project, /stack:\n( {2}- .*\n)+/, 'stack: ROS2\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/${project}:${lineOf(f, project, 'stack: ROS2')} stack: expected a list of tags, got "ROS2"`,
    ]);
  });

  it('reports a wrong type: text where a number belongs', async () => {
    const f = fixture('wrong-number').edit(job, /^order: .*$/m, 'order: first');
    expect(await problems(f)).toEqual([
      `${f.shown}/${job}:${lineOf(f, job, 'order: first')} order: expected a whole number, got "first"`,
    ]);
  });

  it('reports an unknown field with a did-you-mean hint, and the field it replaced', async () => {
    const f = fixture('unknown-field').edit(project, /^title:/m, 'tittle:');
    const unknown = unknownFieldProblem(`${f.shown}/${project}:${lineOf(f, project, 'tittle:')}`, 'tittle', 'title');
    expect(await problems(f)).toEqual([
      `${f.shown}/${project}:${lineOf(f, project, /^---$/)} title: expected a title, got nothing`,
      expect.stringMatching(wholeLine(unknown)),
    ]);
  });

  it('reports an unknown nested field', async () => {
    const f = fixture('unknown-nested').edit('site.md', /^ {2}alt: /m, '  alt_text: ');
    const unknown = unknownFieldProblem(
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'alt_text:')}`,
      'photo.alt_text',
      'alt',
      false,
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', /^photo:$/)} photo.alt: expected alt text describing the photo, got nothing`,
      expect.stringMatching(wholeLine(unknown)),
    ]);
  });

  it('reports an empty list where items are required', async () => {
    const f = fixture('empty-list').edit(job, /highlights:\n( {2}- .*\n)+/, 'highlights: []\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/${job}:${lineOf(f, job, 'highlights: []')} highlights: expected a list of highlights with at least one item, got an empty list`,
    ]);
  });

  it('reports a list item of the wrong type at its own line', async () => {
    const f = fixture('bad-item').edit('skills.md', `  - ${site.skills[4]}\n`, '  - 2\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/skills.md:${lineOf(f, 'skills.md', /^ {2}- 2$/)} skills[4]: expected a skill tag, got number 2`,
    ]);
  });
});

describe('loadContent: files, slugs and YAML', () => {
  it('reports two projects with the same slug', async () => {
    const [first] = projectFiles;
    const f = fixture('duplicate-slug').edit(otherProject, /^---\n/, `---\nslug: ${first}\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/${otherProject}:${lineOf(f, otherProject, 'slug:')} slug: expected a slug no other project uses, got "${first}", already used by ${f.shown}/${project}`,
    ]);
  });

  it('reports a slug taken by another file’s name', async () => {
    const [, second] = projectFiles;
    // Without the replies files: one named after the project's old slug would be reported as well.
    const f = fixture('duplicate-name')
      .edit(project, /^---\n/, `---\nslug: ${second}\n`)
      .remove('replies');
    expect(await problems(f)).toEqual([
      `${f.shown}/${otherProject}:${lineOf(f, otherProject, /^---$/)} slug: expected a slug no other project uses, got "${second}" (from the file name), already used by ${f.shown}/${project}`,
    ]);
  });

  it('reports a missing profile photo', async () => {
    const { src } = site.site.photo;
    const f = fixture('missing-photo').remove(src);
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', `src: ${src}`)} photo.src: expected an image file, relative to content/, got "${src}", which does not exist`,
    ]);
  });

  it('reports a YAML syntax error at its line', async () => {
    const f = fixture('yaml-syntax').edit(otherJob, /^role: (.*)$/m, 'role: Lead: $1');
    expect(await problems(f)).toEqual([
      `${f.shown}/${otherJob}:${lineOf(f, otherJob, 'role: Lead:')} frontmatter: expected valid YAML (Nested mappings are not allowed in compact mappings); a colon followed by a space starts a new key; put the whole value in quotes`,
    ]);
  });

  it('reports a missing site.md', async () => {
    const f = fixture('no-site').remove('site.md');
    expect(await problems(f)).toEqual([`${f.shown}/site.md file: expected the owner’s profile here, got no such file`]);
  });

  it('reports every problem at once, across files', async () => {
    const f = fixture('several')
      .edit(project, /^title:/m, 'tittle:')
      .edit(job, /^order: .*$/m, 'order: first')
      .remove(imageFile(firstImage.src));
    expect((await problems(f)).map((line) => line.split(' ')[0])).toEqual([
      `${f.shown}/${project}:${lineOf(f, project, /^---$/)}`,
      `${f.shown}/${project}:${lineOf(f, project, 'tittle:')}`,
      `${f.shown}/${job}:${lineOf(f, job, 'order: first')}`,
      `${f.shown}/${postFile}:${lineOf(f, postFile, `src="${firstImage.src}"`)}`,
    ]);
  });

  it('hints at quotes for a skill with a colon, which YAML reads as a field', async () => {
    const skill = `${site.skills[4] ?? ''}: in practice`;
    const f = fixture('skill-colon').edit('skills.md', `  - ${site.skills[4]}\n`, `  - ${skill}\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/skills.md:${lineOf(f, 'skills.md', skill)} skills[4]: expected a skill tag, got "${skill}" read as a field and its value; a colon followed by a space starts a field; put the text in quotes: "${skill}"`,
    ]);
  });

  it('reports an unclosed quote at the line where it opens', async () => {
    const f = fixture('unclosed-quote').edit(otherProject, /^title: (.*)$/m, "title: '$1");
    const line = lineOf(f, otherProject, "title: '");
    expect(await problems(f)).toEqual([
      `${f.shown}/${otherProject}:${line} frontmatter: expected valid YAML (Missing closing 'quote); close the quote on the line where it opens`,
    ]);
  });
});
