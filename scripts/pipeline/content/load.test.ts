/**
 * loadContent on the test site (tests/fixtures/content) and copies of it: what it loads, drafts, and
 * the warnings for pictures smaller than the site shows them. Its problem lines are in
 * load-frontmatter.test.ts and load-bodies.test.ts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { lineOf } from '../../../tests/support/content-fixture.ts';
import {
  appendToPost,
  draftPost,
  firstImage,
  galleryLine,
  imageFile,
  load,
  loadFixtures,
  post,
  postFile,
  problems,
  site,
  withPostLink,
} from '../../../tests/support/load-cases.ts';
import { formatIssue } from './issues.ts';

const { fixture, dispose } = loadFixtures();
afterAll(dispose);

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
});

describe('loadContent: drafts', () => {
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
});

describe('loadContent: picture sizes', () => {
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
