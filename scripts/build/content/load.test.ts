/**
 * loadContent on broken copies of the real content: each case changes one file and asserts the
 * exact lines the build prints.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, contentFixture, type ContentFixture } from '../../../tests/support/content-fixture.ts';
import { ContentError, formatIssue } from '../issues.ts';
import { loadContent } from './load.ts';

const fixtures: ContentFixture[] = [];
afterAll(() => fixtures.forEach((f) => f.dispose()));

/** A fresh copy of content/ named after the test case. */
function fixture(name: string): ContentFixture {
  const f = contentFixture(`load-${name}`);
  fixtures.push(f);
  return f;
}

/** 1-based line of the first line of `file` in the copy `f` that contains `needle`. */
function lineOf(f: ContentFixture, file: string, needle: string): number {
  const lines = readFileSync(path.join(f.dir, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${needle} not found in ${file}`);
  return index + 1;
}

/** Adds a paragraph with a link to the end of the post (the article's text may change; this must not). */
function withPostLink(f: ContentFixture, href: string): ContentFixture {
  return f.write(
    'blog/karl.mdx',
    `${readFileSync(path.join(f.dir, 'blog/karl.mdx'), 'utf8')}\nSee [the stop test](${href}).\n`,
  );
}

/** A draft post whose body is `body` after one section heading. */
function draftPost(body: string): string {
  return [
    '---',
    'title: Work in progress',
    'description: Not ready yet.',
    'date: 2026-01-01',
    'repo: https://github.com/eliasbrandt/karl-rover',
    'draft: true',
    '---',
    '',
    '## First section',
    '',
    body,
    '',
  ].join('\n');
}

/** The problem lines loadContent reports for `f`, or [] when it loads. */
async function problems(f: ContentFixture): Promise<string[]> {
  try {
    await loadContent({ contentDir: f.dir, publicDir: path.resolve('public'), today: '2025-01-01' });
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.issues.map(formatIssue);
  }
}

describe('loadContent', () => {
  it('loads the real content with no problems', async () => {
    const content = await loadContent({
      contentDir: path.resolve('content'),
      publicDir: path.resolve('public'),
      today: '2025-01-01',
    });
    expect(content.projects.map((p) => p.slug)).toEqual(['karl-rover', 'motor-driver']);
    expect(content.experience.map((e) => e.period)).toEqual(['2023–2025', '2022–2023']);
    expect(content.skills).toHaveLength(12);
    expect(content.posts.map((p) => p.slug)).toEqual(['karl']);
    expect(content.warnings).toEqual([]);
  });

  it('gives each post its reading time, from its prose without code, and its first gallery image', async () => {
    const content = await loadContent({
      contentDir: path.resolve('content'),
      publicDir: path.resolve('public'),
      today: '2025-01-01',
    });
    const [karl] = content.posts;
    // About 2,800 words of prose at reading-time's 200 words a minute; its code blocks would add more.
    expect(karl?.readingMinutes).toBeGreaterThanOrEqual(10);
    expect(karl?.readingMinutes).toBeLessThanOrEqual(16);
    expect(karl?.cover).toEqual({
      file: path.resolve('content/blog/karl/chassis.jpg'),
      alt: "The rover's aluminium chassis with six wheels and rocker-bogie suspension, seen from the side",
    });
    expect(karl?.draft).toBe(false);
  });

  it('loads an unchanged copy with no problems', async () => {
    expect(await problems(fixture('clean'))).toEqual([]);
  });

  it('reports a missing required field at the start of the frontmatter', async () => {
    const f = fixture('missing-field').edit('projects/karl-rover.md', /^title: .*\n/m, '');
    expect(await problems(f)).toEqual([`${f.shown}/projects/karl-rover.md:1 title: expected a title, got nothing`]);
  });

  it('reports a wrong type: text where a list belongs', async () => {
    const f = fixture('wrong-type').edit('projects/karl-rover.md', /stack:\n( {2}- .*\n)+/, 'stack: ROS2\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/projects/karl-rover.md:8 stack: expected a list of tags, got "ROS2"`,
    ]);
  });

  it('reports a wrong type: text where a number belongs', async () => {
    const f = fixture('wrong-number').edit('experience/helio-grid.md', 'order: 1', 'order: first');
    expect(await problems(f)).toEqual([
      `${f.shown}/experience/helio-grid.md:2 order: expected a whole number, got "first"`,
    ]);
  });

  it('reports an unknown field with a did-you-mean hint, and the field it replaced', async () => {
    const f = fixture('unknown-field').edit('projects/karl-rover.md', 'title:', 'tittle:');
    expect(await problems(f)).toEqual([
      `${f.shown}/projects/karl-rover.md:1 title: expected a title, got nothing`,
      `${f.shown}/projects/karl-rover.md:3 tittle: unknown field; expected one of slug, order, title, tagline, description, stack, links (did you mean "title"?)`,
    ]);
  });

  it('reports an unknown nested field', async () => {
    const f = fixture('unknown-nested').edit('site.md', '  alt: Elias', '  alt_text: Elias');
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:28 photo.alt: expected alt text describing the photo, got nothing`,
      `${f.shown}/site.md:30 photo.alt_text: unknown field; expected one of src, alt`,
    ]);
  });

  it('reports an empty list where items are required', async () => {
    const f = fixture('empty-list').edit('experience/helio-grid.md', /highlights:\n( {2}- .*\n)+/, 'highlights: []\n');
    expect(await problems(f)).toEqual([
      `${f.shown}/experience/helio-grid.md:6 highlights: expected a list of highlights with at least one item, got an empty list`,
    ]);
  });

  it('reports a list item of the wrong type at its own line', async () => {
    const f = fixture('bad-item').edit('skills.md', '  - ROS 2', '  - 2');
    expect(await problems(f)).toEqual([`${f.shown}/skills.md:8 skills[4]: expected a skill tag, got number 2`]);
  });

  it('reports two projects with the same slug', async () => {
    const f = fixture('duplicate-slug').edit('projects/motor-driver.md', 'order: 2', 'slug: karl-rover\norder: 2');
    expect(await problems(f)).toEqual([
      `${f.shown}/projects/motor-driver.md:2 slug: expected a slug no other project uses, got "karl-rover", already used by ${f.shown}/projects/karl-rover.md`,
    ]);
  });

  it('reports a slug taken by another file’s name', async () => {
    const f = fixture('duplicate-name').edit('projects/karl-rover.md', 'order: 1', 'slug: motor-driver\norder: 1');
    expect(await problems(f)).toEqual([
      `${f.shown}/projects/motor-driver.md:1 slug: expected a slug no other project uses, got "motor-driver" (from the file name), already used by ${f.shown}/projects/karl-rover.md`,
    ]);
  });

  it('reports a frontmatter link to a page that does not exist', async () => {
    const f = fixture('bad-page-link').edit('projects/karl-rover.md', 'href: /blog/karl', 'href: /blgo/karl');
    expect(await problems(f)).toEqual([
      `${f.shown}/projects/karl-rover.md:17 links[0].href: expected a page of this site (/, /blog, /blog/karl) or a file in public/, got "/blgo/karl"`,
    ]);
  });

  it('leaves a draft out by default, as a build does, without compiling or checking its body', async () => {
    const f = fixture('draft-skipped').write('blog/wip.mdx', draftPost('<Broken'));
    const content = await loadContent({ contentDir: f.dir, publicDir: path.resolve('public'), today: '2025-01-01' });
    expect(content.posts.map((p) => p.slug)).toEqual(['karl']);
    // An author's own drafts in content/ come along in the copy, so look for this one among them.
    expect(content.skippedDrafts).toContainEqual({ slug: 'wip', source: `${f.shown}/blog/wip.mdx` });
  });

  it('includes a draft, marked as one, when asked to (the dev server)', async () => {
    const f = fixture('draft-included').write('blog/wip.mdx', draftPost('A sentence of five words.'));
    const content = await loadContent({
      contentDir: f.dir,
      publicDir: path.resolve('public'),
      today: '2025-01-01',
      drafts: true,
    });
    expect(content.posts.filter((p) => ['karl', 'wip'].includes(p.slug)).map((p) => [p.slug, p.draft])).toEqual([
      ['karl', false],
      ['wip', true],
    ]);
    expect(content.skippedDrafts).toEqual([]);
  });

  it('reports a link from published content to a draft', async () => {
    const f = withPostLink(fixture('draft-linked').write('blog/wip.mdx', draftPost('Soon.')), '/blog/wip');
    const line = lineOf(f, 'blog/karl.mdx', 'See [the stop test]');
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/karl.mdx:${line} link: expected a published page, got "/blog/wip", a draft (draft: true in ${f.shown}/blog/wip.mdx)`,
    ]);
  });

  it('checks a draft’s frontmatter like any post’s', async () => {
    const f = fixture('draft-bad-flag').write('blog/wip.mdx', draftPost('Soon.').replace('draft: true', 'draft: yes'));
    expect(await problems(f)).toEqual([`${f.shown}/blog/wip.mdx:6 draft: expected true or false, got "yes"`]);
  });

  it('reports an #anchor that does not exist on home', async () => {
    const f = fixture('bad-home-anchor').edit('site.md', "href: '#skills'", "href: '#skils'");
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:49 quickLinks[3].href: expected an anchor that exists on / (#top, #home, #about, #projects, #experience, #skills, #contact), got "#skils"`,
    ]);
  });

  it('reports an MDX link to an #anchor missing from the post', async () => {
    const f = withPostLink(fixture('bad-post-anchor'), '#validation-testin');
    const line = lineOf(f, 'blog/karl.mdx', 'See [the stop test]');
    const found = await problems(f);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(
        `^${f.shown}/blog/karl\\.mdx:${line} link: expected an anchor that exists on /blog/karl \\(#top, #overview--goals, #hardware-stack, .*#validation--testing.*, #whats-next\\), got "#validation-testin"$`,
      ),
    );
  });

  it('reports code in a post (an <iframe> and a javascript: link) with the other content problems', async () => {
    const f = fixture('post-code')
      .edit('projects/karl-rover.md', 'title:', 'tittle:')
      .write(
        'blog/karl.mdx',
        `${readFileSync(path.join(CONTENT_DIR, 'blog/karl.mdx'), 'utf8')}\n<iframe src="https://example.com/embed" />\n\nSee [this](javascript:alert(1)).\n`,
      );
    const iframe = lineOf(f, 'blog/karl.mdx', '<iframe');
    expect(await problems(f)).toEqual(
      expect.arrayContaining([
        `${f.shown}/blog/karl.mdx:${iframe} <iframe>: expected Markdown or a component from src/components/mdx/index.ts; a raw <iframe> element can load or run code`,
        `${f.shown}/blog/karl.mdx:${iframe + 2} link: expected an http(s), mailto, relative or #anchor URL; javascript: and data: URLs can run code, got "javascript:alert(1)"`,
      ]),
    );
    expect((await problems(f)).some((line) => line.startsWith(`${f.shown}/projects/karl-rover.md:3 tittle:`))).toBe(
      true,
    );
  });

  it('accepts an MDX link to an anchor that exists', async () => {
    const f = withPostLink(fixture('good-post-anchor'), '#validation--testing');
    expect(await problems(f)).toEqual([]);
  });

  it('reports a missing profile photo', async () => {
    const f = fixture('missing-photo').remove('images/profile.jpg');
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:29 photo.src: expected an image file, relative to content/, got "images/profile.jpg", which does not exist`,
    ]);
  });

  it('reports a missing gallery image', async () => {
    const f = fixture('missing-gallery-image').remove('blog/karl/chassis.jpg');
    const line = lineOf(f, 'blog/karl.mdx', 'src="./karl/chassis.jpg"');
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/karl.mdx:${line} GalleryImage src: expected an image file, relative to the post, got "./karl/chassis.jpg", which does not exist`,
    ]);
  });

  it('reports a GalleryImage without alt text and caption', async () => {
    const f = fixture('gallery-no-alt').edit(
      'blog/karl.mdx',
      /<GalleryImage src="\.\/karl\/electronics\.jpg"[^/]*\/>/,
      '<GalleryImage src="./karl/electronics.jpg" />',
    );
    const line = lineOf(f, 'blog/karl.mdx', 'src="./karl/electronics.jpg"');
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/karl.mdx:${line} GalleryImage alt: expected alt text describing the image, got nothing`,
      `${f.shown}/blog/karl.mdx:${line} GalleryImage caption: expected a caption, got nothing`,
    ]);
  });

  it('reports a YAML syntax error at its line', async () => {
    const f = fixture('yaml-syntax').edit(
      'experience/northwind-robotics.md',
      'role: RF & Robotics Engineer',
      'role: RF: Robotics Engineer',
    );
    expect(await problems(f)).toEqual([
      `${f.shown}/experience/northwind-robotics.md:4 frontmatter: expected valid YAML (Nested mappings are not allowed in compact mappings); a colon followed by a space starts a new key; put the whole value in quotes`,
    ]);
  });

  it('reports a missing site.md', async () => {
    const f = fixture('no-site').remove('site.md');
    expect(await problems(f)).toEqual([`${f.shown}/site.md file: expected the owner’s profile here, got no such file`]);
  });

  it('reports every problem at once, across files', async () => {
    const f = fixture('several')
      .edit('projects/karl-rover.md', 'title:', 'tittle:')
      .edit('experience/helio-grid.md', 'order: 1', 'order: first')
      .remove('blog/karl/chassis.jpg');
    expect((await problems(f)).map((line) => line.split(' ')[0])).toEqual([
      `${f.shown}/projects/karl-rover.md:1`,
      `${f.shown}/projects/karl-rover.md:3`,
      `${f.shown}/experience/helio-grid.md:2`,
      `${f.shown}/blog/karl.mdx:${lineOf(f, 'blog/karl.mdx', 'src="./karl/chassis.jpg"')}`,
    ]);
  });

  it('hints at quotes for a skill with a colon, which YAML reads as a field', async () => {
    const f = fixture('skill-colon').edit('skills.md', '  - ROS 2', '  - ROS 2: Jazzy');
    expect(await problems(f)).toEqual([
      `${f.shown}/skills.md:8 skills[4]: expected a skill tag, got "ROS 2: Jazzy" read as a field and its value; a colon followed by a space starts a field; put the text in quotes: "ROS 2: Jazzy"`,
    ]);
  });

  it('reports an unclosed quote at the line where it opens', async () => {
    const f = fixture('unclosed-quote').edit('projects/motor-driver.md', /^title: (.*)$/m, "title: '$1");
    const line = lineOf(f, 'projects/motor-driver.md', "title: '");
    expect(await problems(f)).toEqual([
      `${f.shown}/projects/motor-driver.md:${line} frontmatter: expected valid YAML (Missing closing 'quote); close the quote on the line where it opens`,
    ]);
  });

  it('hints at &lt; or \\< for a "<" before a number in MDX prose', async () => {
    const f = fixture('less-than').edit(
      'blog/karl.mdx',
      'corrections, not first picks.',
      'corrections, made in <10 days.',
    );
    const line = lineOf(f, 'blog/karl.mdx', 'made in <10 days');
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/karl.mdx:${line} MDX: expected valid MDX (Unexpected character \`1\` (U+0031) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\`); a "<" in text starts a tag in MDX; for the character itself write &lt; or \\<`,
    ]);
  });

  it('accepts both fixes the "<" hint gives', async () => {
    const f = fixture('less-than-fixed').edit(
      'blog/karl.mdx',
      'corrections, not first picks.',
      'corrections, made in &lt;10 days, then in \\<5.',
    );
    expect(await problems(f)).toEqual([]);
  });

  it('reports a post’s frontmatter and MDX problems in one build, and no link to it as missing', async () => {
    const f = fixture('post-invalid')
      .edit('blog/karl.mdx', 'date: 2025-09-14', 'date: 2025-14-09')
      .edit('blog/karl.mdx', 'corrections, not first picks.', 'corrections, made in <10 days.');
    const line = lineOf(f, 'blog/karl.mdx', 'made in <10 days');
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/karl.mdx:4 date: expected a date written YYYY-MM-DD, got "2025-14-09"`,
      `${f.shown}/blog/karl.mdx:${line} MDX: expected valid MDX (Unexpected character \`1\` (U+0031) before name, expected a character that can start a name, such as a letter, \`$\`, or \`_\`); a "<" in text starts a tag in MDX; for the character itself write &lt; or \\<`,
    ]);
  });

  it('reports a post with frontmatter and no body at the end of its frontmatter', async () => {
    const f = fixture('post-no-body');
    const text = readFileSync(path.join(f.dir, 'blog/karl.mdx'), 'utf8');
    f.write('blog/karl.mdx', text.slice(0, text.indexOf('\n---\n') + 5));
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/karl.mdx:6 body: expected the post’s text after the frontmatter, got nothing`,
    ]);
  });

  it('reports a post with no ## section at its first line of text', async () => {
    const f = fixture('post-no-section');
    const text = readFileSync(path.join(f.dir, 'blog/karl.mdx'), 'utf8');
    f.write('blog/karl.mdx', `${text.slice(0, text.indexOf('\n---\n') + 5)}\nOnly a paragraph, no sections.\n`);
    expect(await problems(f)).toEqual([
      `${f.shown}/blog/karl.mdx:8 body: expected at least one "## " section heading, got none`,
    ]);
  });

  it('warns, and still loads, when an image is smaller than the site shows it', async () => {
    const f = fixture('small-images');
    const small = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#808080' } })
        .jpeg()
        .toBuffer();
    writeFileSync(path.join(f.dir, 'images/profile.jpg'), await small(400, 400));
    writeFileSync(path.join(f.dir, 'blog/karl/chassis.jpg'), await small(800, 600));
    const loaded = await loadContent({ contentDir: f.dir, publicDir: path.resolve('public'), today: '2025-01-01' });
    const line = lineOf(f, 'blog/karl.mdx', 'src="./karl/chassis.jpg"');
    expect(loaded.warnings.map(formatIssue)).toEqual([
      `${f.shown}/site.md:29 photo.src: expected an image at least 576×576 px, the largest size the site shows it at, got 400×400 px`,
      `${f.shown}/blog/karl.mdx:${line} GalleryImage src: expected an image at least 1200 px wide, the largest size the site shows it at, got 800×600 px`,
    ]);
  });

  it('measures a photo as it is shown, turned by its EXIF orientation', async () => {
    const f = fixture('rotated-image');
    // 1200×600 stored, shown turned a quarter (orientation 6): 600×1200, too narrow for the gallery.
    const rotated = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    writeFileSync(path.join(f.dir, 'blog/karl/chassis.jpg'), rotated);
    const loaded = await loadContent({ contentDir: f.dir, publicDir: path.resolve('public'), today: '2025-01-01' });
    expect(loaded.warnings.map((w) => w.found)).toEqual(['600×1200 px']);
  });
});
