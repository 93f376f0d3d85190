/**
 * loadContent's problem lines for links, anchors and the bodies of posts in copies of the test site:
 * each case changes one file and asserts the exact lines the build prints, with file names from the
 * fixture and line numbers read from the copy.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf } from '../../../tests/support/content-fixture.ts';
import {
  appendToPost,
  firstImage,
  galleryLine,
  imageFile,
  loadFixtures,
  post,
  postFile,
  problems,
  project,
  secondImage,
  site,
  withPostLink,
} from '../../../tests/support/load-cases.ts';

const { fixture, dispose } = loadFixtures();
afterAll(dispose);

describe('loadContent: links and anchors', () => {
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

  it('reports an #anchor that does not exist on home', async () => {
    // The test site's first Quick Link to a section of home, misspelt.
    const index = site.site.quickLinks.findIndex((l) => l.href.startsWith('#'));
    const anchor = site.site.quickLinks[index]?.href ?? '';
    const wrong = `${anchor}-gone`;
    const f = fixture('bad-home-anchor').edit('site.md', `href: '${anchor}'`, `href: '${wrong}'`);
    expect(await problems(f)).toEqual([
      `${f.shown}/site.md:${lineOf(f, 'site.md', wrong)} quickLinks[${index}].href: expected an anchor that exists on / (#top, #home, #about, #projects, #experience, #skills, #contact), got "${wrong}"`,
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

  it('accepts an MDX link to an anchor that exists', async () => {
    const f = withPostLink(fixture('good-post-anchor'), '#stop-test');
    expect(await problems(f)).toEqual([]);
  });
});

describe('loadContent: post bodies', () => {
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
      `${f.shown}/${postFile}:${lineOf(f, postFile, 'date: 2025-14-09')} date: expected a date written YYYY-MM-DD, or YYYY-MM-DD HH:MM, got "2025-14-09"`,
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
});
