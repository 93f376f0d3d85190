/** Paths that content names: inside the content folder, of an allowed type, existing; and slugs for file names. */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContentPath, contentDirOfPost, isSlug, slugFor } from './paths.ts';

const work = path.resolve('.tmp', 'content-paths');
const contentDir = path.join(work, 'content');
const postDir = path.join(contentDir, 'blog');
const image = (written: string) =>
  checkContentPath(written, { baseDir: postDir, contentDir, kind: 'image', describe: 'an image file' });
const file = (written: string) =>
  checkContentPath(written, { baseDir: postDir, contentDir, kind: 'file', describe: 'a file' });

beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(postDir, 'post'), { recursive: true });
  writeFileSync(path.join(postDir, 'post', 'photo.jpg'), 'not really a JPEG');
  writeFileSync(path.join(postDir, 'post', 'notes.pdf'), '%PDF-');
  writeFileSync(path.join(work, 'secret.jpg'), 'outside');
  symlinkSync(path.join(work, 'secret.jpg'), path.join(postDir, 'post', 'linked.jpg'));
  symlinkSync(path.join(postDir, 'post', 'photo.jpg'), path.join(postDir, 'post', 'alias.jpg'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('checkContentPath', () => {
  it('gives the file of a path inside the content folder, also through a link that stays inside', () => {
    expect(image('./post/photo.jpg')).toEqual({ file: path.join(postDir, 'post', 'photo.jpg') });
    expect(image('post/alias.jpg')).toEqual({ file: path.join(postDir, 'post', 'alias.jpg') });
    expect(image('./post/my%20photo.jpg')).toMatchObject({ found: '"./post/my%20photo.jpg", which does not exist' });
  });

  it('refuses a path that climbs out, whether or not the file exists', () => {
    for (const written of ['../../secret.jpg', '../../nothing-here.jpg', '../../../../../../../../etc/passwd']) {
      expect(image(written)).toEqual({
        expected: 'expected an image file, inside the content folder',
        found: `${JSON.stringify(written)}, which leads out of it`,
      });
    }
  });

  it('refuses a link inside the folder to a file outside it', () => {
    expect(image('./post/linked.jpg')).toEqual({
      expected: 'expected an image file, inside the content folder',
      found: '"./post/linked.jpg", a link to a file outside it',
    });
  });

  it('refuses an absolute path and a URL, and says how to use a remote image', () => {
    const absolute = path.join(postDir, 'post', 'photo.jpg');
    expect(image(absolute)).toEqual({
      expected: 'expected an image file',
      found: `${JSON.stringify(absolute)}, an absolute path`,
    });
    const remote = image('https://example.com/a.jpg');
    expect(remote).toMatchObject({ found: '"https://example.com/a.jpg", a URL' });
    expect('hint' in remote ? remote.hint : '').toContain('download it into the post’s folder');
    expect(image('//example.com/a.jpg')).toMatchObject({ found: '"//example.com/a.jpg", a URL' });
    expect(file('file:///etc/passwd')).toMatchObject({ found: '"file:///etc/passwd", a URL' });
  });

  it('takes only the types a path of its kind may name', () => {
    expect(image('./post/notes.pdf')).toEqual({
      expected: 'expected an image file, of type .jpg, .jpeg, .png, .webp, .avif',
      found: '"./post/notes.pdf", a .pdf file',
    });
    expect(file('./post/notes.pdf')).toEqual({ file: path.join(postDir, 'post', 'notes.pdf') });
    expect(file('./post/page.html')).toMatchObject({ found: '"./post/page.html", a .html file' });
    expect(file('./post/readme')).toMatchObject({ found: '"./post/readme", with no file extension' });
  });

  it('says a missing file inside the folder does not exist', () => {
    expect(image('./post/missing.jpg')).toEqual({
      expected: 'expected an image file',
      found: '"./post/missing.jpg", which does not exist',
    });
  });
});

describe('a post’s content folder', () => {
  it('is the folder above its blog folder', () => {
    expect(contentDirOfPost(path.join(postDir, 'a.mdx'))).toBe(contentDir);
  });
});

describe('slugs for file names', () => {
  it.each([
    ['über-build', 'uber-build'],
    ['a&b', 'a-b'],
    ['Straße nach Süden', 'strasse-nach-suden'],
    ['  --Rover v2!!  ', 'rover-v2'],
    ['日本語', 'post'],
  ])('suggests %j → %j', (name, slug) => {
    expect(slugFor(name)).toBe(slug);
    expect(isSlug(slugFor(name))).toBe(true);
  });

  it('knows a slug when it sees one', () => {
    expect(['karl', 'tuning-a-915-mhz-whip', 'a1'].every(isSlug)).toBe(true);
    expect(['Karl', 'a--b', '-a', 'a-', 'a_b', 'ü', ''].some(isSlug)).toBe(false);
  });
});
