/**
 * The fast layer's guard on the owner's content (tests/support/no-content.ts, one of its setup files):
 * a read of a file in content/ is refused, and the test that made it would fail; other files read as ever.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isOwnerContent, OWNER_CONTENT } from '../support/no-content.ts';

/** What the guard recorded for the test that is running (its afterEach fails a test that leaves any). */
const refused = () => (globalThis as typeof globalThis & { refusedContentReads?: string[] }).refusedContentReads ?? [];

describe('the fast layer’s guard on content/', () => {
  it('refuses a read of a file of the owner’s content, sync or not, by path or URL, and records it', async () => {
    const site = path.join(OWNER_CONTENT, 'site.md');
    expect(() => readFileSync(site, 'utf8')).toThrow(/a fast test never reads the owner's content\/, got readFileSync/);
    await expect(readFile(pathToFileURL(site))).rejects.toThrow(/got readFile/);
    expect(refused().splice(0)).toEqual([`readFileSync(${site})`, `readFile(file://${site})`]);
  });

  it('lets other files be read, the test site’s content among them', () => {
    expect(readFileSync(path.resolve('tests/fixtures/content/site.md'), 'utf8')).toMatch(/^---/);
    expect(refused()).toEqual([]);
  });

  it('tells the owner’s content from paths that only look like it', () => {
    expect(isOwnerContent('content/blog/a.mdx')).toBe(true);
    expect(isOwnerContent(OWNER_CONTENT)).toBe(true);
    expect(isOwnerContent(Buffer.from(path.join(OWNER_CONTENT, 'site.md')))).toBe(true);
    expect(isOwnerContent('content-old/site.md')).toBe(false);
    expect(isOwnerContent('tests/fixtures/content/site.md')).toBe(false);
    expect(isOwnerContent(path.join(OWNER_CONTENT, '..', 'package.json'))).toBe(false);
    expect(isOwnerContent(3)).toBe(false);
  });
});
