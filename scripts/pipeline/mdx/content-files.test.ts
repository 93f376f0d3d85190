/**
 * The MDX pipeline's handling of what a post names: Markdown images become checked, imported pictures
 * (a block, a captioned figure or inline), links to files become imported URLs, raw <a> goes through
 * the link component, and a raw <img> or a component the map lacks fails at its line.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_QUERY } from '../images/presets.ts';
import { ContentError, formatIssue } from '../content/issues.ts';
import { inspectPost } from './inspect.ts';
import { mdxOptions } from './options.ts';
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
async function compiled(body: string): Promise<string> {
  return String(await compile(new VFile({ path: postFile, value: post(body) }), mdxOptions));
}

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
    expect(code).toMatch(/_jsx\(PostImage, \{\s*alt: "A photo",\s*caption: "The caption",\s*src: _postImage0\s*\}\)/);
    expect(code).not.toMatch(/_components\.p\b[^;]*PostImage/);
  });

  it('stand alone as a block without a title, and inline inside a line of text', async () => {
    const block = await compiled('![A photo](./post/photo.jpg)');
    expect(block).toMatch(/_jsx\(PostImage, \{\s*alt: "A photo",\s*src: _postImage0\s*\}\)/);
    const inline = await compiled('Text with ![a photo](./post/photo.jpg "ignored") inside.');
    expect(inline).toMatch(/_jsx\(PostImage, \{\s*alt: "a photo",\s*inline: true,\s*src: _postImage0\s*\}\)/);
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
  it('to a file next to the post import it and pass its URL, marked as a file', async () => {
    const code = await compiled('See [the data](./post/data.csv).');
    expect(code).toContain('import _postFile0 from "./post/data.csv?url";');
    expect(code).toMatch(/_jsx\(PostLink, \{\s*href: _postFile0,\s*file: true,\s*children: "the data"\s*\}\)/);
  });

  it('to a page as a relative path fail, with the site path to write', async () => {
    expect(await problems('See [the other post](../blog/other).')).toEqual([
      `${shown}:7 link: expected a file, relative to the post, of type .pdf, .txt, .csv, .zip, .gif, .jpg, .jpeg, .png, .webp, .avif, got "../blog/other", with no file extension; link to a page of the site with its path, such as /blog/post-name`,
    ]);
  });

  it('written as raw <a> go through the same link component as Markdown links', async () => {
    const code = await compiled('<a href="/blog/other">other</a> and [this](/blog/this).');
    expect(code).toMatch(/_jsx\(PostLink, \{\s*href: "\/blog\/other"/);
    expect(code).toMatch(/_jsx\(_components\.a, \{\s*href: "\/blog\/this"/);
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
