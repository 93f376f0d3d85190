/**
 * The MDX pipeline's handling of what a post names: Markdown images become checked, imported pictures
 * (a block, a captioned figure or inline), links to files become imported URLs, raw <a> is a link as
 * Markdown's are, and a raw <img> or a component the map lacks fails at its line.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePost, PICTURE, renderPost } from '../../../tests/support/render-post.ts';
import { GALLERY_IMAGE_QUERY } from '../images/presets.ts';
import { ContentError, formatIssue } from '../content/issues.ts';
import { inspectPost } from './inspect.ts';
import { unknownComponentLine } from '../../../tests/support/named-lists.ts';

const contentDir = path.resolve('.tmp', 'mdx-content-files', 'content');
const postFile = path.join(contentDir, 'blog', 'post.mdx');
const shown = path.relative(process.cwd(), postFile);

beforeAll(() => {
  rmSync(path.dirname(contentDir), { recursive: true, force: true });
  mkdirSync(path.join(contentDir, 'blog', 'post'), { recursive: true });
  writeFileSync(path.join(contentDir, 'blog', 'post', 'photo.jpg'), 'image bytes');
  writeFileSync(path.join(contentDir, 'blog', 'post', 'data.csv'), 'a,b\n');
});
afterAll(() => rmSync(path.dirname(contentDir), { recursive: true, force: true }));

/** A post with one `## ` section and `body` after it. */
const post = (body: string) => `---\ntitle: T\n---\n\n## Section\n\n${body}\n`;

/** The compiled module of `body`, as JavaScript. */
const compiled = (body: string) => compilePost(postFile, post(body));

/** The parts of the compiled module of a post of `body` alone, each picture standing for `PICTURE`. */
const partsOf = async (body: string) => (await renderPost(postFile, `${body}\n`)).parts;

/** The problem lines the content check reports for `body`. */
async function problems(body: string): Promise<string[]> {
  try {
    const { issues } = await inspectPost(postFile, post(body));
    return issues.map(formatIssue);
  } catch (error) {
    if (error instanceof ContentError) return error.issues.map(formatIssue);
    throw error;
  }
}

describe('Markdown images', () => {
  it('import the file as a responsive picture, and a bare image with a title becomes a captioned figure', async () => {
    const code = await compiled('![A photo](./post/photo.jpg "The caption")');
    expect(code).toContain(`import _postImage0 from "./post/photo.jpg?${GALLERY_IMAGE_QUERY}";`);
    // A zooming image of its own, not inside a paragraph.
    expect(await partsOf('![A photo](./post/photo.jpg "The caption")')).toEqual([
      {
        component: 'PostImage',
        props: { alt: 'A photo', caption: 'The caption', src: PICTURE },
        children: [],
      },
    ]);
  });

  it('stand alone as a block without a title, and inline inside a line of text', async () => {
    expect(await partsOf('![A photo](./post/photo.jpg)')).toEqual([
      { component: 'PostImage', props: { alt: 'A photo', src: PICTURE }, children: [] },
    ]);
    expect(await partsOf('Text with ![a photo](./post/photo.jpg "ignored") inside.')).toEqual([
      '<p>Text with ',
      { component: 'PostPicture', props: { alt: 'a photo', src: PICTURE }, children: [], inline: true },
      ' inside.</p>',
    ]);
  });

  it('fail at their line without alt text, with a missing file, or from another site', async () => {
    expect(await problems('Intro.\n\n![](./post/photo.jpg)')).toEqual([
      `${shown}:9 image alt: expected alt text describing the image, as in ![what it shows](./post-folder/file.jpg), got empty text`,
    ]);
    expect(await problems('![A photo](./post/missing.jpg)')).toEqual([
      `${shown}:7 image: expected an image file, relative to the post, got "./post/missing.jpg", which does not exist`,
    ]);
    expect((await problems('![A photo](https://example.com/a.jpg)'))[0]).toMatch(
      new RegExp(
        `^${shown}:7 image: expected an image file, relative to the post, got "https://example.com/a.jpg", a URL; `,
      ),
    );
  });

  it('are the only way to show an image: a raw <img> fails with the Markdown to write', async () => {
    expect(await problems('<img src="./post/photo.jpg" alt="x" />')).toEqual([
      `${shown}:7 <img>: expected a Markdown image, got a raw <img> element; write ![what it shows](./post-folder/file.jpg "optional caption"), which the build resizes and checks`,
    ]);
  });
});

describe('links', () => {
  it('to a file next to the post import it and pass its URL', async () => {
    const code = await compiled('See [the data](./post/data.csv).');
    expect(code).toContain('import _postFile0 from "./post/data.csv?url";');
    expect(await partsOf('See [the data](./post/data.csv).')).toEqual([
      '<p>See ',
      { component: 'PostLink', props: { href: './post/data.csv' }, children: ['the data'], inline: true },
      '.</p>',
    ]);
  });

  it('to a page as a relative path fail, with the site path to write', async () => {
    expect(await problems('See [the other post](../blog/other).')).toEqual([
      `${shown}:7 link: expected a file, relative to the post, of type .pdf, .txt, .csv, .zip, .gif, .jpg, .jpeg, .png, .webp, .avif, got "../blog/other", with no file extension; link to a page of the site with its path, such as /blog/post-name`,
    ]);
  });

  it('written as raw <a> are HTML links as Markdown links are, a site path under the base path', async () => {
    const body = '<a href="/blog/other" title="Other">other</a> and [this](/blog/this), [an anchor](#section).';
    const { html } = await renderPost(postFile, post(body), '/portfolio/');
    expect(html).toContain(
      '<p><a href="/portfolio/blog/other" title="Other">other</a> and <a href="/portfolio/blog/this">this</a>, ' +
        '<a href="#section">an anchor</a>.</p>',
    );
  });
});

describe('component names', () => {
  it('fail at their line when the map has no such component, with its names and a did-you-mean', async () => {
    expect(await problems('Intro.\n\n<Contnets />\n\n<NoSuchComponent>Hi</NoSuchComponent>')).toEqual([
      expect.stringMatching(unknownComponentLine(`${shown}:9`, 'Contnets', 'Contents')),
      expect.stringMatching(unknownComponentLine(`${shown}:11`, 'NoSuchComponent')),
    ]);
  });

  it('refuse the components the build writes, with what to write instead', async () => {
    expect((await problems('<PostImage src="./post/photo.jpg" alt="x" />'))[0]).toMatch(
      /<PostImage>: .*; the build makes it from Markdown: write !\[alt\]\(\.\/file\.jpg\) for an image and \[text\]\(url\) for a link$/,
    );
  });
});
