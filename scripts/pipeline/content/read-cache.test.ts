/**
 * The content read's cache (read-cache.ts): what comes from it is what a fresh read finds, a file is
 * checked again only once its text changed, and an image is measured again only once its file changed.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { datedContentFixture } from '../../../tests/support/content-fixture.ts';
import { PROJECT_ROOT } from '../settings.ts';
import type { ContentIssue } from './issues.ts';
import { loadContent } from './load.ts';
import { readCache } from './read-cache.ts';
import { readEntry } from './read.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'read-cache-'));
const fixture = datedContentFixture('read-cache');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  fixture.dispose();
});

const schema = z.strictObject({ title: z.string() });
const check = { schema };
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

describe('a content read’s cache', () => {
  it('checks a file once while its text stays the same, and gives its problems at every read', () => {
    const file = write('one.md', '---\ntitle: 3\nextra: no\n---\n');
    const cache = readCache();
    const first: ContentIssue[] = [];
    const entry = cache.entry(file, check, first);
    const again: ContentIssue[] = [];
    expect(cache.entry(file, check, again)).toBe(entry);
    const fresh: ContentIssue[] = [];
    readEntry(file, schema, fresh);
    expect(first).toEqual(fresh);
    expect(again).toEqual(fresh);
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('checks a file again once its text changed, even at the same size and time', () => {
    const file = write('two.md', '---\ntitle: A\n---\n');
    const mtime = new Date(2026, 0, 1);
    utimesSync(file, mtime, mtime);
    const cache = readCache();
    const before = cache.entry(file, check, []);
    writeFileSync(file, '---\ntitle: B\n---\n');
    utimesSync(file, mtime, mtime);
    const after = cache.entry(file, check, []);
    expect(after).not.toBe(before);
    expect(after.value).toEqual({ title: 'B' });
  });

  it('checks a file saved again with the same text no more', () => {
    const file = write('same.md', '---\ntitle: A\n---\n');
    const cache = readCache();
    const before = cache.entry(file, check, []);
    writeFileSync(file, '---\ntitle: A\n---\n');
    expect(cache.entry(file, check, [])).toBe(before);
  });

  it('checks a file again with another schema', () => {
    const file = write('three.md', '---\ntitle: A\n---\n');
    const cache = readCache();
    const issues: ContentIssue[] = [];
    cache.entry(file, check, []);
    const other = cache.entry(file, { schema: z.strictObject({ name: z.string() }) }, issues);
    expect(other.value).toBeUndefined();
    expect(issues.map((issue) => issue.field).sort()).toEqual(['name', 'title']);
  });

  it('measures an image once while its file stays the same, and again once it changed', async () => {
    const image = path.join(dir, 'photo.png');
    const draw = (width: number) =>
      sharp({ create: { width, height: 10, channels: 3, background: '#808080' } })
        .png()
        .toFile(image);
    await draw(20);
    const cache = readCache();
    const first = cache.imageSize(image);
    expect(cache.imageSize(image)).toBe(first);
    expect(await first).toEqual({ width: 20, height: 10 });
    await draw(30);
    expect(await cache.imageSize(image)).toEqual({ width: 30, height: 10 });
    expect(await cache.imageSize(path.join(dir, 'missing.png'))).toBeUndefined();
    expect(await cache.imageSize(write('not-an-image.png', 'text'))).toBeUndefined();
  });

  it('gives loadContent what a read without it finds, after an edit too', async () => {
    const cache = readCache();
    const options = { contentDir: fixture.dir, publicDir: path.join(PROJECT_ROOT, 'public'), drafts: true };
    const cached = () => loadContent({ ...options, cache });
    expect(await cached()).toEqual(await loadContent(options));
    fixture.edit('site.md', /^headline: .*$/m, 'headline: A headline edited while the cache holds the old one.');
    const edited = await cached();
    expect(edited.site.headline).toBe('A headline edited while the cache holds the old one.');
    expect(edited).toEqual(await loadContent(options));
  });
});
