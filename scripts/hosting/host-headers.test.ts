/** Applying `_headers` as a host does, on the documented format: splats, placeholders, comments, indented lines. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './host-headers.ts';

function headersFile(text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'host-headers-')), '_headers');
  writeFileSync(file, text);
  return file;
}

const example = [
  '# A comment line',
  '/*',
  '  # An indented comment',
  '  X-Content-Type-Options: nosniff',
  '',
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '/blog/:slug',
  '  X-Post: yes',
  '/feed.xml',
  '  Content-Type: application/atom+xml',
  '  Link: <a>; rel="a"',
  '  Link: <b>; rel="b"',
  '',
].join('\n');

describe('headersFor', () => {
  it('applies every rule whose pattern matches the path', async () => {
    const rules = await parseHeadersFile(headersFile(example));
    expect(headersFor(rules, '/assets/app-1234.js')).toEqual({
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/')).toEqual({ 'x-content-type-options': 'nosniff' });
  });

  it('matches a :placeholder within one segment, with or without a trailing slash', async () => {
    const rules = await parseHeadersFile(headersFile(example));
    expect(headersFor(rules, '/blog/sample')['x-post']).toBe('yes');
    expect(headersFor(rules, '/blog/sample/')['x-post']).toBe('yes');
    expect(headersFor(rules, '/blog/sample/photo.jpg')['x-post']).toBeUndefined();
  });

  it('joins a header given twice in one rule with a comma', async () => {
    const rules = await parseHeadersFile(headersFile(example));
    expect(headersFor(rules, '/feed.xml').link).toBe('<a>; rel="a", <b>; rel="b"');
  });

  it('refuses a header that two matching rules set, which hosts would read differently', async () => {
    const rules = await parseHeadersFile(
      headersFile('/*\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n'),
    );
    expect(() => headersFor(rules, '/assets/a.js')).toThrow(
      '/assets/a.js: Cache-Control is set by both "/*" and "/assets/*" in _headers',
    );
  });

  it('fails on a header before any path, and on a missing file', async () => {
    await expect(parseHeadersFile(headersFile('  X-A: b\n'))).rejects.toThrow('Path should come before header "X-A"');
    await expect(parseHeadersFile('/no/such/_headers')).rejects.toThrow('/no/such/_headers is missing');
  });
});
