/**
 * loadContent on broken copies of the test site (tests/fixtures/content): each case changes one file
 * and asserts the exact lines the build prints, with file names from the fixture and line numbers
 * read from the copy.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  datedContentFixture,
  elementLine,
  lineOf,
  unknownFieldProblem,
  wholeLine,
  type ContentFixture,
} from '../../../tests/support/content-fixture.ts';
import { fixtureContent, postWithGallery } from '../../../tests/support/fixture-content.ts';
import { listNaming, literal } from '../../../tests/support/named-lists.ts';
import { ContentError, formatIssue } from './issues.ts';
import { loadContent } from './load.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

/**
 * A fresh copy of the test site named after the test case. Every post in it sets `updated`, so
 * loading it spawns no git.
 */
function fixture(name: string): ContentFixture {
  const f = datedContentFixture(`load-${name}`);
  fixtures.push(f);
  return f;
}

const site = fixtureContent();
/** The post the cases break: the one with a gallery, so its images can go missing. */
const post = postWithGallery();
const postFile = `blog/${post.slug}.mdx`;
/** A gallery image's file, relative to the content folder (its `src` is relative to the post). */
const imageFile = (src: string) => path.posix.join('blog', src);
const [firstImage, secondImage] = post.gallery;
/** The projects and jobs in the order the loader reads their files: by file name. */
const byFile = [...site.projects].sort((a, b) => a.file.localeCompare(b.file));
const projectFiles = byFile.map((p) => p.slug);
const [project, otherProject] = byFile.map((p) => p.file);
const [job, otherJob] = site.experience.map((e) => `experience/${e.slug}.md`);
if (!firstImage || !secondImage || !project || !otherProject || !job || !otherJob)
  throw new Error('the test site needs a post with two gallery images, two projects and two jobs');

/** The line where the `<GalleryImage>` with `src` starts, which is the line the loader names. */
const galleryLine = (f: ContentFixture, src: string) => elementLine(f, postFile, '<GalleryImage', `src="${src}"`);

/** Appends a section of the test's own with a link to `href` to the post; its heading's id is `#stop-test`. */
function withPostLink(f: ContentFixture, href: string): ContentFixture {
  return appendToPost(f, `## Stop test\n\nSee [the stop test](${href}).\n`);
}

/** Appends `text` as the post's last paragraph. */
function appendToPost(f: ContentFixture, text: string): ContentFixture {
  return f.write(postFile, `${readFileSync(path.join(f.dir, postFile), 'utf8')}\n${text}`);
}

/** A draft post whose body is `body` after one section heading. */
function draftPost(body: string): string {
  return [
    '---',
    'title: Work in progress',
    'description: Not ready yet.',
    'date: 2026-01-01',
    'updated: 2026-01-02',
    'repo: https://example.org/wip',
    'draft: true',
    '---',
    '',
    '## First section',
    '',
    body,
    '',
  ].join('\n');
}

const load = (f: ContentFixture, drafts = false) =>
  loadContent({ contentDir: f.dir, publicDir: path.resolve('public'), drafts });

/** The problem lines loadContent reports for `f`, or [] when it loads. */
async function problems(f: ContentFixture): Promise<string[]> {
  try {
    await load(f);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map(formatIssue);
  }
}

describe('loadContent', () => {
  it('loads the test site: its projects and jobs by order, its skills, its published posts oldest first', async () => {
    const content = await load(fixture('site'));
    expect(content.projects.map((p) => p.slug)).toEqual(site.projects.map((p) => p.slug));
    expect(content.experience.map((e) => e.period)).toEqual(site.experience.map((e) => e.period));
    expect(content.skills).toEqual(site.skills);
    expect(content.posts.map((p) => p.slug)).toEqual(site.posts.map((p) => p.slug));
    expect(content.warnings).toEqual([]);
  });

  it('gives each post its reading time, from its prose without code, and its first gallery image', async () => {
    // 1,000 words of prose are five minutes at reading-time's 200 words a minute; 2,000 words of code would add ten.
    const f = appendToPost(
      fixture('reading-time'),
      `## Long read\n\n${'word '.repeat(1000).trim()}\n\n\`\`\`text\n${'code '.repeat(2000).trim()}\n\`\`\`\n`,
    );
    const own = Math.ceil(post.body.split(/\s+/).length / 200);
    const read = (await load(f)).posts.find((p) => p.slug === post.slug);
    expect(read?.readingMinutes).toBeGreaterThanOrEqual(5);
    expect(read?.readingMinutes).toBeLessThanOrEqual(5 + own);
    expect(own).toBeLessThan(10);
    expect(read?.cover).toEqual({ file: path.join(f.dir, imageFile(firstImage.src)), alt: firstImage.alt });
    expect(read?.draft).toBe(false);
  });

  it('loads an unchanged copy with no problems', async () => {
    expect(await problems(fixture('clean'))).toEqual([]);
  });

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

  it('loads a project with no links, whether `links` is absent or an empty list', async () => {
    const unlinked = site.projects.find((p) => p.links.length === 0);
    const linked = site.projects.find((p) => p.links.length > 0);
    if (!unlinked || !linked) throw new Error('the test site needs a project with links and one without');
    const file = `projects/${linked.slug}.md`;
    const f = fixture('no-links').edit(file, /links:\n( {2}[- ] .*\n)+/, 'links: []\n');
    const { projects } = await load(f);
    expect(projects.filter((p) => p.links.length === 0).map((p) => p.slug)).toEqual(
      site.projects.filter((p) => p.slug === linked.slug || p.slug === unlinked.slug).map((p) => p.slug),
    );
  });

  it('loads an empty list of skills, which leaves out the Skills section and its anchor', async () => {
    const f = fixture('no-skills').edit('skills.md', /skills:\n( {2}- .*\n)+/, 'skills: []\n');
    const link = /^ {2}- label: .*\n {4}href: '#skills'\n/m;
    expect(await problems(f)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${f.shown}/site\\.md:${lineOf(f, 'site.md', "'#skills'")} quickLinks\\[\\d\\]\\.href: expected an anchor that exists on /`,
        ),
      ) as string,
    ]);
    f.edit('site.md', link, '');
    expect((await load(f)).skills).toEqual([]);
  });

  it('reports a list item of the wrong type at its own line', async () => {
    const f = fixture('bad-item').edit('skills.md', `  - ${site.skills[4]}\n`, '  - 2\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/skills.md:${lineOf(f, 'skills.md', /^ {2}- 2$/)} skills[4]: expected a skill tag, got number 2`,
    ]);
  });

  it('reports two projects with the same slug', async () => {
    const [first] = projectFiles;
    const f = fixture('duplicate-slug').edit(otherProject, /^---\n/, `---\nslug: ${first}\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/${otherProject}:${lineOf(f, otherProject, 'slug:')} slug: expected a slug no other project uses, got "${first}", already used by ${f.shown}/${project}`,
    ]);
  });

  it('reports a slug taken by another file’s name', async () => {
    const [, second] = projectFiles;
    const f = fixture('duplicate-name').edit(project, /^---\n/, `---\nslug: ${second}\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/${otherProject}:${lineOf(f, otherProject, /^---$/)} slug: expected a slug no other project uses, got "${second}" (from the file name), already used by ${f.shown}/${project}`,
    ]);
  });

  it('reports a frontmatter link to a page that does not exist', async () => {
    const linking = site.projects.find((p) => p.links[0]?.href.startsWith('/blog/'));
    if (!linking) throw new Error('the test site needs a project whose first link is to a post');
    const file = linking.file;
    const wrong = linking.links[0]?.href.replace('/blog/', '/blgo/') ?? '';
    const f = fixture('bad-page-link').edit(file, `href: ${linking.links[0]?.href ?? ''}\n`, `href: ${wrong}\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/${file}:${lineOf(f, file, wrong)} links[0].href: expected a page of this site or a file in public/, got "${wrong}"; did you mean ${linking.links[0]?.href ?? ''}?`,
    ]);
  });

  it('gives a project with a body a page, and checks the links in its body as a post’s', async () => {
    const withPage = site.projects.find((p) => p.body !== '');
    if (!withPage) throw new Error('the test site needs a project with a body');
    const content = await load(fixture('project-page'));
    const pages = content.projects.filter((p) => p.page).map((p) => p.slug);
    expect(pages).toEqual(site.projects.filter((p) => p.body !== '').map((p) => p.slug));
    expect(content.projects.find((p) => p.slug === withPage.slug)?.page?.ids).toEqual(
      expect.arrayContaining(withPage.sections.map((title) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-'))),
    );
    const f = fixture('project-body-link').edit(
      withPage.file,
      /\n## /,
      '\nSee [the rover](/blog/no-such-post).\n\n## ',
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/${withPage.file}:${lineOf(f, withPage.file, 'no-such-post')} link: expected a page of this site or a file in public/, got "/blog/no-such-post"`,
    ]);
  });

  it('leaves a draft out by default, as a build does, without compiling or checking its body', async () => {
    const f = fixture('draft-skipped').write('blog/wip.mdx', draftPost('<Broken'));
    const content = await load(f);
    expect(content.posts.map((p) => p.slug)).toEqual(site.posts.map((p) => p.slug));
    expect(content.skippedDrafts).toEqual(
      [...site.drafts.map((d) => d.slug), 'wip']
        .sort()
        .map((slug) => ({ slug, source: `${f.shown}/blog/${slug}.mdx` })),
    );
  });

  it('includes a draft, marked as one, when asked to (the dev server)', async () => {
    const f = fixture('draft-included').write('blog/wip.mdx', draftPost('A sentence of five words.'));
    const content = await load(f, true);
    const bySlug = (a: [string, boolean], b: [string, boolean]) => a[0].localeCompare(b[0]);
    expect(content.posts.map((p): [string, boolean] => [p.slug, p.draft]).sort(bySlug)).toEqual(
      [
        ...site.posts.map((p): [string, boolean] => [p.slug, false]),
        ...site.drafts.map((d): [string, boolean] => [d.slug, true]),
        ['wip', true] as [string, boolean],
      ].sort(bySlug),
    );
    expect(content.skippedDrafts).toEqual([]);
  });

  it('reports a link from published content to a draft', async () => {
    const f = withPostLink(fixture('draft-linked').write('blog/wip.mdx', draftPost('Soon.')), '/blog/wip');
    const line = lineOf(f, postFile, 'See [the stop test]');
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${line} link: expected a published page, got "/blog/wip", a draft (draft: true in ${f.shown}/blog/wip.mdx)`,
    ]);
  });

  it('checks a draft’s frontmatter like any post’s', async () => {
    const f = fixture('draft-bad-flag').write('blog/wip.mdx', draftPost('Soon.').replace('draft: true', 'draft: yes'));
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/wip.mdx:${lineOf(f, 'blog/wip.mdx', 'draft: yes')} draft: expected true or false, got "yes"`,
    ]);
  });

  it('reports an #anchor that does not exist on home', async () => {
    const index = site.site.quickLinks.findIndex((l) => l.href === '#skills');
    const f = fixture('bad-home-anchor').edit('site.md', "href: '#skills'", "href: '#skils'");
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', '#skils')} quickLinks[${index}].href: expected an anchor that exists on / (#top, #home, #about, #projects, #experience, #skills, #contact), got "#skils"`,
    ]);
  });

  it('reports an MDX link to an #anchor missing from the post', async () => {
    const f = withPostLink(fixture('bad-post-anchor'), '#stop-tes');
    const line = lineOf(f, postFile, 'See [the stop test]');
    const found = await problems(f);
    expect(found).toHaveLength(1);
    // The post's own ids, in order, end with the heading the test added.
    expect(found[0]).toMatch(
      new RegExp(
        `^${f.shown}/blog/${post.slug}\\.mdx:${line} link: expected an anchor that exists on /blog/${post.slug} \\(#top, #[^ ]+, .*, #stop-test\\), got "#stop-tes"$`,
      ),
    );
  });

  it('reports code in a post (an <iframe> and a javascript: link) with the other content problems', async () => {
    const f = appendToPost(
      fixture('post-code').edit(project, /^title:/m, 'tittle:'),
      '<iframe src="https://example.com/embed" />\n\nSee [this](javascript:alert(1)).\n',
    );
    const iframe = lineOf(f, postFile, '<iframe');
    const found = await problems(f);
    expect(found).toEqual(
      expect.arrayContaining([
        `${f.shown}/${postFile}:${iframe} <iframe>: expected Markdown or a component from src/components/mdx/index.ts; a raw <iframe> element can load or run code`,
        `${f.shown}/${postFile}:${lineOf(f, postFile, 'javascript:')} link: expected an http(s), mailto, relative or #anchor URL; javascript: and data: URLs can run code, got "javascript:alert(1)"`,
      ]),
    );
    expect(
      found.some((line) => line.startsWith(`${f.shown}/${project}:${lineOf(f, project, 'tittle:')} tittle:`)),
    ).toBe(true);
  });

  it('accepts an MDX link to an anchor that exists', async () => {
    const f = withPostLink(fixture('good-post-anchor'), '#stop-test');
    expect(await problems(f)).toEqual([]);
  });

  it('reports a missing profile photo', async () => {
    const { src } = site.site.photo;
    const f = fixture('missing-photo').remove(src);
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', `src: ${src}`)} photo.src: expected an image file, relative to content/, got "${src}", which does not exist`,
    ]);
  });

  it('reports a missing gallery image', async () => {
    const f = fixture('missing-gallery-image').remove(imageFile(firstImage.src));
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${lineOf(f, postFile, `src="${firstImage.src}"`)} GalleryImage src: expected an image file, relative to the post, got "${firstImage.src}", which does not exist`,
    ]);
  });

  it('reports a GalleryImage without alt text and caption', async () => {
    const src = secondImage.src;
    const tag = new RegExp(`<GalleryImage\\s+src="${src.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"[^>]*/>`);
    const f = fixture('gallery-no-alt').edit(postFile, tag, `<GalleryImage src="${src}" />`);
    const line = galleryLine(f, src);
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${line} GalleryImage alt: expected alt text describing the image, got nothing`,
      `${f.shown}/${postFile}:${line} GalleryImage caption: expected a caption, got nothing`,
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

  it('hints at &lt; or \\< for a "<" before a number in MDX prose', async () => {
    const f = appendToPost(fixture('less-than'), 'The first unit was made in <10 days.\n');
    const line = lineOf(f, postFile, 'made in <10 days');
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${line} MDX: expected valid MDX (Unexpected character \`1\` (U+0031) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\`); a "<" in text starts a tag in MDX; for the character itself write &lt; or \\<`,
    ]);
  });

  it('accepts both fixes the "<" hint gives', async () => {
    const f = appendToPost(fixture('less-than-fixed'), 'The first unit was made in &lt;10 days, the second in \\<5.\n');
    expect(await problems(f)).toEqual([]);
  });

  it('reports a post’s frontmatter and MDX problems in one build, and no link to it as missing', async () => {
    const f = appendToPost(
      fixture('post-invalid').edit(postFile, `date: ${post.date}`, 'date: 2025-14-09'),
      'The first unit was made in <10 days.\n',
    );
    const line = lineOf(f, postFile, 'made in <10 days');
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${lineOf(f, postFile, 'date: 2025-14-09')} date: expected a date written YYYY-MM-DD, got "2025-14-09"`,
      `${f.shown}/${postFile}:${line} MDX: expected valid MDX (Unexpected character \`1\` (U+0031) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\`); a "<" in text starts a tag in MDX; for the character itself write &lt; or \\<`,
    ]);
  });

  it('reports a post with frontmatter and no body at the end of its frontmatter', async () => {
    const f = fixture('post-no-body');
    const text = readFileSync(path.join(f.dir, postFile), 'utf8');
    f.write(postFile, text.slice(0, text.indexOf('\n---\n') + 5));
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${lineOf(f, postFile, /^---$/, 1)} body: expected the post’s text after the frontmatter, got nothing`,
    ]);
  });

  it('reports a post with no ## section at its first line of text', async () => {
    const f = fixture('post-no-section');
    const text = readFileSync(path.join(f.dir, postFile), 'utf8');
    f.write(postFile, `${text.slice(0, text.indexOf('\n---\n') + 5)}\nOnly a paragraph, no sections.\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/${postFile}:${lineOf(f, postFile, 'Only a paragraph')} body: expected at least one "## " section heading, got none`,
    ]);
  });

  it('warns, and still loads, when an image is smaller than the site shows it', async () => {
    const f = fixture('small-images');
    const small = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#808080' } })
        .jpeg()
        .toBuffer();
    writeFileSync(path.join(f.dir, site.site.photo.src), await small(400, 400));
    writeFileSync(path.join(f.dir, imageFile(firstImage.src)), await small(800, 600));
    const loaded = await load(f);
    expect(loaded.warnings.map(formatIssue)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', `src: ${site.site.photo.src}`)} photo.src: expected an image at least 576×576 px, the largest size the site shows it at, got 400×400 px`,
      `${f.shown}/${postFile}:${galleryLine(f, firstImage.src)} GalleryImage src: expected an image at least 1200 px wide, the largest size the site shows it at, got 800×600 px`,
    ]);
  });

  it('measures a photo as it is shown, turned by its EXIF orientation', async () => {
    const f = fixture('rotated-image');
    // 1200×600 stored, shown turned a quarter (orientation 6): 600×1200, too narrow for the gallery.
    const rotated = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    writeFileSync(path.join(f.dir, imageFile(firstImage.src)), rotated);
    const loaded = await load(f);
    expect(loaded.warnings.map((w) => w.found)).toEqual(['600×1200 px']);
  });
});

describe('an owner’s own fields', () => {
  /** The copy's site.md with `yaml` added before its closing `---`. */
  const withSite = (f: ContentFixture, yaml: string) =>
    f.write('site.md', readFileSync(path.join(f.dir, 'site.md'), 'utf8').replace(/\n---\n*$/, `\n${yaml}\n---\n`));

  it('loads talks newest first, pages with their ids, and the profile’s links', async () => {
    const f = fixture('owner-loads')
      .write('talks/old.md', '---\ntitle: Old talk\nevent: A meetup\ndate: 2024-01-02\n---\n')
      .write('talks/new.md', '---\ntitle: New talk\nevent: A conference\ndate: 2025-05-06\nresume: false\n---\n')
      .write(
        'pages/uses.md',
        '---\ntitle: Uses\ndescription: What I use.\nnav: { label: Uses, order: 2 }\n---\n\n## Bench\n\nA scope.\n',
      );
    const content = await load(f);
    expect(content.talks.map((t) => [t.slug, t.resume])).toEqual([
      ['new', false],
      ['old', true],
    ]);
    expect(content.pages).toEqual([
      {
        slug: 'uses',
        title: 'Uses',
        description: 'What I use.',
        nav: { label: 'Uses', order: 2 },
        source: `${f.shown}/pages/uses.md`,
        ids: ['bench'],
      },
    ]);
    expect(content.site.links.map((l) => l.url)).toEqual(site.site.links.map((l) => l.url));
  });

  it('reports codeHost and network at their lines, with the links line to write instead', async () => {
    const f = fixture('owner-renamed');
    const [first, second] = site.site.links;
    if (!first || !second) throw new Error('the test site needs two profile links');
    f.edit(
      'site.md',
      /^links:\n(?: {2}- .*\n(?: {4}.*\n)*)+/m,
      `codeHost:\n  label: ${first.label}\n  url: ${first.url}\nnetwork:\n  label: ${second.label}\n  url: ${second.url}\n`,
    );
    const instead = `write instead: links: [{ label: "${first.label}", url: "${first.url}", header: true }, { label: "${second.label}", url: "${second.url}", header: true }]`;
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'codeHost:')} codeHost: expected links, the list of profiles that replaced codeHost and network in release 2.0.0, got codeHost; ${instead}`,
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'network:')} network: expected links, the list of profiles that replaced codeHost and network in release 2.0.0, got network; ${instead}`,
    ]);
  });

  it('reports seven About bullets and an unknown home section, each at its line', async () => {
    const f = fixture('owner-shape');
    withSite(f, 'home:\n  sections: [about, projects, blog]');
    f.edit(
      'site.md',
      /^ {2}bullets:\n/m,
      '  bullets:\n    - One more.\n    - And another.\n    - And a third.\n    - And a fourth.\n',
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', /^ {2}bullets:/)} about.bullets: expected at most 6 bullets, got a list of 7 items`,
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'sections:')} home.sections[2]: expected a section: about, projects, experience, skills, writing, talks, contact, got "blog"`,
    ]);
  });

  it('reports a home section listed twice', async () => {
    const f = withSite(fixture('owner-twice'), 'home:\n  sections: [about, projects, about]');
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', 'sections:')} home.sections: expected each section once, got a list of 3 items`,
    ]);
  });

  it('reports an accent that misses AA with the nearest shade that passes, and an analytics id of the wrong form', async () => {
    const f = fixture('owner-colour');
    withSite(f, "theme:\n  accent: '#ff66aa'\nanalytics:\n  provider: plausible\n  id: https://noor.example.org/");
    const [accent, analytics] = await problems(f);
    expect(accent).toMatch(
      new RegExp(
        `^${f.shown}/site\\.md:${lineOf(f, 'site.md', 'accent:')} theme\\.accent: expected a colour that reaches WCAG AA on the light background #f7f9fb \\(4\\.5:1 for text, 3:1 for the interface\\), got "#ff66aa", which gives the accent on the page 2\\.57:1 \\(4\\.5:1 needed\\); the nearest shade of its hue that passes is #[0-9a-f]{6}$`,
      ),
    );
    expect(analytics).toBe(
      `${f.shown}/site.md:${lineOf(f, 'site.md', '  id:')} analytics.id: expected the domain the site has at Plausible, such as example.org, got "https://noor.example.org/"`,
    );
  });

  it('reports a talk without its event, a page named as a path of the site, and a page with no text', async () => {
    const f = fixture('owner-files')
      .write('talks/no-event.md', '---\ntitle: A talk\ndate: 2025-01-01\n---\n')
      .write('pages/blog.md', '---\ntitle: Blog\ndescription: My blog.\n---\n\nText.\n')
      .write('pages/empty.md', '---\ntitle: Empty\ndescription: Nothing yet.\n---\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/talks/no-event.md:1 event: expected the event’s name, got nothing`,
      // The names the site uses grow with its routes: the list names `blog`, whatever else it names.
      expect.stringMatching(
        new RegExp(
          `^${literal(`${f.shown}/pages/blog.md:1 slug: expected a page name the site does not use itself `)}${listNaming('blog')}${literal(', got "blog" (from the file name); rename the file, or give the page a slug of its own')}$`,
        ),
      ),
      `${f.shown}/pages/empty.md:4 body: expected the page’s text after the frontmatter, got nothing`,
    ]);
  });
});
